"""Hidden check for sfqhash-ocaml.

The experiment runs Table 2 twice: on the paper's conf/table2.conf (protected;
the full-length run, 14 seeds of 2.16e9 ticks) and on verify/inputs/heldout.conf
(one seed, 8 M ticks; another flow mix, buffer limit, quantum, bucket counts
48/96 and hash key).  verify/model.py recomputes the held-out table on the host
from the paper's definitions; the full run is too long for the Python model and
is compared with verify/reference_table2.json, the reference deployment's
output (the simulator is deterministic: integers and service-order digests must
be equal and floats agree to 1e-6).  The paper config's rows are also compared
with the numbers printed in paper.md.
"""
import csv
import json
import sys

INT_KEYS = ("mice_p99_delay", "drops", "shared_elephant_buckets", "max_bucket_flows")
FLOAT_KEYS = ("jain", "eleph_min_share", "mice_drop_pct", "utilisation")

PAPER = {  # paper.md, Table 2 (full-length run, mean of 14 seeds; rounded as printed)
    "fifo": (0.9802, 0.789, 60179, 51.25, 2769016, 1.0000),
    "drr": (1.0000, 1.000, 96657, 0.00, 1485533, 1.0000),
    "sfq-32": (0.8766, 0.416, 467068, 31.87, 2284582, 1.0000),
    "sfq-64": (0.9159, 0.428, 650231, 21.04, 2012750, 1.0000),
    "sfq-128": (0.9540, 0.521, 791227, 12.68, 1801574, 1.0000),
}


def compare(label, got_doc, want):
    bad = []
    got = {r.get("scheduler"): r for r in got_doc.get("rows", [])}
    names = [r["scheduler"] for r in want["rows"]]
    if sorted(got) != sorted(names):
        return ["%s: schedulers %s, want %s" % (label, sorted(got), sorted(names))]
    if got_doc.get("packets") != want["packets"] or got_doc.get("flows") != want["flows"]:
        bad.append("%s: workload %s flows / %s packets, want %d / %d" % (
            label, got_doc.get("flows"), got_doc.get("packets"), want["flows"], want["packets"]))
    for w in want["rows"]:
        g = got[w["scheduler"]]
        for k in INT_KEYS:
            if k in w and g.get(k) != w[k]:
                bad.append("%s %s %s=%s want %s" % (label, w["scheduler"], k, g.get(k), w[k]))
        for k in FLOAT_KEYS:
            try:
                ok = abs(float(g.get(k)) - w[k]) <= 1e-6
            except (TypeError, ValueError):
                ok = False
            if not ok:
                bad.append("%s %s %s=%s want %.6f" % (label, w["scheduler"], k, g.get(k), w[k]))
        if g.get("digest") != w["digest"]:
            bad.append("%s %s digest=%s want %s" % (label, w["scheduler"], g.get("digest"), w["digest"]))
    return bad


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    res = []
    out = ctx.outputs_dir / "results"
    runs = [("paper config", out / "table2.json", None),
            ("held-out config", out / "heldout" / "table2.json", ctx.verify_dir / "inputs" / "heldout.conf")]
    docs = {}
    for label, path, conf in runs:
        try:
            doc = json.load(open(path))
        except Exception as e:  # noqa: BLE001
            res.append((label + ": results readable", False, repr(e)))
            continue
        docs[label] = doc
        if conf is None:
            want = json.load(open(ctx.verify_dir / "reference_table2.json"))
        else:
            want = model.table(str(conf))
        bad = compare(label, doc, want)
        res.append((label + ": every row equals the model", not bad, "; ".join(bad[:6]) or "ok"))

    doc = docs.get("paper config")
    if doc is not None:
        got = {r.get("scheduler"): r for r in doc.get("rows", [])}
        bad = []
        for name, (jain, share, p99, mdrop, drops, util) in PAPER.items():
            g = got.get(name)
            if g is None:
                bad.append(name + " missing")
                continue
            try:
                if (abs(g["jain"] - jain) > 6e-5 or abs(g["eleph_min_share"] - share) > 6e-4
                        or g["mice_p99_delay"] != p99 or abs(g["mice_drop_pct"] - mdrop) > 6e-3
                        or g["drops"] != drops or abs(g["utilisation"] - util) > 6e-5):
                    bad.append("%s: %.4f %.3f %s %.2f %s %.4f" % (
                        name, g["jain"], g["eleph_min_share"], g["mice_p99_delay"],
                        g["mice_drop_pct"], g["drops"], g["utilisation"]))
            except (KeyError, TypeError) as e:
                bad.append("%s: %r" % (name, e))
        res.append(("Table 2 matches paper.md", not bad, "; ".join(bad) or "ok"))

    try:
        rows = list(csv.DictReader(open(out / "table2.csv")))
        want = {r["scheduler"]: r["digest"] for r in (doc or {}).get("rows", [])}
        ok = bool(rows) and all(want.get(r["scheduler"]) == r["digest"] for r in rows) \
            and len(rows) == len(want)
        res.append(("table2.csv agrees with table2.json", ok, "%d rows" % len(rows)))
    except Exception as e:  # noqa: BLE001
        res.append(("table2.csv agrees with table2.json", False, repr(e)))
    return res
