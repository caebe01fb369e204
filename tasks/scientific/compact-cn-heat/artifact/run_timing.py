#!/usr/bin/env python3
"""Cost per time step of CN2 and CC4 (the claim "three CN solves per step" of the paper).

    python3 run_timing.py --config configs/table2.json [--repeat 5]

Not part of the paper's tables: timings depend on the machine.
"""
import argparse
import json
import time

from compactcn import solver


def best_time(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", required=True)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = json.load(f)
    bc = cfg.get("bc", "dirichlet")
    print(f"{'n':>6} {'CN2 [ms]':>10} {'CC4 [ms]':>10} {'ratio':>6}")
    for n in cfg["grids"]:
        steps = cfg["steps_per_cell"] * n
        t2 = best_time(lambda: solver.error(n, cfg["nu"], cfg["k"], cfg["t_final"], steps, "cn2", bc),
                       args.repeat)
        t4 = best_time(lambda: solver.error(n, cfg["nu"], cfg["k"], cfg["t_final"], steps, "cc4", bc),
                       args.repeat)
        print(f"{n:6d} {1e3 * t2:10.3f} {1e3 * t4:10.3f} {t4 / t2:6.2f}")


if __name__ == "__main__":
    main()
