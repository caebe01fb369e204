"""Hidden check for twochoice-ring-go.

The experiment ran with verify/inputs/experiment.json (seed 777013, 36 servers,
180k keys, server 5 removed as a rack failure; server 5 is in no rack, so it
leaves alone). The simulation is deterministic: every cell
of Table 2 must equal the reference run of that configuration.
"""
import csv
import json


def check(ctx):
    res = []
    rdir = ctx.outputs_dir / "results"
    try:
        got = {r["policy"]: r for r in csv.DictReader(open(rdir / "table2.csv"))}
    except Exception as e:  # noqa: BLE001
        return [("table2.csv readable", False, repr(e))]
    want = {r["policy"]: r for r in csv.DictReader(open(ctx.verify_dir / "expected_table2.csv"))}
    res.append(("all five policies", set(got) == set(want), "got %s" % sorted(got)))

    distinct = {(r["peak_to_mean"], r["moved_remove_pct"]) for r in got.values()}
    res.append(("policies give distinct results", len(distinct) == len(got),
                "%d distinct rows of %d" % (len(distinct), len(got))))

    bad = []
    for pol, w in want.items():
        g = got.get(pol)
        if g is None:
            continue
        for col, tol in (("peak_to_mean", 0.0002), ("moved_remove_pct", 0.002),
                         ("moved_add_pct", 0.002), ("max_keys", 0)):
            if abs(float(g[col]) - float(w[col])) > tol:
                bad.append("%s %s=%s want %s" % (pol, col, g[col], w[col]))
    res.append(("Table 2 equals the reference run", not bad, "; ".join(bad[:6]) or "ok"))

    try:
        s = json.load(open(rdir / "summary.json"))
        e = json.load(open(ctx.verify_dir / "expected_summary.json"))
        ok = all(abs(s.get(k, -1e9) - v) <= 0.051 for k, v in e.items())
        res.append(("summary.json", ok, "got %s want %s" % (s, e)))
    except Exception as ex:  # noqa: BLE001
        res.append(("summary.json", False, repr(ex)))
    return res
