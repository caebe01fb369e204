#!/usr/bin/env python3
"""Item-kNN (cosine over session co-occurrence) baseline, computed in NumPy.

A reviewer asked whether the SQL pair counting matters at all compared with a plain
item-kNN on the session-item matrix. This script answers it outside the database: it
reads the events of a loaded dataset, builds the (sparse) session x item incidence of the
training sessions and ranks neighbours by cosine similarity. Not in the camera-ready.
"""
import argparse
import collections
import math

import numpy as np

from common import db, logutil, load_config, save, dataset_id

from covis import features, metrics


def training_sessions(conn, ds, split):
    rows = db.query(conn, """
        SELECT session_id, item_id, pos, sess_len, started FROM v_session_seq
        WHERE dataset_id = %s ORDER BY session_id, pos""", (ds,))
    train, test = collections.defaultdict(list), collections.defaultdict(list)
    for sess, item, pos, n, started in rows:
        (train if int(started) < split else test)[int(sess)].append(int(item))
    return train, test


def cosine_neighbours(train, k):
    item_sessions = collections.defaultdict(set)
    for sess, items in train.items():
        for it in items[:-1]:
            item_sessions[it].add(sess)
    co = collections.defaultdict(collections.Counter)
    for sess, items in train.items():
        uniq = sorted(set(items[:-1]))
        for a in uniq:
            for b in uniq:
                if a != b:
                    co[a][b] += 1
    neigh = {}
    for a, cnt in co.items():
        na = len(item_sessions[a])
        scored = [(c / math.sqrt(na * len(item_sessions[b])), b) for b, c in cnt.items()]
        scored.sort(key=lambda t: (-t[0], t[1]))
        neigh[a] = [b for _, b in scored[:k]]
    return neigh


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--out", default="results/item_knn.json")
    args = ap.parse_args()
    logutil.setup()
    cfg = load_config(args.config)
    k_cut = cfg["eval"]["cutoff"]
    with db.session(cfg["db"]) as conn:
        ds = dataset_id(conn, args.data, cfg["dataset"]["name"])
        split = features.split_ts(conn, ds, cfg["split"]["test_days"])
        train, test = training_sessions(conn, ds, split)
    neigh = cosine_neighbours(train, cfg["candidates"]["k_covis"])
    pop = collections.Counter(it for items in train.values() for it in items)
    top_pop = [it for it, _ in pop.most_common(cfg["candidates"]["k_pop"] + 1)]
    ranks = []
    for sess in sorted(test):
        items = test[sess]
        if len(items) < 2 or items[-2] == items[-1]:
            continue
        q, t = items[-2], items[-1]
        cands = list(neigh.get(q, []))
        cands += [p for p in top_pop if p != q and p not in cands]
        ranks.append(cands.index(t) + 1 if t in cands else None)
    res = metrics.summarise(ranks, k_cut)
    print(f"item-kNN: {len(ranks)} test queries, HR@{k_cut}={res[f'hr{k_cut}']:.4f} "
          f"MRR@{k_cut}={res[f'mrr{k_cut}']:.4f}")
    save({"item_knn": res, "n_queries": len(ranks), "mean_neighbours": float(np.mean([len(v) for v in neigh.values()]))},
         args.out)


if __name__ == "__main__":
    main()
