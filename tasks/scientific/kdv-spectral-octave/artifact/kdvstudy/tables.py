"""Tabulate the raw Octave output against the theory and summarise it."""
import math

import numpy as np

from kdvstudy.theory import phase_shifts

COLUMNS = ["c1", "c2", "N", "dt", "end_fast", "traj_fast", "theory_fast", "relerr_fast",
           "end_slow", "traj_slow", "theory_slow", "relerr_slow", "speed_fast", "speed_slow",
           "res_fast", "res_slow", "l2_drift"]


def relerr(value, ref):
    return float("%.4e" % abs(value / ref - 1.0))


def tabulate(raw_rows):
    table = []
    for r in raw_rows:
        c1, c2 = float(r["c1"]), float(r["c2"])
        th_fast, th_slow = phase_shifts(c1, c2)
        end_fast, end_slow = float(r["end_fast"]), float(r["end_slow"])
        table.append({
            "c1": c1, "c2": c2, "N": int(r["N"]), "dt": float(r["dt"]),
            "end_fast": round(end_fast, 8), "traj_fast": round(float(r["traj_fast"]), 8),
            "theory_fast": round(th_fast, 8), "relerr_fast": relerr(end_fast, th_fast),
            "end_slow": round(end_slow, 8), "traj_slow": round(float(r["traj_slow"]), 8),
            "theory_slow": round(th_slow, 8), "relerr_slow": relerr(end_slow, th_slow),
            "speed_fast": float(r["speed_fast"]), "speed_slow": float(r["speed_slow"]),
            "res_fast": float(r["res_fast"]), "res_slow": float(r["res_slow"]),
            "l2_drift": float(r["l2_drift"]),
        })
    return table


def summarise(table):
    """Aggregates the paper quotes, depending on what the case file varies."""
    summary = {}
    pairs = {(t["c1"], t["c2"]) for t in table}
    ns = sorted({t["N"] for t in table})
    dts = sorted({t["dt"] for t in table})
    summary["max_method_gap_slow"] = float("%.3e" % max(abs(t["end_slow"] - t["traj_slow"]) for t in table))
    summary["max_relerr_slow"] = float("%.3e" % max(t["relerr_slow"] for t in table))
    if len(pairs) == 1 and len(ns) > 2 and len(dts) == 1:
        # spectral convergence: straight-line fit of log(relative error) against N
        n = np.array([t["N"] for t in table], dtype=float)
        err = np.array([t["relerr_slow"] for t in table])
        b, _ = np.polyfit(n, np.log(err), 1)
        summary["decay_rate_per_mode"] = round(-b, 4)
    if len(pairs) == 1 and len(dts) > 2 and len(ns) == 1:
        # temporal order from successive halvings (Richardson): the step sizes must halve
        rows = sorted(table, key=lambda t: -t["dt"])
        orders = []
        for a, b, c in zip(rows, rows[1:], rows[2:]):
            d1 = a["end_fast"] - b["end_fast"]
            d2 = b["end_fast"] - c["end_fast"]
            if d2 != 0 and abs(a["dt"] / b["dt"] - 2) < 1e-9:
                orders.append(math.log2(abs(d1 / d2)))
        if orders:
            # the coarsest triple: at the finest steps the differences reach the spatial floor
            summary["observed_order"] = round(orders[0], 2)
            summary["observed_orders"] = [round(p, 2) for p in orders]
    return summary
