#!/usr/bin/env python3
"""Prototype: CG with a line-Jacobi (block tridiagonal) preconditioner, grid-aligned case.

For theta = 0 the strong coupling runs along x, and solving exactly along x lines
(a tridiagonal solve per line) removes the anisotropy from the preconditioned operator. This
is the textbook fix that the paper's introduction refers to; it is only meaningful for
grid-aligned anisotropy, so this prototype assembles the 5-point operator directly
(kxx = 1, kyy = eps) and does not take an angle.

Needs SciPy (not in requirements.txt: the prototype predates the C++ code and was never
part of the study).

usage: python3 experiments/line_jacobi/line_jacobi.py --n 96 --eps 1e-4
"""
import argparse
import time

import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla
from scipy.linalg import solve_banded


def five_point(n, eps):
    h = 1.0 / (n + 1)
    e = np.ones(n)
    t = sp.diags([-e[:-1], 2 * e, -e[:-1]], [-1, 0, 1])
    eye = sp.identity(n)
    a = sp.kron(eye, t) + eps * sp.kron(t, eye)       # x fastest, as in problem.cpp
    return (a / h ** 2).tocsr()


def line_preconditioner(a, n):
    """Exact solves along x lines: the tridiagonal blocks on the diagonal of A."""
    bands = []
    for j in range(n):
        blk = a[j * n:(j + 1) * n, j * n:(j + 1) * n].toarray()
        ab = np.zeros((3, n))
        ab[0, 1:] = np.diag(blk, 1)
        ab[1, :] = np.diag(blk)
        ab[2, :-1] = np.diag(blk, -1)
        bands.append(ab)

    def apply(r):
        out = np.empty_like(r)
        for j, ab in enumerate(bands):
            out[j * n:(j + 1) * n] = solve_banded((1, 1), ab, r[j * n:(j + 1) * n])
        return out

    return spla.LinearOperator(a.shape, matvec=apply)


def run(n, eps, tol):
    a = five_point(n, eps)
    rng = np.random.default_rng(2015)
    b = a @ rng.standard_normal(n * n)
    counts = {}
    for name, m in (("jacobi", sp.diags(1.0 / a.diagonal())), ("line", line_preconditioner(a, n))):
        it = [0]

        def cb(_xk):
            it[0] += 1

        t0 = time.time()
        x, info = spla.cg(a, b, tol=tol, maxiter=20000, M=m, callback=cb)
        rel = np.linalg.norm(b - a @ x) / np.linalg.norm(b)
        counts[name] = (it[0], rel, info, time.time() - t0)
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=64)
    ap.add_argument("--eps", type=float, nargs="+", default=[1.0, 1e-2, 1e-4])
    ap.add_argument("--tol", type=float, default=1e-8)
    args = ap.parse_args()
    for eps in args.eps:
        res = run(args.n, eps, args.tol)
        print("eps %-8g " % eps + "  ".join("%s: %5d it (relres %.1e, info %d, %.2fs)" % (k, *v)
                                            for k, v in res.items()))


if __name__ == "__main__":
    main()
