#!/usr/bin/env python3
"""Print what an extension file holds (sizes, id range, where its citations point).

    python3 tools/inspect_extension.py data/dev_extension.npz [--graph data/graph.npz]
    python3 tools/inspect_extension.py data/dev_batches          # a directory of monthly batches
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from citetopics import io  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("extension", help="an extension .npz or a directory of batch files")
    ap.add_argument("--graph", default="data/graph.npz")
    a = ap.parse_args()
    ext = io.load_extension(a.extension)
    g = io.load_graph(a.graph)
    off = int(ext["offset"])
    e = ext["edges"].reshape(-1, 2)
    m = len(ext["ids"])
    print(f"{a.extension}: {m} papers, {ext['x'].shape[1]} features, {len(e)} citations, offset {off}")
    print(f"ids {ext['ids'][0]} .. {ext['ids'][-1]}")
    to_public = (e[:, 1] < off).sum()
    print(f"citations into the public graph: {to_public}; among the new papers: {len(e) - to_public}")
    refs = np.bincount(e[:, 0] - off, minlength=m)
    print("references per new paper: mean %.2f, min %d, max %d" % (refs.mean(), refs.min(), refs.max()))
    cited = np.bincount(e[:, 1], minlength=off + m)[off:]
    print("new papers cited by newer ones: %d of %d" % ((cited > 0).sum(), m))
    known = g.y[e[e[:, 1] < off, 1]]
    print("cited public papers with a revealed topic: %.1f%%" % (100 * (known >= 0).mean()))
    print("feature mean %.3f, std %.3f" % (ext["x"].mean(), ext["x"].std()))


if __name__ == "__main__":
    main()
