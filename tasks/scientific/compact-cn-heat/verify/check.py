"""Host-side checks for compact-cn-heat.

1. results/table2.json reproduces Table 2 of paper.md (errors to the 4 printed digits,
   orders to 0.01).
2. results/holdout.json was computed from the hidden config holdout.json (staged at
   verify time, never in the artifact): its errors must equal the ones computed here by
   an independent pure-Python implementation of both schemes (rel 1e-6), and the
   orders must follow from them.
"""
import json
import math

# Table 2 of paper.md: n -> (err_cn2, order_cn2, err_cc4, order_cc4)
PAPER = {
    16: (2.309e-02, None, 1.974e-04, None),
    32: (5.730e-03, 2.01, 1.228e-05, 4.01),
    64: (1.430e-03, 2.00, 7.669e-07, 4.00),
    128: (3.573e-04, 2.00, 4.791e-08, 4.00),
    256: (8.931e-05, 2.00, 2.995e-09, 4.00),
}
FIELDS = ("err_cn2", "order_cn2", "err_cc4", "order_cc4")


def cn_advance(n, nu, dt, nsteps, compact, u):
    """Crank-Nicolson steps on the interior values u[0:n-1] (zero boundary values)."""
    h = 1.0 / n
    r = nu * dt / (2.0 * h * h)
    if compact:            # (B - rA) u' = (B + rA) u, B = tridiag(1,10,1)/12, A = tridiag(1,-2,1)
        lo, di, ro, rdi = 1.0 / 12.0 - r, 10.0 / 12.0 + 2.0 * r, 1.0 / 12.0 + r, 10.0 / 12.0 - 2.0 * r
    else:
        lo, di, ro, rdi = -r, 1.0 + 2.0 * r, r, 1.0 - 2.0 * r
    m1 = n - 1
    u = list(u)
    for _ in range(nsteps):
        rhs = [rdi * u[j] + (ro * u[j - 1] if j > 0 else 0.0) + (ro * u[j + 1] if j < m1 - 1 else 0.0)
               for j in range(m1)]
        c = [0.0] * m1
        c[0] = lo / di
        rhs[0] = rhs[0] / di
        for j in range(1, m1):
            m = di - lo * c[j - 1]
            c[j] = lo / m
            rhs[j] = (rhs[j] - lo * rhs[j - 1]) / m
        u[m1 - 1] = rhs[m1 - 1]
        for j in range(m1 - 2, -1, -1):
            u[j] = rhs[j] - c[j] * u[j + 1]
    return u


def rel_error(n, nu, k, t_final, nsteps, scheme):
    u0 = [math.sin(k * math.pi * j / n) for j in range(1, n)]
    decay = math.exp(-nu * (k * math.pi) ** 2 * t_final)
    exact = [decay * v for v in u0]
    dt = t_final / nsteps
    if scheme == "cn2":
        u = cn_advance(n, nu, dt, nsteps, False, u0)
    else:                  # cc4: compact + one Richardson step in time
        uc = cn_advance(n, nu, dt, nsteps, True, u0)
        uf = cn_advance(n, nu, dt / 2, 2 * nsteps, True, u0)
        u = [(4.0 * f - c) / 3.0 for f, c in zip(uf, uc)]
    return max(abs(a - b) for a, b in zip(u, exact)) / max(abs(v) for v in exact)


def _rows(path):
    with open(path) as f:
        return {int(r["n"]): r for r in json.load(f)["rows"]}


def _close(got, want, rel, abs_=0.0):
    return isinstance(got, (int, float)) and abs(got - want) <= max(rel * abs(want), abs_)


def check(ctx):
    results = []

    # 1. Table 2 against the paper
    path = ctx.outputs_dir / "results" / "table2.json"
    if not path.is_file():
        results.append(("table2", False, "results/table2.json was not written"))
    else:
        rows, bad = _rows(path), []
        for n, want in PAPER.items():
            row = rows.get(n)
            if row is None:
                bad.append(f"n={n}: row missing")
                continue
            for field, w in zip(FIELDS, want):
                got = row.get(field)
                if w is None:
                    continue
                ok = _close(got, w, 1e-3) if field.startswith("err") else _close(got, w, 0.0, 0.01)
                if not ok:
                    bad.append(f"n={n} {field}: {got} != paper {w}")
        results.append(("table2 matches paper", not bad, "; ".join(bad) or "all cells match"))

    # 2. the hidden configuration, recomputed here
    with open(ctx.verify_dir / "inputs" / "holdout.json") as f:
        cfg = json.load(f)
    path = ctx.outputs_dir / "results" / "holdout.json"
    if not path.is_file():
        return results + [("holdout", False, "results/holdout.json was not written")]
    rows, bad = _rows(path), []
    for scheme in ("cn2", "cc4"):
        prev = None
        for n in cfg["grids"]:
            want = rel_error(n, cfg["nu"], cfg["k"], cfg["t_final"], cfg["steps_per_cell"] * n, scheme)
            row = rows.get(n, {})
            got = row.get(f"err_{scheme}")
            if not _close(got, want, 1e-6, 1e-14):
                bad.append(f"n={n} err_{scheme}: {got}, expected {want:.6e}")
            if prev is not None:
                order = math.log(prev[1] / want) / math.log(n / prev[0])
                if not _close(row.get(f"order_{scheme}"), order, 0.0, 1e-3):
                    bad.append(f"n={n} order_{scheme}: {row.get(f'order_{scheme}')}, expected {order:.3f}")
            prev = (n, want)
    results.append(("holdout recomputed", not bad, "; ".join(bad[:6]) or
                    f"{2 * len(cfg['grids'])} errors and their orders match"))
    return results
