"""Hidden check for schedlab-rv64.

The experiment ran with verify/inputs/experiment.conf (other seeds, another
job mix and other policy parameters).  Every per-job record and every run
summary the kernel printed must equal the host-side model (verify/model.py)
exactly, at the paper's tick rate (hz=1000); Table 3 must follow from the
records; the serial logs must come from the kernel.
"""
import csv
import json
import math
import sys

TICK_FIELDS = ("arr", "first", "done", "cpu", "sw", "lvl")
SUM_FIELDS = ("ticks", "idle", "disp", "boosts", "jobs")


def _conf(path):
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    ints = lambda k: [int(x) for x in out[k].split()]
    return {"seeds": ints("seeds"), "policies": out["policies"].split(),
            "ninter": int(out["ninter"]), "nbatch": int(out["nbatch"]),
            "ngamer": int(out["ngamer"]), "window": int(out["window"]),
            "rrq": int(out["rrq"]), "quanta": ints("quanta"), "allot": ints("allot"),
            "boost": int(out["boost"])}


def _mean(xs):
    return sum(xs) / len(xs) if xs else float("nan")


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    res = []
    conf = _conf(ctx.verify_dir / "inputs" / "experiment.conf")
    seeds, policies = conf["seeds"], conf["policies"]
    out = ctx.outputs_dir / "results"

    # reference
    ref, ref_sum = {}, {}
    for seed in seeds:
        for pol in policies:
            recs, s = model.run(conf, seed, pol)
            ref_sum[(seed, pol)] = s
            for r in recs:
                ref[(seed, pol, r["pid"])] = r

    # serial logs
    for seed in seeds:
        log = out / "logs" / ("seed-%d.log" % seed)
        text = log.read_text(errors="replace") if log.exists() else ""
        want = "CFG seed=%d hz=1000 ninter=%d nbatch=%d ngamer=%d window=%d rrq=%d" % (
            seed, conf["ninter"], conf["nbatch"], conf["ngamer"], conf["window"], conf["rrq"])
        ok = "schedlab 0.9.2 (riscv64, M-mode) booting" in text and want in text and "\nDONE" in text
        res.append(("serial log seed %d" % seed, ok,
                    "%s must hold the kernel banner, %r and DONE" % (log.name, want)))

    # per-job records
    runs = out / "runs.csv"
    if not runs.exists():
        return res + [("runs.csv present", False, "results/runs.csv missing")]
    rows = list(csv.DictReader(open(runs)))
    got = {}
    for r in rows:
        try:
            got[(int(r["seed"]), r["policy"], int(r["pid"]))] = r
        except (KeyError, ValueError):
            pass
    res.append(("one record per seed/policy/job", len(rows) == len(got) == len(ref),
                "%d rows, %d distinct, want %d" % (len(rows), len(got), len(ref))))
    bad = []
    for key, m in sorted(ref.items()):
        r = got.get(key)
        if r is None:
            bad.append("%d/%s/pid %d missing" % key)
            continue
        if r["cls"] != m["cls"]:
            bad.append("%d/%s/pid %d cls=%s want %s" % (key + (r["cls"], m["cls"])))
        for f in TICK_FIELDS:
            try:
                v = int(r[f])
            except (KeyError, ValueError):
                v = None
            if v != m[f]:
                bad.append("%d/%s/pid %d %s=%s want %d" % (key + (f, r.get(f), m[f])))
    res.append(("job records equal the reference model", not bad,
                "; ".join(bad[:6]) + (" (+%d more)" % (len(bad) - 6) if len(bad) > 6 else "")
                if bad else "all %d records match" % len(ref)))

    # run summaries
    spath = out / "runs_summary.csv"
    if spath.exists():
        srows = {(int(r["seed"]), r["policy"]): r for r in csv.DictReader(open(spath))}
        sbad = []
        for key, m in sorted(ref_sum.items()):
            r = srows.get(key)
            if r is None:
                sbad.append("%d/%s missing" % key)
                continue
            for f in SUM_FIELDS:
                if str(m[f]) != str(r.get(f)):
                    sbad.append("%d/%s %s=%s want %d" % (key + (f, r.get(f), m[f])))
        res.append(("run summaries equal the reference model", not sbad,
                    "; ".join(sbad[:6]) or "ok"))
    else:
        res.append(("runs_summary.csv present", False, "results/runs_summary.csv missing"))

    # Table 3 from the reference records (ms at hz=1000)
    tpath = out / "table3.csv"
    want_rows = {}
    for pol in policies:
        rs = [m for (s, p, _), m in ref.items() if p == pol]
        ss = [ref_sum[(s, pol)] for s in seeds]
        turn = lambda sel: [r["done"] - r["arr"] for r in rs if sel(r)]
        resp = lambda sel: [r["first"] - r["arr"] for r in rs if sel(r)]
        want_rows[pol] = {
            "turnaround_ms": _mean(turn(lambda r: True)),
            "response_ms": _mean(resp(lambda r: True)),
            "inter_response_ms": _mean(resp(lambda r: r["cls"] == "I")),
            "batch_turnaround_ms": _mean(turn(lambda r: r["cls"] == "B")),
            "gamer_turnaround_ms": _mean(turn(lambda r: r["cls"] == "G")),
            "dispatches": _mean([s["disp"] for s in ss]),
        }
    if tpath.exists():
        table = {r["policy"]: r for r in csv.DictReader(open(tpath))}
        tbad = []
        for pol, w in want_rows.items():
            r = table.get(pol)
            if r is None:
                tbad.append("%s missing" % pol)
                continue
            for k, v in w.items():
                try:
                    g = float(r[k])
                except (KeyError, ValueError):
                    g = float("nan")
                tol = 0.051 if k == "dispatches" else 0.0051
                if math.isnan(g) or abs(g - v) > tol:
                    tbad.append("%s %s=%s want %.2f" % (pol, k, r.get(k), v))
        res.append(("table3.csv equals Table 3 of the reference", not tbad,
                    "; ".join(tbad[:6]) or "ok"))
    else:
        res.append(("table3.csv present", False, "results/table3.csv missing"))

    # summary.json
    jpath = out / "summary.json"
    if jpath.exists():
        try:
            s = json.load(open(jpath))
        except ValueError as e:
            s = {"error": str(e)}
        ok = s.get("hz") == 1000 and s.get("seeds") == seeds
        res.append(("summary.json: hz=1000 and the configured seeds", ok,
                    "hz=%r seeds=%r" % (s.get("hz"), s.get("seeds"))))
        g = want_rows["mlfqa"]["gamer_turnaround_ms"] / want_rows["mlfq"]["gamer_turnaround_ms"]
        b = want_rows["mlfqa"]["batch_turnaround_ms"] / want_rows["mlfq"]["batch_turnaround_ms"]
        gr = s.get("gamer_turnaround_ratio_mlfqa_over_mlfq")
        br = s.get("batch_turnaround_ratio_mlfqa_over_mlfq")
        ok = isinstance(gr, (int, float)) and isinstance(br, (int, float)) and \
            abs(gr - g) < 0.002 and abs(br - b) < 0.002
        res.append(("summary.json ratios", ok, "gamer %r want %.3f, batch %r want %.3f" % (gr, g, br, b)))
    else:
        res.append(("summary.json present", False, "results/summary.json missing"))
    return res
