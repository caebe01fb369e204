#!/usr/bin/env python3
"""Make the hidden extension of cocite-topics (run once, on the host, from anywhere):

    python3 verify/make_test.py

Rebuilds the public graph with the artifact's own generator (data/make_graph.py, its public
seed; the arrays must equal the committed data/graph.npz) and continues the same citation
process for M_EXTENSION newer papers, every draw of which comes from NumPy's PCG64 seeded
with the 128-bit SECRET below (secrets.randbits(128), written only here; verify/ stays on
the host). Writes

  verify/inputs/extension/      staged at verify time: 12 monthly batch files (ids, features, citations, offset)
                                (the same format as the artifact's data/dev_extension.npz)
  verify/test_labels.csv        host only: id,topic of every paper of the extension

The public generator cannot reproduce it: no seed below 2^20, and no integer of a staged
file, is the secret; PCG64's 128-bit state is not recoverable from float32-rounded normal
draws. The ids (x0000..) are positional and say nothing about the seed.
"""
import csv
import importlib.util
import os

import numpy as np

SECRET = 0x04D08A3008DD8A14D5E6F94F1977636A  # secrets.randbits(128), drawn once on 2026-11-24; host only

HERE = os.path.dirname(os.path.abspath(__file__))
ARTIFACT = os.path.join(HERE, "..", "artifact")


def generator():
    spec = importlib.util.spec_from_file_location("make_graph", os.path.join(ARTIFACT, "data", "make_graph.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    mg = generator()
    proc, g = mg.public_graph()
    with np.load(os.path.join(ARTIFACT, "data", "graph.npz")) as z:
        for key in g:
            assert np.array_equal(z[key], g[key]), f"data/graph.npz differs from the generator ({key})"
    ext, topics = mg.extension(proc, np.random.default_rng(SECRET), mg.M_EXTENSION)
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    mg.write_batches(ext, os.path.join(HERE, "inputs", "extension"))
    with open(os.path.join(HERE, "test_labels.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "topic"])
        w.writerows(zip(ext["ids"], (int(t) for t in topics)))
    # Bayes accuracy from the features alone, with the generator's true prototypes and prior:
    # the ceiling of any model that ignores the citations (quoted in NOTES.md).
    x = ext["x"].astype(float)
    ll = -0.5 * ((x[:, None, :] - proc.mu[None]) ** 2).sum(-1) + np.log(mg.PRIOR)
    print("hidden extension: %d papers, %d citations; feature-only Bayes accuracy %.4f"
          % (len(topics), len(ext["edges"]), float((ll.argmax(1) == topics).mean())))


if __name__ == "__main__":
    main()
