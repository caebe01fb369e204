"""Reading and writing the kit's files.

graph.npz      ids (N,) str, x (N, D) float32, y (N,) int (-1: topic not revealed),
               edges (E, 2) int: row (i, j) means paper i cites paper j (global indices)
extension.npz  ids (M,) str, x (M, D) float32, edges (E', 2) int (global indices, where the
               extension's papers are numbered offset..offset+M-1), offset () int
extension/     a directory of such files, one per monthly batch (each with its own offset)
labels CSV     id,topic     (only for the dev extension; the kit never sees test topics)
predictions    id,topic     one row per extension paper, in the extension's order
"""
import csv
import os
from dataclasses import dataclass, field

import numpy as np


@dataclass
class Graph:
    """The public graph joined with one extension (transductive setting)."""

    ids: np.ndarray
    x: np.ndarray
    y: np.ndarray                  # -1 where unknown (unrevealed public papers and the extension)
    edges: np.ndarray              # (E, 2) citing -> cited
    n_public: int
    ext: np.ndarray = field(default=None)   # global indices of the extension's papers

    @property
    def n(self):
        return len(self.y)

    @property
    def n_classes(self):
        return int(self.y.max()) + 1

    def labelled(self):
        return np.flatnonzero(self.y >= 0)


def _load(path):
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no such data file: {path}")
    with np.load(path) as z:
        return {k: z[k] for k in z.files}


def load_graph(path):
    z = _load(path)
    n = len(z["y"])
    edges = z["edges"].astype(np.int64).reshape(-1, 2)
    if edges.size and (edges.min() < 0 or edges.max() >= n):
        raise ValueError(f"{path}: edge endpoint out of range 0..{n - 1}")
    return Graph(ids=z["ids"].astype(str), x=z["x"].astype(np.float64), y=z["y"].astype(np.int64),
                 edges=edges, n_public=n, ext=np.zeros(0, dtype=np.int64))


def load_extension(path):
    if os.path.isdir(path):
        return _load_batches(path)
    z = _load(path)
    for key in ("ids", "x", "edges", "offset"):
        if key not in z:
            raise KeyError(f"{path}: missing array {key!r} (is this an extension file?)")
    return z


def _load_batches(path):
    """An extension delivered as monthly batch files in one directory."""
    batches = [load_extension(os.path.join(path, name))
               for name in os.listdir(path) if name.endswith(".npz")]
    if not batches:
        raise FileNotFoundError(f"{path}: no .npz batch files")
    return {
        "ids": np.concatenate([b["ids"] for b in batches]),
        "x": np.vstack([b["x"] for b in batches]),
        "edges": np.vstack([b["edges"].reshape(-1, 2) for b in batches]),
        "offset": np.int64(min(int(b["offset"]) for b in batches)),
    }


def merge(graph, ext):
    """The public graph plus the extension's papers and citations."""
    offset = int(ext["offset"])
    if offset != graph.n_public:
        raise ValueError(f"extension starts at paper {offset}, graph has {graph.n_public} papers")
    m = len(ext["ids"])
    edges = ext["edges"].astype(np.int64).reshape(-1, 2)
    if edges.size and (edges.min() < 0 or edges.max() >= offset + m):
        raise ValueError("extension edge endpoint out of range")
    return Graph(
        ids=np.concatenate([graph.ids, ext["ids"].astype(str)]),
        x=np.vstack([graph.x, ext["x"].astype(np.float64)]),
        y=np.concatenate([graph.y, -np.ones(m, dtype=np.int64)]),
        edges=np.vstack([graph.edges, edges]),
        n_public=graph.n_public,
        ext=np.arange(offset, offset + m),
    )


def read_labels(path):
    with open(path, newline="") as f:
        return {row["id"]: int(row["topic"]) for row in csv.DictReader(f)}


def write_predictions(path, ids, topics):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "topic"])
        for i, t in zip(ids, topics):
            w.writerow([i, int(t)])
    return path
