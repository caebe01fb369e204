"""Hidden check for gossip-rounds-erlang.

The experiment ran with verify/inputs/experiment.config (six seeds 7 ... 777777:
an even count, so the median is the mean of the two middle runs). The
simulation is deterministic (per-node AS183 streams seeded from the run seed,
rounds applied in node order), so the raw runs, Table 3 and the MD5
fingerprint of runs.csv must equal a reference run (Erlang/OTP 25).
"""
import csv
import json


def check(ctx):
    res = []
    rdir = ctx.outputs_dir / "results"
    try:
        runs = list(csv.DictReader(open(rdir / "runs.csv")))
        table = {(r["protocol"], r["n"]): r for r in csv.DictReader(open(rdir / "table3.csv"))}
    except Exception as e:  # noqa: BLE001
        return [("results readable", False, repr(e))]
    want_runs = list(csv.DictReader(open(ctx.verify_dir / "expected_runs.csv")))
    got = {(r["protocol"], r["n"], r["seed"]): r for r in runs}
    bad = []
    for w in want_runs:
        g = got.get((w["protocol"], w["n"], w["seed"]))
        if g is None:
            bad.append("%s/%s/%s missing" % (w["protocol"], w["n"], w["seed"]))
        elif (g["rounds"], g["messages"], g["infected_by_round"]) != (w["rounds"], w["messages"], w["infected_by_round"]):
            bad.append("%s/%s/%s rounds=%s messages=%s want %s %s" % (
                w["protocol"], w["n"], w["seed"], g["rounds"], g["messages"], w["rounds"], w["messages"]))
    res.append(("all %d runs equal the reference (hidden seeds)" % len(want_runs),
                not bad and len(runs) == len(want_runs), "; ".join(bad[:5]) or "ok"))

    want_t = {(r["protocol"], r["n"]): r for r in csv.DictReader(open(ctx.verify_dir / "expected_table3.csv"))}
    def off(k, w, c):
        try:
            return abs(float(table[k][c]) - float(w[c])) > 0.0011
        except (KeyError, TypeError, ValueError):
            return True

    tbad = [k for k, w in want_t.items() if k not in table or any(
        off(k, w, c) for c in ("mean_rounds", "median_rounds", "max_rounds", "messages_per_node"))]
    res.append(("Table 3 equals the reference", not tbad, "differs: %s" % [
        (k, {c: table.get(k, {}).get(c) for c in ("mean_rounds", "median_rounds", "max_rounds")}) for k in tbad]
        if tbad else "ok"))

    want_fp = (ctx.verify_dir / "expected_fingerprint.txt").read_text().strip()
    try:
        fp = (rdir / "fingerprint.txt").read_text().strip()
        sfp = json.load(open(rdir / "summary.json")).get("fingerprint")
    except Exception as e:  # noqa: BLE001
        fp = sfp = repr(e)
    res.append(("runs fingerprint written", fp == want_fp and sfp == want_fp, "%s / %s want %s" % (fp, sfp, want_fp)))
    return res
