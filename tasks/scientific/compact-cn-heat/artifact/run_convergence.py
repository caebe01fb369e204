#!/usr/bin/env python3
"""Grid-refinement study of Table 2: CN2 versus CC4 on the heat equation.

    python3 run_convergence.py --config configs/table2.json --out results/table2.json
"""
import argparse
import json
import os

from compactcn import analysis, solver


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", required=True, help="JSON: nu, k, t_final, grids, steps_per_cell[, bc]")
    ap.add_argument("--out", required=True, help="where to write the results (JSON)")
    args = ap.parse_args()

    with open(args.config) as f:
        cfg = json.load(f)
    grids = cfg["grids"]
    bc = cfg.get("bc", "dirichlet")
    result = {"config": cfg, "rows": []}
    errors = {}
    for scheme in ("cn2", "cc4"):
        # the time step shrinks with the mesh: nsteps = steps_per_cell * n
        errors[scheme] = [solver.error(n, cfg["nu"], cfg["k"], cfg["t_final"],
                                       cfg["steps_per_cell"] * n, scheme, bc) for n in grids]
    orders = {s: analysis.observed_orders(grids, errors[s]) for s in errors}
    for i, n in enumerate(grids):
        result["rows"].append({"n": n,
                               "err_cn2": errors["cn2"][i], "order_cn2": orders["cn2"][i],
                               "err_cc4": errors["cc4"][i], "order_cc4": orders["cc4"][i]})

    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(result, f, indent=2)

    fmt = lambda p: "  -  " if p is None else f"{p:5.2f}"
    print(f"Table: bc={bc} nu={cfg['nu']} k={cfg['k']} t_final={cfg['t_final']} "
          f"steps_per_cell={cfg['steps_per_cell']}")
    print(f"{'n':>5}  {'CN2 error':>10} {'order':>5}  {'CC4 error':>10} {'order':>5}")
    for r in result["rows"]:
        print(f"{r['n']:5d}  {r['err_cn2']:10.3e} {fmt(r['order_cn2'])}  "
              f"{r['err_cc4']:10.3e} {fmt(r['order_cc4'])}")


if __name__ == "__main__":
    main()
