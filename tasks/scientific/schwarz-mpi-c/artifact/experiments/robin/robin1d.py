#!/usr/bin/env python3
"""Parallel Schwarz with Robin transmission conditions, one sine mode, two strips.

usage: python3 robin1d.py N m [--scan K] [--mode k] [--pmax P]

The error of the mode sin(k pi y) on the strips [0, b h] and [a h, 2 N h] solves the
tridiagonal problem

    -(e[i-1] - 2 e[i] + e[i+1]) + s e[i] = 0,   s = 2 - 2 cos(k pi h),

with e = 0 at x = 0 and x = 2.  At the artificial interface of each strip we impose

    (e[j] - e[j-1]) / h + p e[j] = the same quantity of the neighbour's last iterate

(outward difference).  p = inf is the Dirichlet case of bin/schwarz.  The rate is the
ratio of successive interface updates after the transient.
"""
import math
import sys


def thomas(sub, diag, sup, rhs):
    """tridiagonal solve, no pivoting (the matrices here are diagonally dominant)"""
    n = len(diag)
    c = [0.0] * n
    d = [0.0] * n
    c[0] = sup[0] / diag[0]
    d[0] = rhs[0] / diag[0]
    for i in range(1, n):
        den = diag[i] - sub[i] * c[i - 1]
        c[i] = sup[i] / den if i < n - 1 else 0.0
        d[i] = (rhs[i] - sub[i] * d[i - 1]) / den
    x = [0.0] * n
    x[-1] = d[-1]
    for i in range(n - 2, -1, -1):
        x[i] = d[i] - c[i] * x[i + 1]
    return x


def strip_solve(n, s, h, p, g):
    """unknowns e[1..n]; e[0] = 0 (physical boundary), Robin row at e[n] with data g.

    Robin row: (e[n] - e[n-1]) / h + p e[n] = g, scaled by h.
    p = None means Dirichlet: e[n] = g.
    """
    sub = [-1.0] * n
    diag = [2.0 + s] * n
    sup = [-1.0] * n
    rhs = [0.0] * n
    sub[0] = 0.0
    sup[-1] = 0.0
    if p is None:
        sub[-1] = 0.0
        diag[-1] = 1.0
        rhs[-1] = g
    else:
        sub[-1] = -1.0
        diag[-1] = 1.0 + p * h
        rhs[-1] = g * h
    return [0.0] + thomas(sub, diag, sup, rhs)


def trace(e, j, h, p):
    """(e[j] - e[j+1]) / h + p e[j]: the Robin data seen by the other strip at line j"""
    if p is None:
        return e[j]
    return (e[j] - e[j + 1]) / h + p * e[j]


def rate(N, m, p, k=1, sweeps=200):
    h = 1.0 / N
    s = 2.0 - 2.0 * math.cos(k * math.pi * h)
    b = N + m + 1           # last line of the left strip
    a = N - m - 1           # first line of the right strip
    n_left = b
    n_right = 2 * N - a
    gl = 1.0                # data for the left strip at line b
    gr = 1.0                # data for the right strip at line a
    prev = None
    r = float("nan")
    for _ in range(sweeps):
        el = strip_solve(n_left, s, h, p, gl)
        er = strip_solve(n_right, s, h, p, gr)
        # the right strip is stored mirrored: er[j] is line 2N - j
        new_gl = trace(er, 2 * N - b, h, p)
        new_gr = trace(el, a, h, p)
        upd = max(abs(new_gl - gl), abs(new_gr - gr))
        if prev and upd > 0.0:
            r = upd / prev
        if upd < 1e-280:
            break
        prev = upd
        gl, gr = new_gl, new_gr
    return r


def main(argv):
    args = [x for x in argv[1:] if not x.startswith("--")]
    opts = dict(zip(argv[1::2], argv[2::2]))
    if len(args) < 2:
        raise SystemExit(__doc__)
    N, m = int(args[0]), int(args[1])
    scan = int(opts.get("--scan", 20))
    k = int(opts.get("--mode", 1))
    delta = (2.0 * m + 2) / N
    pmax = float(opts.get("--pmax", 3.0 * (math.pi ** 2 / delta) ** (1.0 / 3.0)))
    print("# N=%d m=%d overlap=%g mode=%d" % (N, m, delta, k))
    print("# Dirichlet rate %.6f" % rate(N, m, None, k))
    print("# theory p ~ %.3f" % ((math.pi ** 2 / delta) ** (1.0 / 3.0)))
    print("%10s %10s" % ("p", "rate"))
    best = (float("inf"), None)
    for i in range(1, scan + 1):
        p = pmax * i / scan
        r = rate(N, m, p, k)
        best = min(best, (r, p))
        print("%10.4f %10.6f" % (p, r))
    print("# best p %.4f rate %.6f" % (best[1], best[0]))


if __name__ == "__main__":
    main(sys.argv)
