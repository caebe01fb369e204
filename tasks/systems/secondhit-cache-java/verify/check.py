"""Hidden check for secondhit-cache-java.

The experiment ran with verify/inputs/experiment.properties (seed 1492, another
object count, length and skew). The trace fingerprint and every cell of the
Figure 3 data must match a reference run of that trace (java.util.Random and
StrictMath make it deterministic).
"""
import csv
import json


def check(ctx):
    res = []
    rdir = ctx.outputs_dir / "results"
    want_fp = (ctx.verify_dir / "expected_trace.txt").read_text().strip()
    try:
        fp = (rdir / "trace.txt").read_text().strip()
    except Exception as e:  # noqa: BLE001
        fp = repr(e)
    res.append(("trace fingerprint (hidden seed)", fp == want_fp, "%s want %s" % (fp, want_fp)))

    try:
        got = {(r["policy"], r["cache_mb"]): r for r in csv.DictReader(open(rdir / "fig3.csv"))}
    except Exception as e:  # noqa: BLE001
        return res + [("fig3.csv readable", False, repr(e))]
    want = {(r["policy"], r["cache_mb"]): r for r in csv.DictReader(open(ctx.verify_dir / "expected_fig3.csv"))}
    res.append(("all 12 runs present", set(got) == set(want), "got %s" % sorted(got)))
    bad = []
    for key, w in want.items():
        g = got.get(key)
        if g is None:
            continue
        for col in ("hit_ratio", "byte_hit_ratio"):
            if abs(float(g[col]) - float(w[col])) > 0.00002:
                bad.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], w[col]))
        for col in ("admissions", "evictions"):
            if g[col] != w[col]:
                bad.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], w[col]))
    res.append(("Figure 3 data equals the reference run", not bad, "; ".join(bad[:6]) or "ok"))

    try:
        s = json.load(open(rdir / "summary.json"))
        e = json.load(open(ctx.verify_dir / "expected_summary.json"))
        res.append(("summary.json", s == e, "got %s want %s" % (s, e)))
    except Exception as ex:  # noqa: BLE001
        res.append(("summary.json", False, repr(ex)))
    return res
