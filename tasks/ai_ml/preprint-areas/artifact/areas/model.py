"""Starter model: label propagation over the citation graph (numpy only).

The revealed areas are spread along citations: each preprint repeatedly takes the
average area distribution of the preprints it cites or is cited by, with revealed
preprints clamped to their area. Preprints that no revealed area reaches get the most
common revealed area.
"""
import numpy as np


def predict(graph, iterations=50):
    """graph: the dict written by data/make_graph.py. Returns a list: area name per node."""
    areas = graph["areas"]
    n, k = len(graph["nodes"]), len(areas)
    A = np.zeros((n, n))
    for u, v in graph["edges"]:
        A[u, v] = A[v, u] = 1.0
    labelled = [(x["id"], areas.index(x["area"])) for x in graph["nodes"] if "area" in x]
    idx = np.array([i for i, _ in labelled])
    Y0 = np.zeros((n, k))
    Y0[idx, [a for _, a in labelled]] = 1.0

    P = A / np.maximum(A.sum(axis=1), 1.0)[:, None]
    F = Y0.copy()
    for _ in range(iterations):
        F = P @ F
        F[idx] = Y0[idx]
    prior = Y0[idx].sum(axis=0)
    F[F.sum(axis=1) == 0] = prior
    return [areas[a] for a in F.argmax(axis=1)]
