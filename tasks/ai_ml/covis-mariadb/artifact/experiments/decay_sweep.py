#!/usr/bin/env python3
"""Sweep of the backward/forward weight ratio of co-visitation pairs.

The paper fixes forward=1.0, backward=0.5 (Section 3.2). This sweep is what that choice
came from; it takes about ten minutes on a laptop and is not part of the artifact's
reproduction.
"""
import argparse

from common import db, logutil, load_config, save, variant, dataset_id

from covis import evaluate, features


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--ratios", type=float, nargs="+", default=[0.0, 0.25, 0.5, 0.75, 1.0])
    ap.add_argument("--out", default="results/decay_sweep.json")
    args = ap.parse_args()
    logutil.setup()
    base = load_config(args.config)
    rows = []
    with db.session(base["db"]) as conn:
        ds = dataset_id(conn, args.data, base["dataset"]["name"])
        split = features.split_ts(conn, ds, base["split"]["test_days"])
        for ratio in args.ratios:
            cfg = variant(base, features__backward_weight=ratio, features__version=f"v3-b{int(ratio * 100)}")
            features.ensure_covis(conn, ds, cfg, split, force=True)
            features.build_queries_and_candidates(conn, ds, cfg, split)
            sess = [r[0] for r in db.query(conn, "SELECT session_id FROM rank_queries WHERE dataset_id=%s "
                                                 "AND is_train=0 ORDER BY session_id", (ds,))]
            table, _ = evaluate.run(conn, ds, cfg, sess)
            rows.append({"backward_weight": ratio, "covis": table["covis"]})
            print(f"backward={ratio:.2f}  HR@10={table['covis']['hr10']:.4f}  MRR@10={table['covis']['mrr10']:.4f}")
        features.ensure_covis(conn, ds, base, split, force=True)
    save({"rows": rows}, args.out)


if __name__ == "__main__":
    main()
