"""Hidden check for hll-window-redis.

The experiment ran with verify/inputs/bench.json (hidden seed 777001, 2800 events
per minute). Exact window counts must equal a Python evaluation of the
seeded stream; HyperLogLog estimates must match a reference run (Redis
7.0.15, deterministic) within 0.5%; per-minute memory must match the
reference within 3%, which holds only with the paper's encoding settings.
"""
import csv
import json
import sys


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import workload_ref as w

    res = []
    cfg = json.load(open(ctx.verify_dir / "inputs" / "bench.json"))
    p = cfg["stream"]
    rdir = ctx.outputs_dir / "results"
    try:
        rows = list(csv.DictReader(open(rdir / "windows.csv")))
        summ = json.load(open(rdir / "summary.json"))
    except Exception as e:  # noqa: BLE001
        return [("results readable", False, repr(e))]

    minutes = [set(w.minute(p, m)) for m in range(p["minutes"])]
    want = {}
    for win in cfg["windows"]:
        for start in range(0, p["minutes"] - win + 1, cfg["stride"]):
            want[(win, start)] = len(set().union(*minutes[start:start + win]))
    got = {(int(r["window"]), int(r["start"])): r for r in rows}
    bad = ["%s: %s want %d" % (k, got[k]["exact"] if k in got else "missing", v)
           for k, v in want.items() if k not in got or int(got[k]["exact"]) != v]
    res.append(("exact window counts equal the seeded stream (%d windows)" % len(want),
                not bad and len(got) == len(want), "; ".join(bad[:5]) or "ok"))

    ref = {(int(r["window"]), int(r["start"])): int(r["estimate"])
           for r in csv.DictReader(open(ctx.verify_dir / "expected_windows.csv"))}
    bad = []
    for k, v in ref.items():
        g = got.get(k)
        if g is None or abs(int(g["estimate"]) - v) > 0.005 * v:
            bad.append("%s: %s want %d" % (k, g["estimate"] if g else "missing", v))
    res.append(("HyperLogLog estimates match the reference", not bad, "; ".join(bad[:5]) or "ok"))

    dpm = sum(len(s) for s in minutes) / p["minutes"]
    res.append(("distinct users per minute", abs(summ.get("distinct_per_minute", -1) - dpm) < 0.06,
                "%s want %.1f" % (summ.get("distinct_per_minute"), dpm)))

    st = summ.get("settings", {})
    wrong = {k: st.get(k) for k, v in {"set-max-intset-entries": "4096",
                                        "hll-sparse-max-bytes": "8000"}.items() if st.get(k) != v}
    res.append(("server runs with the paper's encoding settings", not wrong, "wrong: %s" % wrong if wrong else "ok"))

    exp = json.load(open(ctx.verify_dir / "expected_summary.json"))
    bad = []
    for key in ("set_bytes_per_minute", "hll_bytes_per_minute"):
        g, e = summ.get(key), exp[key]
        if not isinstance(g, (int, float)) or abs(g - e) > 0.03 * e:
            bad.append("%s=%s want %s" % (key, g, e))
    res.append(("memory per minute within 3% of the reference", not bad, "; ".join(bad) or "ok"))
    return res
