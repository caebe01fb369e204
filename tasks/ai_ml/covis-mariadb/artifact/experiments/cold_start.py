#!/usr/bin/env python3
"""Cold-start slice: test queries whose query item was rare in the training period.

Reads the candidate features of an already materialised dataset (run the pipeline first)
and reports HR@10 per popularity bucket of the query item. Not in the paper: the
buckets were too small to say anything on the synthetic data.
"""
import argparse
import collections

import numpy as np

from common import db, logutil, load_config, save, dataset_id

from covis import evaluate, features, metrics, ranker

BUCKETS = ((0, 5), (5, 20), (20, 100), (100, 10 ** 9))


def bucket_of(n):
    for lo, hi in BUCKETS:
        if lo <= n < hi:
            return f"{lo}-{hi if hi < 10 ** 9 else 'inf'}"
    return "?"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--out", default="results/cold_start.json")
    args = ap.parse_args()
    logutil.setup()
    cfg = load_config(args.config)
    k = cfg["eval"]["cutoff"]
    with db.session(cfg["db"]) as conn:
        ds = dataset_id(conn, args.data, cfg["dataset"]["name"])
        qpop = dict(db.query(conn, """
            SELECT q.session_id, COALESCE(p.n_train, 0) FROM rank_queries q
            LEFT JOIN item_popularity p ON p.dataset_id = q.dataset_id AND p.item_id = q.query_item
            WHERE q.dataset_id = %s AND q.is_train = 0""", (ds,)))
        rows = features.fetch_candidate_features(conn, ds)
    sess, item, is_train, label, X = evaluate.load_matrix(rows)
    Z = ranker.transform(X, cfg["candidates"]["k_covis"])
    model = ranker.fit(Z[is_train], label[is_train], cfg)
    scores = ranker.score(model, Z)
    test_sessions = sorted(qpop)
    ranks = evaluate.ranks_for(scores, item, sess, label, ~is_train, test_sessions)
    per = collections.defaultdict(list)
    for s, r in zip(test_sessions, ranks):
        per[bucket_of(int(qpop[s]))].append(r)
    out = {b: {"n": len(rs), **metrics.summarise(rs, k)} for b, rs in sorted(per.items())}
    for b, v in out.items():
        print(f"{b:>8s}  n={v['n']:5d}  HR@{k}={v[f'hr{k}']:.4f}")
    print("overall HR@%d = %.4f" % (k, float(np.mean([v[f"hr{k}"] * v["n"] for v in out.values()]) * len(out)
                                        / max(1, sum(v["n"] for v in out.values())))))
    save(out, args.out)


if __name__ == "__main__":
    main()
