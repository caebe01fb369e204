#!/usr/bin/env python3
"""Make the hidden test set: verify/inputs/test_features.csv (staged, no labels) and
verify/test_labels.csv (host only).

Same generator as the artifact's data/make_data.py (its `generate`), with a 64-bit seed
chosen once with secrets.randbits(64) and written only here (verify/ outside inputs/ never
enters the sandbox), and opaque ids. Run once:  python3 verify/make_test.py
"""
import csv
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "make_data", os.path.join(HERE, "..", "artifact", "data", "make_data.py"))
make_data = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_data)

SEED = 0xe0196d82a6210a08  # secrets.randbits(64), 2026-11-24; host-side only
ROWS = 3000
X, y = make_data.generate(SEED, ROWS)
ids = [f"t{i:05d}" for i in range(ROWS)]
make_data.write_csv(os.path.join(HERE, "inputs", "test_features.csv"), ids, X)
with open(os.path.join(HERE, "test_labels.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["id", "fault"])
    w.writerows(zip(ids, (int(v) for v in y)))
print(f"wrote {ROWS} test rows, {y.mean():.1%} faults")
