"""Hidden check for dgclock-qemu-kernel.

The experiment ran with verify/inputs/experiment.conf (fresh seeds, another memory
size).  Every count the kernel reported must equal the host-side reference
model exactly, the aggregated table must follow from the raw runs, and the
paper's qualitative claim must hold.
"""
import csv
import json
import sys


def _conf(path):
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    res = []
    conf = _conf(ctx.verify_dir / "inputs" / "experiment.conf")
    seeds = [int(s) for s in conf["seeds"].split()]
    frames, pages, length = int(conf["frames"]), int(conf["pages"]), int(conf["length"])

    runs_path = ctx.outputs_dir / "results" / "runs.csv"
    if not runs_path.exists():
        return [("runs.csv present", False, "results/runs.csv missing")]
    rows = list(csv.DictReader(open(runs_path)))
    got = {(int(r["seed"]), r["workload"], r["policy"]): r for r in rows}
    res.append(("one row per seed/workload/policy", len(rows) == len(got) == 9 * len(seeds),
                "%d rows, %d distinct, want %d" % (len(rows), len(got), 9 * len(seeds))))

    mismatches = []
    for seed in seeds:
        log = ctx.outputs_dir / "results" / "logs" / ("seed-%d.log" % seed)
        want_cfg = "config seed=%d frames=%d pages=%d length=%d" % (seed, frames, pages, length)
        text = log.read_text() if log.exists() else ""
        res.append(("serial log seed %d" % seed,
                    "dgclock-kernel 1.4 booting" in text and want_cfg in text and "DONE" in text,
                    "log %s must hold the boot banner, %r and DONE" % (log.name, want_cfg)))
        ref = model.run_all(seed, frames, pages, length)
        for (wl, pol), m in ref.items():
            r = got.get((seed, wl, pol))
            if r is None:
                mismatches.append("%d/%s/%s missing" % (seed, wl, pol))
                continue
            for k_csv, k_model in (("faults", "faults"), ("writebacks", "writebacks"),
                                   ("hand_steps", "hand")):
                if int(r[k_csv]) != m[k_model]:
                    mismatches.append("%d/%s/%s %s=%s want %d" % (seed, wl, pol, k_csv, r[k_csv], m[k_model]))
            if int(r["checksum"], 16) != m["checksum"]:
                mismatches.append("%d/%s/%s checksum=%s want 0x%08x" % (seed, wl, pol, r["checksum"], m["checksum"]))
    res.append(("kernel counts equal the reference model", not mismatches,
                "; ".join(mismatches[:6]) or "all %d runs match" % (9 * len(seeds))))

    # aggregated table
    tpath = ctx.outputs_dir / "results" / "table2.csv"
    if tpath.exists():
        table = {(r["workload"], r["policy"]): r for r in csv.DictReader(open(tpath))}
        bad = []
        for wl in model.WORKLOADS:
            for pol in model.POLICIES:
                sel = [got[(s, wl, pol)] for s in seeds if (s, wl, pol) in got]
                if not sel or (wl, pol) not in table:
                    bad.append("%s/%s missing" % (wl, pol))
                    continue
                f = 1000.0 * sum(int(r["faults"]) for r in sel) / (len(sel) * length)
                wb = 1000.0 * sum(int(r["writebacks"]) for r in sel) / (len(sel) * length)
                if abs(float(table[(wl, pol)]["faults_per_1k"]) - f) > 0.011 or \
                   abs(float(table[(wl, pol)]["writebacks_per_1k"]) - wb) > 0.011:
                    bad.append("%s/%s" % (wl, pol))
        res.append(("table2.csv aggregates the runs", not bad, ", ".join(bad) or "ok"))
    else:
        res.append(("table2.csv present", False, "results/table2.csv missing"))

    # the paper's claim: dgclock writes back less than clock on every workload
    spath = ctx.outputs_dir / "results" / "summary.json"
    if spath.exists():
        s = json.load(open(spath))
        red = s.get("writeback_reduction_vs_clock", {})
        ok = all(red.get(w, 0) > 3.0 for w in model.WORKLOADS) and s.get("seeds") == seeds
        res.append(("dgclock reduces write-backs (>3%) on every workload", ok, str(red)))
    else:
        res.append(("summary.json present", False, "results/summary.json missing"))
    return res
