#!/usr/bin/env python3
"""Benchmark the scoring engines ("python" vs "matrix") and check that they agree.

    python3 tools/bench_engines.py [--rows 5000] [--seed 0]

Scores the same synthetic feature matrix with both engines, prints rows per second and the
largest probability difference. (Synthetic rows: standard-normal features, so the benchmark does
not depend on any batch being present.)
"""
import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from meterboost import predict, schema  # noqa: E402
from meterboost.ensemble import Ensemble  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="model/ensemble.json")
    ap.add_argument("--rows", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    ens = Ensemble.load(a.model)
    rng = np.random.default_rng(a.seed)
    X = rng.standard_normal((a.rows, len(schema.FEATURES)))
    res = {}
    for engine in ("python", "matrix"):
        t0 = time.perf_counter()
        P = np.asarray(predict.predict_proba(ens, X, engine=engine, batch_size=1024))
        dt = time.perf_counter() - t0
        res[engine] = (P, dt)
        print(f"{engine:>7s}: {a.rows} rows in {dt:7.3f} s  ({a.rows / dt:9.0f} rows/s)")
    d = np.abs(res["python"][0] - res["matrix"][0]).max()
    same = (res["python"][0].argmax(1) == res["matrix"][0].argmax(1)).mean()
    print(f"speed-up matrix/python: x{res['python'][1] / res['matrix'][1]:.1f}")
    print(f"max |dp| between engines: {d:.3g}; same label: {100 * same:.2f}%")


if __name__ == "__main__":
    main()
