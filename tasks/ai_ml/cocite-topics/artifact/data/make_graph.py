#!/usr/bin/env python3
"""Synthetic citation graph for the cocite-topics kit (generator; the data files are its output).

A growing citation process. Papers arrive one at a time; each has a topic (0..K-1), a bag of
noisy "abstract embedding" features around its topic's prototype, and cites earlier papers:

  * a survey hub (one of the first HUBS papers) with probability P_HUB, whatever its topic;
  * an earlier paper of its own topic with probability P_SAME;
  * an earlier paper of the topic it habitually compares against (PARTNER[topic]) with
    probability P_PARTNER (method papers cite the benchmark papers of a neighbouring field);
  * an earlier paper of any topic otherwise.

Within a topic the cited paper is chosen by preferential attachment (half the time uniformly,
half the time proportionally to the citations it already has), so old papers collect most
in-links and the newest papers have almost none: the degree bias of real citation data.

    python3 data/make_graph.py                      # data/graph.npz, dev_extension.npz, dev_batches/
    python3 data/make_graph.py --seed 7 --out /tmp/g.npz --ext-out /tmp/e.npz --ext-seed 8

The public graph (graph.npz) holds N papers with the topics of about 70% of them revealed
(label -1 otherwise). An extension (dev_extension.npz) continues the same process for M newer
papers: their features, the ids, and their citations (into the graph and among themselves);
its topics go to a separate CSV (dev_labels.csv) so the kit can score itself.
"""
import argparse
import csv
import os

import numpy as np

K = 7            # topics
D = 16           # feature dimension
HUBS = 40        # survey papers at the start of the process
N_PUBLIC = 8000
M_EXTENSION = 1500
P_HUB, P_SAME, P_PARTNER = 0.12, 0.50, 0.18
PARTNER = np.array([3, 5, 6, 0, 1, 2, 4])        # a derangement: nobody "compares against" itself
PRIOR = np.array([0.22, 0.18, 0.16, 0.14, 0.12, 0.10, 0.08])
SIGNAL = 0.36    # prototype scale against unit feature noise
MEAN_REFS = 4.0
REVEAL = 0.75
PUBLIC_SEED = 20231
DEV_SEED = 20232


class CitationProcess:
    """The state of the growing graph: topics, features, citations, who cites whom."""

    def __init__(self, seed):
        rng = np.random.default_rng(seed)
        self.mu = rng.normal(0.0, 1.0, size=(K, D)) * SIGNAL
        self.y, self.x, self.edges = [], [], []
        self.members = [[] for _ in range(K)]                   # papers per topic
        self.cited = [[] for _ in range(K)]                     # one entry per citation received
        self.rng = rng
        for _ in range(HUBS):
            self._add_hub()

    def _add_hub(self):
        rng = self.rng
        t = int(rng.choice(K, p=PRIOR))
        x = self.mu.mean(axis=0) + rng.normal(0.0, 1.0, D)
        self._append(t, x, [])

    def _append(self, t, x, refs):
        i = len(self.y)
        self.y.append(t)
        self.x.append(x.astype(np.float32))
        for j in refs:
            self.edges.append((i, j))
            self.cited[self.y[j]].append(j)
        if i >= HUBS:
            self.members[t].append(i)
        return i

    def _pick(self, rng, topic):
        pool = self.members[topic]
        if not pool:
            return None
        if self.cited[topic] and rng.random() < 0.5:
            return self.cited[topic][int(rng.integers(len(self.cited[topic])))]
        return pool[int(rng.integers(len(pool)))]

    def add_paper(self, rng):
        """One new paper, all its draws from `rng` (the public seed, or an extension's)."""
        t = int(rng.choice(K, p=PRIOR))
        x = self.mu[t] + rng.normal(0.0, 1.0, D)
        n_refs = 1 + int(rng.poisson(MEAN_REFS))
        refs = []
        for _ in range(n_refs):
            u = rng.random()
            if u < P_HUB:
                j = int(rng.integers(HUBS))
            elif u < P_HUB + P_SAME:
                j = self._pick(rng, t)
            elif u < P_HUB + P_SAME + P_PARTNER:
                j = self._pick(rng, int(PARTNER[t]))
            else:
                j = self._pick(rng, int(rng.integers(K)))
            if j is not None and j not in refs:
                refs.append(j)
        return self._append(t, x, refs)


