#!/usr/bin/env python3
"""Make the hidden test set: verify/test_features.csv and verify/host/test_labels.csv.

Same generator as the artifact's data/make_data.py, but a seed from a 64-bit space
(not guessable by regenerating with small seeds) and opaque ids. Run once from the
task directory:  python3 verify/make_test.py
"""
import csv
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "make_data", os.path.join(HERE, "..", "artifact", "data", "make_data.py"))
make_data = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_data)

SEED = 0x9E3779B97F4A7C15
ROWS = 3000
X, y = make_data.generate(SEED, ROWS)
ids = [f"t{i:05d}" for i in range(ROWS)]
make_data.write_csv(os.path.join(HERE, "test_features.csv"), ids, X)
with open(os.path.join(HERE, "host", "test_labels.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["id", "fault"])
    w.writerows(zip(ids, (int(v) for v in y)))
print(f"wrote {ROWS} test rows, {y.mean():.1%} faults")
