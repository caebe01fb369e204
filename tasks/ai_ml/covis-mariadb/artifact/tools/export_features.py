#!/usr/bin/env python3
"""Export the candidate-feature matrix of a dataset to .npz (for notebooks/explore.ipynb)."""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from covis import config, db, evaluate, features, ingest  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--out", default="results/features.npz")
    args = ap.parse_args()
    cfg = config.load(args.config)
    with db.session(cfg["db"]) as conn:
        row = ingest.find_dataset(conn, ingest.fingerprint(args.data))
        if not row:
            sys.exit(f"{args.data} is not loaded")
        rows = features.fetch_candidate_features(conn, row[0])
    sess, item, is_train, label, X = evaluate.load_matrix(rows)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    np.savez_compressed(args.out, session=sess, item=item, is_train=is_train, label=label, X=X,
                        columns=np.array(features.FEATURE_COLUMNS))
    print(f"wrote {len(sess)} rows to {args.out}")


if __name__ == "__main__":
    main()
