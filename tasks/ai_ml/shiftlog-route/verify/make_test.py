#!/usr/bin/env python3
"""Make the hidden test lines of shiftlog-route (run once, on the host):

    python3 verify/make_test.py

Uses the host-side generator (verify/make_corpus.py, corpus(); never staged) with NumPy's PCG64 seeded by
the 128-bit SECRET below (secrets.randbits(128); written only here, verify/ stays on the host).
Writes verify/inputs/test.csv (id,text; staged) and verify/test_labels.csv (id,craft; host only).
No seed below 2^20 and no integer of a staged file is the secret.
"""
import csv
import importlib.util
import os

import numpy as np

SECRET = 0x1c0bc2fbc9f8fa2251ead0c920141794  # secrets.randbits(128), drawn once on 2026-11-24; host only

HERE = os.path.dirname(os.path.abspath(__file__))
ARTIFACT = os.path.join(HERE, "..", "artifact")


def main():
    spec = importlib.util.spec_from_file_location("make_corpus", os.path.join(HERE, "make_corpus.py"))
    mc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mc)
    rows, labels = mc.corpus(np.random.default_rng(SECRET), mc.N_TEST, "x", mc.P_HH2_TEST)
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    mc.write(os.path.join(HERE, "inputs", "test.csv"), rows)
    with open(os.path.join(HERE, "test_labels.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "craft"])
        w.writerows((r[0], y) for r, y in zip(rows, labels))


if __name__ == "__main__":
    main()
