#!/usr/bin/env python3
"""Convert v0.2 pickled checkpoints (dict of lists, key names from the Keras prototype) to the
current ``BagMLP.save`` npz format.

    python tools/convert_checkpoint.py old/bagmlp_v02.pkl work/model.npz
"""
import argparse
import os
import pickle
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from intentq.model import BagMLP  # noqa: E402

RENAME = {"embedding/embeddings": "E", "dense/kernel": "W1", "dense/bias": "b1",
          "dense_1/kernel": "W2", "dense_1/bias": "b2"}


def convert(src, dst, seed=0):
    with open(src, "rb") as f:
        blob = pickle.load(f, encoding="latin1")
    weights = {RENAME[k]: np.asarray(v, dtype=np.float64) for k, v in blob["weights"].items() if k in RENAME}
    missing = set(RENAME.values()) - set(weights)
    if missing:
        raise KeyError("checkpoint lacks %s" % sorted(missing))
    vocab, emb = weights["E"].shape
    hidden, n_classes = weights["W2"].shape
    model = BagMLP(vocab, emb, hidden, n_classes, seed=seed)
    model.params.update(weights)
    model.save(dst)
    return model


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("src")
    ap.add_argument("dst")
    args = ap.parse_args()
    m = convert(args.src, args.dst)
    print("wrote %s (%s)" % (args.dst, m.config))


if __name__ == "__main__":
    main()
