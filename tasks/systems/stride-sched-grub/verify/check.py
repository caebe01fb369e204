"""Hidden check for stride-sched-grub.

The experiment booted the ISO with the command line from
verify/inputs/experiment.conf (seed 31337, 24000 quanta, 300000 work steps), the
kernel defaults of the paper (stride1 2^20, scale 10000, join min) and the hidden
workload verify/inputs/rolling.yaml (seven threads; a restart, i.e. a leave and a join
of the same thread at one quantum, and a leave and a join of two threads at one
quantum; events in file order, docs/WDL.md). Every per-thread count, LCG state and lag
must equal the host-side model.
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
            v = v.strip()
            out[k.strip()] = int(v) if v.isdigit() else v
    return out


# verify/inputs/rolling.yaml, as (a, b) fractions of the run (quanta // b * a), in file order
ROLLING = (7, 0x1F, [((1, 4), "j", 5), ((3, 8), "l", 2), ((3, 8), "j", 2), ((1, 2), "j", 6),
                     ((3, 4), "l", 0), ((7, 8), "l", 4), ((7, 8), "j", 0)])


def rolling(quanta):
    n, start, evs = ROLLING
    return n, start, [(quanta // b * a, k, i) for (a, b), k, i in evs]


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    c = _conf(ctx.verify_dir / "inputs" / "experiment.conf")
    res = []
    rdir = ctx.outputs_dir / "results"
    log = (rdir / "serial.log").read_text() if (rdir / "serial.log").exists() else ""
    want_cfg = "config seed=%d quanta=%d work=%d" % (c["seed"], c["quanta"], c["work"])
    res.append(("kernel booted with the hidden command line", "strideos 1.3" in log and want_cfg in log,
                "serial.log must contain the banner and %r" % want_cfg))
    wl = rolling(c["quanta"])
    want_wl = "workload threads=%d start=0x%x events=%s" % (
        wl[0], wl[1], ",".join("%s%d@%d" % (k, i, at) for at, k, i in wl[2]))
    res.append(("paper's kernel settings and the hidden workload", "stride1=1048576 scale=10000 join=min" in log and
                want_wl + "\n" in log, "serial.log must show stride1=2^20, scale 10000, join=min and %r" % want_wl))
    try:
        rows = {(r["sched"], int(r["thread"])): r for r in csv.DictReader(open(rdir / "fig2.csv"))}
        summ = json.load(open(rdir / "summary.json"))["schedulers"]
    except Exception as e:  # noqa: BLE001
        return res + [("results readable", False, repr(e))]

    bad = []
    for kind in ("rr", "lottery", "stride"):
        th, maxlag, switches, draws = model.run(kind, c["seed"], c["quanta"], c["work"], workload=wl)
        if kind == "lottery" and "SUMMARY sched=lottery maxlag=%d switches=%d draws=%d" % (
                maxlag, switches, draws) not in log:
            bad.append("lottery serial SUMMARY want draws=%d" % draws)
        for i, t in enumerate(th):
            r = rows.get((kind, i))
            if r is None:
                bad.append("%s/%d missing" % (kind, i))
                continue
            if int(r["tickets"]) != t["tickets"] or int(r["quanta"]) != t["quanta"] or \
                    int(r["state"], 16) != t["state"]:
                bad.append("%s/%d tickets=%s quanta=%s state=%s want %d %d 0x%08x" % (
                    kind, i, r["tickets"], r["quanta"], r["state"], t["tickets"], t["quanta"], t["state"]))
        s = summ.get(kind, {})
        if abs(s.get("max_lag_quanta", -1) - maxlag / 10000.0) > 1e-9 or s.get("switches") != switches:
            bad.append("%s summary %s want lag %.4f switches %d" % (kind, s, maxlag / 10000.0, switches))
    res.append(("per-thread quanta, states and lags equal the model", not bad, "; ".join(bad[:5]) or "ok"))
    return res
