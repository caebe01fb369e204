#!/usr/bin/env bash
# Reference solution: replace label propagation by graph-smoothed keyword naive Bayes.
set -euo pipefail
cat > areas/model.py <<'PYEOF'
"""Reference improvement: keyword evidence smoothed over the citation graph.

Keywords are strong evidence on their own, and citations are strong evidence once the
keywords of the neighbourhood are pooled. Keyword indicators are propagated two hops
with the symmetric normalised adjacency (self-loops added), then a multinomial naive
Bayes model fitted on the revealed preprints scores every preprint; finally the
posteriors are smoothed once more over the graph with revealed preprints clamped.
"""
import numpy as np


def predict(graph, hops=2):
    areas = graph["areas"]
    n, k = len(graph["nodes"]), len(areas)
    A = np.zeros((n, n))
    for u, v in graph["edges"]:
        A[u, v] = A[v, u] = 1.0
    X = np.zeros((n, graph["n_keywords"]))
    for x in graph["nodes"]:
        X[x["id"], x["keywords"]] = 1.0
    lab = [(x["id"], areas.index(x["area"])) for x in graph["nodes"] if "area" in x]
    idx = np.array([i for i, _ in lab])
    y = np.array([a for _, a in lab])

    Ah = A + np.eye(n)
    d = Ah.sum(axis=1)
    An = Ah / np.sqrt(np.outer(d, d))
    Xp = X.copy()
    for _ in range(hops):
        Xp = An @ Xp
    logp = np.stack([np.log(Xp[idx][y == c].sum(axis=0) + 0.5) -
                     np.log(Xp[idx][y == c].sum() + 0.5 * X.shape[1]) for c in range(k)])
    S = Xp @ logp.T
    S -= S.max(axis=1, keepdims=True)
    P = np.exp(S)
    P /= P.sum(axis=1, keepdims=True)
    P[idx] = np.eye(k)[y]
    return [areas[a] for a in P.argmax(axis=1)]
PYEOF
bash run.sh
