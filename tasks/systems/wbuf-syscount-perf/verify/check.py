"""Hidden check for wbuf-syscount-perf.

The experiment ran with verify/inputs/workloads.ini (other seeds, record
counts and commit intervals than the paper's).  Every cell's write-family and
sync call counts must equal the host-side model (verify/model.py) exactly,
and table3.csv must derive from them.  The time column is not checked.
"""
import configparser
import csv
import json
import sys


def _plan(path):
    cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"))
    cp.read(path)
    t = cp["table3"]
    wls = []
    for n in t.get("workloads").split():
        s = cp[n]
        wls.append((n, s.get("dist"), int(s.get("records")), int(s.get("seed"), 0),
                    int(s.get("sync_every")), int(s.get("fixed_size", "100"))))
    return wls, t.get("policies").split()


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    res = []
    wls, pols = _plan(ctx.verify_dir / "inputs" / "workloads.ini")
    cj = ctx.outputs_dir / "results" / "cells.json"
    if not cj.exists():
        return [("cells.json present", False, "results/cells.json missing")]
    try:
        cells = json.load(open(cj))["cells"]
    except Exception as e:  # noqa: BLE001
        return [("cells.json parses", False, repr(e))]
    got = {(c.get("workload"), c.get("policy")): c for c in cells}
    want_n = len(wls) * len(pols)
    res.append(("one cell per workload/policy", len(got) == want_n and len(cells) == want_n,
                "%d cells, %d distinct, want %d" % (len(cells), len(got), want_n)))

    bad, expect = [], {}
    for name, dist, records, seed, k, fixed in wls:
        for pol in pols:
            m = model.cell(dist, seed, records, k, pol, fixed)
            expect[(name, pol)] = m
            c = got.get((name, pol))
            if c is None:
                bad.append("%s/%s missing" % (name, pol))
                continue
            for key in ("records", "bytes", "writes", "syncs"):
                try:
                    v = int(c.get(key))
                except (TypeError, ValueError):
                    v = None
                if v != m[key]:
                    bad.append("%s/%s %s=%s want %d" % (name, pol, key, c.get(key), m[key]))
    res.append(("call counts equal the model on the held-out workloads", not bad,
                "; ".join(bad[:8]) or "all %d cells match" % want_n))

    tp = ctx.outputs_dir / "results" / "table3.csv"
    if not tp.exists():
        res.append(("table3.csv present", False, "results/table3.csv missing"))
        return res
    rows = {(r["workload"], r["policy"]): r for r in csv.DictReader(open(tp))}
    tbad = []
    for key, m in expect.items():
        r = rows.get(key)
        if r is None:
            tbad.append("%s/%s missing" % key)
            continue
        try:
            wp = float(r["writes_per_10k"])
            sp = float(r["syncs_per_10k"])
            bpw = float(r["bytes_per_write"])
        except (KeyError, ValueError) as e:
            tbad.append("%s/%s: %r" % (key[0], key[1], e))
            continue
        if abs(wp - 1e4 * m["writes"] / m["records"]) > 0.011 or \
           abs(sp - 1e4 * m["syncs"] / m["records"]) > 0.011 or \
           abs(bpw - m["bytes"] / m["writes"]) > 0.051:
            tbad.append("%s/%s writes_per_10k=%s syncs_per_10k=%s bytes_per_write=%s"
                        % (key[0], key[1], r["writes_per_10k"], r["syncs_per_10k"],
                           r["bytes_per_write"]))
    res.append(("table3.csv follows from the counts", not tbad, "; ".join(tbad[:6]) or "ok"))
    return res
