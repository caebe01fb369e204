#!/usr/bin/env python3
"""Bootstrap confidence intervals for the Table 3 metrics (reviewer request, not printed
in the camera-ready for lack of space).

Re-uses the materialised candidates of the paper's dataset (run the pipeline first) and
resamples test queries with replacement.
"""
import argparse

import numpy as np

from common import db, logutil, load_config, save, dataset_id

from covis import evaluate, features, metrics, ranker


def bootstrap(ranks, k, n_boot, rng):
    ranks = list(ranks)
    n = len(ranks)
    hr, mrr = [], []
    for _ in range(n_boot):
        idx = rng.integers(0, n, size=n)
        sample = [ranks[i] for i in idx]
        hr.append(metrics.hit_rate(sample, k))
        mrr.append(metrics.mrr(sample, k))
    q = lambda xs: [round(float(np.percentile(xs, 2.5)), 4), round(float(np.percentile(xs, 97.5)), 4)]  # noqa: E731
    return {f"hr{k}_ci95": q(hr), f"mrr{k}_ci95": q(mrr)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--n-boot", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="results/bootstrap_ci.json")
    args = ap.parse_args()
    logutil.setup()
    cfg = load_config(args.config)
    k = cfg["eval"]["cutoff"]
    rng = np.random.default_rng(args.seed)
    with db.session(cfg["db"]) as conn:
        ds = dataset_id(conn, args.data, cfg["dataset"]["name"])
        test_sessions = [r[0] for r in db.query(conn, "SELECT session_id FROM rank_queries WHERE dataset_id=%s "
                                                      "AND is_train=0 ORDER BY session_id", (ds,))]
        rows = features.fetch_candidate_features(conn, ds)
    sess, item, is_train, label, X = evaluate.load_matrix(rows)
    col = {name: X[:, i] for i, name in enumerate(features.FEATURE_COLUMNS)}
    Z = ranker.transform(X, cfg["candidates"]["k_covis"])
    model = ranker.fit(Z[is_train], label[is_train], cfg)
    out = {}
    for name, (scores, tie) in {"popularity": (-col["pop_rank"], item),
                                "covis": (col["covis_w"], col["pop_rank"]),
                                "covis+lr": (ranker.score(model, Z), item)}.items():
        ranks = evaluate.ranks_for(scores, tie, sess, label, ~is_train, test_sessions)
        out[name] = bootstrap(ranks, k, args.n_boot, rng)
        print(name, out[name])
    save(out, args.out)


if __name__ == "__main__":
    main()
