#!/usr/bin/env python3
"""Plot HR@k for k = 1..30 of the three rankers (Figure 2 of the paper's first version).

Needs matplotlib, which is not in requirements.txt (install it yourself).
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from covis import config, db, evaluate, features, ingest, metrics, ranker  # noqa: E402


def curves(conn, ds, cfg, ks):
    rows = features.fetch_candidate_features(conn, ds)
    sess, item, is_train, label, X = evaluate.load_matrix(rows)
    col = {name: X[:, i] for i, name in enumerate(features.FEATURE_COLUMNS)}
    test_sessions = sorted(set(int(s) for s in sess[~is_train]))
    Z = ranker.transform(X, cfg["candidates"]["k_covis"])
    model = ranker.fit(Z[is_train], label[is_train], cfg)
    methods = {
        "popularity": (-col["pop_rank"], item),
        "covis": (col["covis_w"], col["pop_rank"]),
        "covis+lr": (ranker.score(model, Z), item),
    }
    out = {}
    for name, (scores, tie) in methods.items():
        ranks = evaluate.ranks_for(scores, tie, sess, label, ~is_train, test_sessions)
        out[name] = [metrics.hit_rate(ranks, k) for k in ks]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--out", default="results/hr_curve.png")
    args = ap.parse_args()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    cfg = config.load(args.config)
    ks = list(range(1, 31))
    with db.session(cfg["db"]) as conn:
        row = ingest.find_dataset(conn, ingest.fingerprint(args.data))
        if not row:
            sys.exit(f"{args.data} is not loaded")
        data = curves(conn, row[0], cfg, ks)
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for name, ys in data.items():
        ax.plot(ks, ys, label=name)
    ax.set_xlabel("k")
    ax.set_ylabel("HR@k")
    ax.legend()
    fig.tight_layout()
    fig.savefig(args.out, dpi=150)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