def public_graph(seed=PUBLIC_SEED, n=N_PUBLIC):
    """The process after n papers, and the public arrays (topics partly revealed)."""
    proc = CitationProcess(seed)
    while len(proc.y) < n:
        proc.add_paper(proc.rng)
    rng = proc.rng
    y = np.array(proc.y, dtype=np.int64)
    shown = rng.random(n) < REVEAL
    arrays = {
        "ids": np.array(["p%05d" % i for i in range(n)]),
        "x": np.stack(proc.x),
        "y": np.where(shown, y, -1),
        "edges": np.array(proc.edges, dtype=np.int64).reshape(-1, 2),
    }
    return proc, arrays


def extension(proc, rng, m=M_EXTENSION, prefix="x"):
    """Continue `proc` for m newer papers drawn from `rng`: (arrays, topics)."""
    start, e0 = len(proc.y), len(proc.edges)
    for _ in range(m):
        proc.add_paper(rng)
    arrays = {
        "ids": np.array(["%s%04d" % (prefix, i) for i in range(m)]),
        "x": np.stack(proc.x[start:]),
        "edges": np.array(proc.edges[e0:], dtype=np.int64).reshape(-1, 2),
        "offset": np.array(start),
    }
    return arrays, np.array(proc.y[start:], dtype=np.int64)


def write_batches(ext, out_dir, year=2024, months=12):
    """Split an extension into the monthly batch files the curators deliver (YYYY-MM.npz)."""
    os.makedirs(out_dir, exist_ok=True)
    m, off = len(ext["ids"]), int(ext["offset"])
    w = 1.0 + 0.04 * np.arange(months)              # the collection grows a little every month
    cut = np.concatenate([[0], np.round(m * np.cumsum(w) / w.sum()).astype(int)])
    src = ext["edges"][:, 0] - off
    for k in range(months):
        a, b = cut[k], cut[k + 1]
        part = {"ids": ext["ids"][a:b], "x": ext["x"][a:b],
                "edges": ext["edges"][(src >= a) & (src < b)], "offset": np.int64(off + a)}
        with open(os.path.join(out_dir, "%d-%02d.npz" % (year, k + 1)), "wb") as f:
            np.savez_compressed(f, **part)


def write_labels(path, ids, y):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "topic"])
        w.writerows(zip(ids, (int(v) for v in y)))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=PUBLIC_SEED)
    ap.add_argument("--n", type=int, default=N_PUBLIC)
    ap.add_argument("--out", default=os.path.join(here, "graph.npz"))
    ap.add_argument("--ext-seed", type=int, default=DEV_SEED)
    ap.add_argument("--m", type=int, default=M_EXTENSION)
    ap.add_argument("--ext-out", default=os.path.join(here, "dev_extension.npz"))
    ap.add_argument("--batches-out", default=None, help="default: dev_batches/ beside --ext-out")
    ap.add_argument("--labels-out", default=None, help="default: dev_labels.csv beside --ext-out")
    a = ap.parse_args()
    proc, g = public_graph(a.seed, a.n)
    with open(a.out, "wb") as f:          # a file object: the name is kept as given
        np.savez_compressed(f, **g)
    ext, topics = extension(proc, np.random.default_rng(a.ext_seed), a.m)
    with open(a.ext_out, "wb") as f:
        np.savez_compressed(f, **ext)
    write_batches(ext, a.batches_out or os.path.join(os.path.dirname(os.path.abspath(a.ext_out)), "dev_batches"))
    labels = a.labels_out or os.path.join(os.path.dirname(os.path.abspath(a.ext_out)), "dev_labels.csv")
    write_labels(labels, ext["ids"], topics)
    print("graph: %d papers, %d citations, %d topics revealed; extension: %d papers, %d citations"
          % (len(g["y"]), len(g["edges"]), int((g["y"] >= 0).sum()), len(topics), len(ext["edges"])))


if __name__ == "__main__":
    main()
