#!/usr/bin/env python3
"""Grid-refinement study of Table 2: CN2 versus CC4 on the heat equation.

    python3 run_convergence.py --config configs/table2.json --out results/table2.json
"""
import argparse
import json
import os

from compactcn import analysis, solver, studies


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", required=True, help="JSON study (docs/configs.md)")
    ap.add_argument("--out", required=True, help="where to write the results (JSON)")
    args = ap.parse_args()

    cfg = studies.load(args.config)
    plan = studies.schedule(cfg)
    grids = [n for n, _ in plan]
    bc = cfg.get("bc", "dirichlet")
    result = {"config": cfg, "rows": []}
    errors = {}
    for scheme in ("cn2", "cc4"):
        errors[scheme] = [solver.error(n, cfg["nu"], cfg["k"], cfg["t_final"], nsteps, scheme, bc)
                          for n, nsteps in plan]
    orders = {s: analysis.observed_orders(grids, errors[s]) for s in errors}
    for i, (n, nsteps) in enumerate(plan):
        result["rows"].append({"n": n, "nsteps": nsteps,
                               "err_cn2": errors["cn2"][i], "order_cn2": orders["cn2"][i],
                               "err_cc4": errors["cc4"][i], "order_cc4": orders["cc4"][i]})

    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(result, f, indent=2)

    fmt = lambda p: "  -  " if p is None else f"{p:5.2f}"
    print(f"Table: {studies.describe(cfg)}")
    print("runs (n, steps, dt):", json.dumps([[n, s, float(f"{cfg['t_final'] / s:.6g}")] for n, s in plan]))
    print(f"{'n':>5}  {'CN2 error':>10} {'order':>5}  {'CC4 error':>10} {'order':>5}")
    for r in result["rows"]:
        print(f"{r['n']:5d}  {r['err_cn2']:10.3e} {fmt(r['order_cn2'])}  "
              f"{r['err_cc4']:10.3e} {fmt(r['order_cc4'])}")


if __name__ == "__main__":
    main()
