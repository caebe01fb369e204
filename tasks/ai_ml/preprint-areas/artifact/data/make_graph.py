#!/usr/bin/env python3
"""Seeded generator of a synthetic preprint citation graph (pure standard library).

Nodes are preprints in one of six research areas. Citations follow a degree-corrected
planted partition: most cite within their area, and a heavy-tailed "activity" makes a
few preprints hubs while many have one citation or none. Each preprint also carries a
handful of author keywords, some typical of its area and the rest drawn from a common pool.
Only a small fraction of the areas is revealed.

    python3 data/make_graph.py --seed 4242 --out data/graph.json
"""
import argparse
import json
import random

AREAS = ["optimization", "vision", "language", "theory", "robotics", "biology"]
N_KEYWORDS = 240
AREA_KEYWORDS = 16


def graph(seed, n=1800, mean_degree=3.2, homophily=0.62, label_rate=0.04,
          kw_per_node=(4, 9), kw_topical=0.42):
    rng = random.Random(seed)
    k = len(AREAS)
    area = [rng.randrange(k) for _ in range(n)]
    members = [[i for i in range(n) if area[i] == a] for a in range(k)]
    act = [rng.paretovariate(2.2) for _ in range(n)]
    tot = [sum(act[i] for i in m) for m in members]
    cum = []
    for m in members:
        c, acc = [], 0.0
        for i in m:
            acc += act[i]
            c.append(acc)
        cum.append(c)

    def pick(a):
        return rng.choices(members[a], cum_weights=cum[a])[0]

    edges = set()
    n_edges = int(n * mean_degree / 2)
    all_w = [act[i] for i in range(n)]
    while len(edges) < n_edges:
        u = rng.choices(range(n), weights=all_w)[0]
        a = area[u] if rng.random() < homophily else rng.randrange(k)
        v = pick(a)
        if u != v:
            edges.add((min(u, v), max(u, v)))
    # keywords: area-typical pools overlap with one neighbouring area
    pools = [list(range(a * AREA_KEYWORDS, (a + 1) * AREA_KEYWORDS)) +
             list(range(((a + 1) % k) * AREA_KEYWORDS, ((a + 1) % k) * AREA_KEYWORDS + 4))
             for a in range(k)]
    kws = []
    for i in range(n):
        m = rng.randint(*kw_per_node)
        s = set()
        while len(s) < m:
            s.add(rng.choice(pools[area[i]]) if rng.random() < kw_topical else rng.randrange(N_KEYWORDS))
        kws.append(sorted(s))
    order = list(range(n))
    rng.shuffle(order)
    n_lab = int(round(label_rate * n))
    labelled = set(order[:n_lab])
    nodes = [{"id": i, "keywords": kws[i], **({"area": AREAS[area[i]]} if i in labelled else {})}
             for i in range(n)]
    hidden = {i: AREAS[area[i]] for i in range(n) if i not in labelled}
    return {"areas": AREAS, "n_keywords": N_KEYWORDS, "nodes": nodes,
            "edges": sorted(edges)}, hidden


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--out", required=True)
    ap.add_argument("--answers", help="also write the hidden areas (evaluation only)")
    a = ap.parse_args()
    g, hidden = graph(a.seed)
    with open(a.out, "w") as f:
        json.dump(g, f)
    if a.answers:
        with open(a.answers, "w") as f:
            json.dump({str(i): v for i, v in hidden.items()}, f)


if __name__ == "__main__":
    main()
