"""Hidden check for pinv-cortexm.

The experiment re-ran with verify/inputs/experiment.conf (fresh seeds, another
task-set size and utilisation).  The guest's numbers are deterministic given the
configuration: every RESULT field (including the per-tick schedule hash) must
equal the host-side model exactly, the logs must show that the guest really
received the configuration, and the table must follow from the runs.
"""
import csv
import json
import sys

FIELDS = ("misses", "skipped", "inv_total", "inv_max", "hp_inv_max", "idle", "switches")


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
    c = _conf(ctx.verify_dir / "inputs" / "experiment.conf")
    seeds = [int(s) for s in c["seeds"].split()]
    nt, nr, ut, hz = int(c["ntasks"]), int(c["nres"]), int(c["util"]), int(c["horizon"])
    out = ctx.outputs_dir / "results"

    runs_path = out / "runs.csv"
    if not runs_path.exists():
        return [("runs.csv present", False, "results/runs.csv missing")]
    rows = list(csv.DictReader(open(runs_path)))
    got = {}
    for r in rows:
        try:
            got[(int(r["seed"]), r["proto"])] = r
        except (KeyError, ValueError):
            pass
    want_n = 3 * len(seeds)
    res.append(("one row per seed/protocol", len(rows) == len(got) == want_n,
                "%d rows, %d distinct, want %d" % (len(rows), len(got), want_n)))

    mism = []
    for seed in seeds:
        log = out / "logs" / ("seed-%d.log" % seed)
        text = log.read_text(errors="replace") if log.exists() else ""
        want_cfg = "config seed=%d ntasks=%d nres=%d util=%d horizon=%d protos=none,pip,pcp" % (
            seed, nt, nr, ut, hz)
        res.append(("console log seed %d" % seed,
                    "kestrel 0.9.2 on mps2-an385" in text and want_cfg in text and "\nDONE" in text,
                    "%s must hold the boot banner, %r and DONE" % (log.name, want_cfg)))
        ref = model.run_config(seed, nt, nr, ut, hz)
        for p, (m, _) in ref.items():
            r = got.get((seed, p))
            if r is None:
                mism.append("%d/%s missing" % (seed, p))
                continue
            for f in FIELDS:
                try:
                    ok = int(r[f]) == m[f]
                except (KeyError, ValueError):
                    ok = False
                if not ok:
                    mism.append("%d/%s %s=%s want %d" % (seed, p, f, r.get(f), m[f]))
            try:
                ok = int(r["trace"], 16) == m["trace"]
            except (KeyError, ValueError):
                ok = False
            if not ok:
                mism.append("%d/%s trace=%s want %08x" % (seed, p, r.get("trace"), m["trace"]))
    res.append(("guest results equal the reference model", not mism,
                "; ".join(mism[:6]) or "all %d runs match" % want_n))

    tpath = out / "table2.csv"
    if tpath.exists():
        table = {r.get("proto"): r for r in csv.DictReader(open(tpath))}
        bad = []
        for p in model.PROTOS:
            sel = [got[(s, p)] for s in seeds if (s, p) in got]
            t = table.get(p)
            if not sel or t is None:
                bad.append("%s missing" % p)
                continue
            try:
                dm = sum(int(r["misses"]) + int(r["skipped"]) for r in sel) / len(sel)
                inv = sum(int(r["inv_total"]) for r in sel) / len(sel)
                worst = max(int(r["inv_max"]) for r in sel)
                hp = sum(int(r["hp_inv_max"]) for r in sel) / len(sel)
                ok = (abs(float(t["deadline_misses"]) - dm) < 0.011 and
                      abs(float(t["inv_ticks"]) - inv) < 0.011 and
                      int(float(t["worst_block"])) == worst and
                      abs(float(t["hp_block"]) - hp) < 0.011)
            except (KeyError, ValueError):
                ok = False
            if not ok:
                bad.append(p)
        res.append(("table2.csv aggregates the runs", not bad, ", ".join(bad) or "ok"))
    else:
        res.append(("table2.csv present", False, "results/table2.csv missing"))

    spath = out / "summary.json"
    if spath.exists():
        try:
            s = json.load(open(spath))
            pr = s.get("protocols", {})
            ok = (s.get("seeds") == seeds and
                  pr["pip"]["worst_block"] < pr["none"]["worst_block"] and
                  pr["pcp"]["worst_block"] < pr["none"]["worst_block"])
            detail = json.dumps(pr)[:300]
        except Exception as e:  # noqa: BLE001
            ok, detail = False, "unreadable summary.json: %s" % e
        res.append(("summary: both protocols bound the worst blocking", ok, detail))
    else:
        res.append(("summary.json present", False, "results/summary.json missing"))
    return res
