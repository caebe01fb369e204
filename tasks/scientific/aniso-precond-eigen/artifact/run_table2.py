#!/usr/bin/env python3
"""Run the preconditioner study of Section 4 and write Table 2.

usage: python3 run_table2.py [params/table2.txt]

Every (eps, theta) pair of the parameter file is solved with every solver by the
C++ program `aniso_solve`; the long table goes to results/<name>.csv and the
iteration-count pivot (Table 2 of the paper) to results/<name>_iters.txt.
"""
import io
import os
import subprocess
import sys

import numpy as np
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = ["n", "eps", "theta_deg", "solver", "iters", "relres", "err", "converged"]


def read_params(path):
    params = {}
    with open(path) as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            key, val = [t.strip() for t in line.split("=", 1)]
            params[key] = val
    return params


def find_binary():
    for cand in (os.environ.get("ANISO_BIN"), os.path.join(HERE, "build", "aniso_solve"),
                 os.path.join(HERE, "bin", "aniso_solve")):
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    raise SystemExit("aniso_solve not found: build it first (see README.md)")


def main(path):
    prm = read_params(path)
    n = int(prm["n"])
    eps_list = [float(e) for e in prm["eps"].split()]
    theta_list = [float(t) for t in prm["theta"].split()]
    solvers = prm.get("solvers", "jacobi-cg,ichol-cg,ilut-bicgstab,ldlt")
    tol = prm.get("tol", "1e-8")
    name = prm.get("name", "table2")
    exe = find_binary()

    table = pd.DataFrame(columns=COLUMNS)
    for theta in theta_list:
        for eps in eps_list:
            out = subprocess.run([exe, "--n", str(n), "--eps", repr(eps), "--theta", repr(theta),
                                  "--tol", tol, "--solvers", solvers],
                                 check=True, capture_output=True, text=True).stdout
            part = pd.read_csv(io.StringIO(out), header=None, names=COLUMNS)
            for _, row in part.iterrows():
                table = table.append(row, ignore_index=True)
            print("theta %5.1f  eps %-8g  " % (theta, eps)
                  + "  ".join("%s:%d" % (r.solver, r.iters) for r in part.itertuples()), flush=True)

    table["iters"] = table["iters"].astype(np.int64)
    if not table["converged"].astype(int).all():
        print("WARNING: some solves did not converge", file=sys.stderr)

    os.makedirs("results", exist_ok=True)
    table.to_csv(os.path.join("results", name + ".csv"), index=False, float_format="%.6g")
    pivot = table.pivot_table(index=["theta_deg", "eps"], columns="solver", values="iters",
                              aggfunc=np.sum)
    disc = table[table.solver == "ldlt"].set_index(["theta_deg", "eps"])["err"]
    pivot["disc_err"] = disc
    with open(os.path.join("results", name + "_iters.txt"), "w") as fh:
        fh.write(pivot.to_string(float_format=lambda v: "%.3e" % v) + "\n")
    print(pivot.to_string(float_format=lambda v: "%.3e" % v))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "params", "table2.txt"))
