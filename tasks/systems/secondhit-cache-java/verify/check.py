"""Hidden check for secondhit-cache-java.

The experiment ran Figure 3 on another node's log (verify/inputs: node nrt,
UTC+09:00). Every cell must match a reference run of that log at the paper's
precision (hit ratios four decimals; admissions and evictions, deterministic
integers, exactly), the log's fingerprint and its warm-up/measured split
exactly.
"""
import csv
import json


def check(ctx):
    res = []
    rdir = ctx.outputs_dir / "results"
    want = (ctx.verify_dir / "expected_trace.txt").read_text().split("\n")
    try:
        got = (rdir / "trace.txt").read_text().split("\n")
    except Exception as e:  # noqa: BLE001
        got = [repr(e), ""]
    res.append(("log fingerprint (hidden log)", got[0].strip() == want[0].strip(),
                "%s want %s" % (got[0].strip(), want[0].strip())))
    got_split = got[1].strip() if len(got) > 1 else ""
    res.append(("requests / warm-up / measured", got_split == want[1].strip(),
                "%s want %s" % (got_split, want[1].strip())))

    try:
        rows = {(r["policy"], r["cache_mb"]): r for r in csv.DictReader(open(rdir / "fig3.csv"))}
    except Exception as e:  # noqa: BLE001
        return res + [("fig3.csv readable", False, repr(e))]
    ref = {(r["policy"], r["cache_mb"]): r for r in csv.DictReader(open(ctx.verify_dir / "expected_fig3.csv"))}
    res.append(("all 12 runs present", set(rows) == set(ref), "got %s" % sorted(rows)))
    bad = []
    for key, w in ref.items():
        g = rows.get(key)
        if g is None:
            continue
        for col in ("hit_ratio", "byte_hit_ratio"):
            try:
                off = abs(float(g[col]) - float(w[col]))
            except ValueError:
                off = 1.0
            if off > 0.0001:
                bad.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], w[col]))
        for col in ("admissions", "evictions"):
            if g[col].strip() != w[col].strip():
                bad.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], w[col]))
    res.append(("Figure 3 data equals the reference run", not bad, "; ".join(bad[:6]) or "ok"))

    try:
        s = json.load(open(rdir / "summary.json"))["secondhit_gain_over_lru_pct"]
        e = json.load(open(ctx.verify_dir / "expected_summary.json"))["secondhit_gain_over_lru_pct"]
        ok = set(s) == set(e) and all(abs(float(s[k]) - float(e[k])) <= 0.05 for k in e)
        res.append(("summary.json", ok, "got %s want %s" % (s, e)))
    except Exception as ex:  # noqa: BLE001
        res.append(("summary.json", False, repr(ex)))
    return res
