"""Hidden check for tenure-gc-haskell.

The experiment ran with verify/inputs/experiment.cfg (seed 8675309017, 320k
objects per workload, 192 KiB nursery, 12% survivor space, 1.5 MiB initial
old generation, growth 1.6, other adaptive/pretenuring parameters changed
too). The simulation is deterministic integer arithmetic: every counter of
results/runs.csv must equal what verify/model.py (a Python re-implementation
of the paper's model: bounded survivor spaces, sites tables read correctly)
computes for that configuration from the pristine data/ tables.
"""
import csv
import json
import sys

COUNTERS = ["minor_gcs", "major_gcs", "copied_kb", "promoted_kb", "overflow_kb",
            "traced_kb", "pretenured_kb", "emergency_gcs", "peak_kb", "gc_cost_kcycles"]
TABLE_INT = ["minor_gcs", "major_gcs", "copied_kb", "promoted_kb", "traced_kb",
             "pretenured_kb", "peak_kb", "gc_cost_kcycles"]


def _expected(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model  # noqa: E402
    cfg = model.parse_config((ctx.verify_dir / "inputs" / "experiment.cfg").read_text(encoding="utf-8"))
    data = ctx.verify_dir.parent / "artifact" / "data"
    sites = {w: model.parse_sites((data / ("sites_%s.tsv" % w)).read_text()) for w in cfg["workloads"]}
    return cfg, model.run_table(cfg, sites, bounded=True)


def _fmt(bad):
    return "; ".join(bad[:8]) + (" ... (%d mismatches)" % len(bad) if len(bad) > 8 else "")


def check(ctx):
    res = []
    rdir = ctx.outputs_dir / "results"
    cfg, want = _expected(ctx)
    keys = [(r["workload"], r["policy"]) for r in want]

    # 1. the raw counters
    try:
        got = {(r["workload"], r["policy"]): r for r in csv.DictReader(open(rdir / "runs.csv"))}
    except Exception as e:  # noqa: BLE001
        return [("results/runs.csv readable", False, repr(e))]
    missing = [k for k in keys if k not in got]
    res.append(("runs.csv has every workload x policy of the configuration", not missing,
                "missing %s" % missing if missing else "%d rows" % len(keys)))
    bad = []
    for w in want:
        g = got.get((w["workload"], w["policy"]))
        if g is None:
            continue
        for c in COUNTERS:
            try:
                ok = int(g[c]) == w[c]
            except (KeyError, ValueError, TypeError):
                ok = False
            if not ok:
                bad.append("%s/%s %s=%s want %s" % (w["workload"], w["policy"], c, g.get(c), w[c]))
    res.append(("runs.csv counters equal the model of the paper on the held-out configuration",
                not bad, _fmt(bad) or "all %d x %d counters equal" % (len(want), len(COUNTERS))))

    # 2. Table 2 as written by scripts/make_table.py
    try:
        t2 = {(r["workload"], r["policy"]): r for r in csv.DictReader(open(rdir / "table2.csv"))}
        base = {w["workload"]: w["gc_cost_kcycles"] for w in want if w["policy"] == "fixed-4"}
        bad = []
        for w in want:
            g = t2.get((w["workload"], w["policy"]))
            if g is None:
                bad.append("%s/%s missing" % (w["workload"], w["policy"]))
                continue
            for c in TABLE_INT:
                if int(g[c]) != w[c]:
                    bad.append("%s/%s %s=%s want %s" % (w["workload"], w["policy"], c, g[c], w[c]))
            if w["workload"] in base:
                rel = w["gc_cost_kcycles"] / base[w["workload"]]
                if abs(float(g["rel_cost"]) - rel) > 0.0011:
                    bad.append("%s/%s rel_cost=%s want %.3f" % (w["workload"], w["policy"], g["rel_cost"], rel))
        res.append(("table2.csv equals the model", not bad, _fmt(bad) or "ok"))
    except Exception as e:  # noqa: BLE001
        res.append(("table2.csv equals the model", False, repr(e)))

    # 3. the headline numbers
    try:
        s = json.load(open(rdir / "summary.json"))
        bad = []
        savings = []
        for wl in cfg["workloads"]:
            cost = {w["policy"]: w["gc_cost_kcycles"] for w in want if w["workload"] == wl}
            if "fixed-4" in cost and "adaptive+pretenure" in cost:
                sv = 100.0 * (1.0 - cost["adaptive+pretenure"] / cost["fixed-4"])
                savings.append(round(sv, 1))
                g = s["workloads"][wl]["saving_vs_baseline_pct"]
                if abs(g - sv) > 0.051:
                    bad.append("%s saving %s want %.2f" % (wl, g, sv))
        if savings and abs(s["mean_saving_pct"] - sum(savings) / len(savings)) > 0.051:
            bad.append("mean saving %s want %.2f" % (s["mean_saving_pct"], sum(savings) / len(savings)))
        res.append(("summary.json savings", not bad, _fmt(bad) or "ok"))
    except Exception as e:  # noqa: BLE001
        res.append(("summary.json savings", False, repr(e)))
    return res
