#!/usr/bin/env python3
"""Ablation of the co-visitation window (Section 5.1 of an earlier draft; not in the paper).

For each window size the co-visitation table is rebuilt under a separate feature version
(`v3-wN`), so the paper's v3 table is left untouched.

    python3 experiments/window_ablation.py --config configs/paper.yaml --windows 1 2 3 5 8
"""
import argparse

from common import db, logutil, load_config, save, variant, dataset_id

from covis import evaluate, features


def run_window(conn, ds, cfg, window):
    cfg = variant(cfg, features__window=window, features__version=f"v3-w{window}")
    split = features.split_ts(conn, ds, cfg["split"]["test_days"])
    n_pairs = features.ensure_covis(conn, ds, cfg, split, force=True)
    features.build_queries_and_candidates(conn, ds, cfg, split)
    test_sessions = [r[0] for r in db.query(conn, "SELECT session_id FROM rank_queries "
                                                  "WHERE dataset_id=%s AND is_train=0 ORDER BY session_id", (ds,))]
    table, _ = evaluate.run(conn, ds, cfg, test_sessions)
    return {"window": window, "n_pairs": n_pairs, **{m: table[m] for m in ("covis", "covis+lr")}}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--windows", type=int, nargs="+", default=[1, 2, 3, 5, 8])
    ap.add_argument("--out", default="results/ablation_window.json")
    args = ap.parse_args()
    logutil.setup()
    cfg = load_config(args.config)
    rows = []
    with db.session(cfg["db"]) as conn:
        ds = dataset_id(conn, args.data, cfg["dataset"]["name"])
        for w in args.windows:
            rows.append(run_window(conn, ds, cfg, w))
            print(f"window {w}: covis HR@10={rows[-1]['covis']['hr10']:.4f} "
                  f"LR HR@10={rows[-1]['covis+lr']['hr10']:.4f}")
        # restore the paper's candidate tables
        cfg_paper = load_config(args.config)
        split = features.split_ts(conn, ds, cfg_paper["split"]["test_days"])
        features.ensure_covis(conn, ds, cfg_paper, split, force=True)
    save({"rows": rows}, args.out)


if __name__ == "__main__":
    main()
