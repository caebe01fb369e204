"""Hidden check for mpbloom-lsm-autotools.

The experiment ran on verify/inputs/table2.conf (another seed, key space,
operation mix, value size and hotspot shape than the paper's).  Every counter
lsmbench reports is an integer function of that configuration; verify/model.py
recomputes them on the host (xxHash64 filters, whole-level leveling, LRU block
cache, group-committed WAL), and every run must match exactly.  The table must
aggregate the runs, and throughput is only checked to be positive.
"""
import csv
import json
import sys

WORKLOADS = ["uniform", "hotspot"]
POLICIES = ["uniform", "mpb"]
EXACT = ["puts", "deletes", "gets", "gets_found", "user_bytes", "wal_records", "wal_bytes",
         "wal_syncs", "flushes", "flush_bytes", "compactions", "compact_bytes_written",
         "compact_bytes_read", "tombstones_dropped", "bloom_probes", "bloom_negatives",
         "bloom_false_pos", "bloom_bits_built", "block_reads", "block_bytes_read", "cache_hits",
         "cache_misses", "filter_bits", "live_keys", "checksum", "levels"]


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    res = []
    cfg = model.load_conf(ctx.verify_dir / "inputs" / "table2.conf")
    runs_dir = ctx.outputs_dir / "results" / "runs"
    reports = {}
    for wl in WORKLOADS:
        for pol in POLICIES:
            p = runs_dir / ("%s-%s.json" % (wl, pol))
            try:
                reports[(wl, pol)] = json.loads(p.read_text())
            except Exception as e:  # missing or not JSON
                res.append(("report %s/%s" % (wl, pol), False, "%s: %s" % (p.name, e)))
    if len(reports) != 4:
        return res or [("reports", False, "missing")]

    # the runs used the configuration handed to the experiment
    bad = []
    for (wl, pol), r in reports.items():
        for k in ("seed", "keyspace", "ops", "value_size"):
            if r.get(k) != cfg[k]:
                bad.append("%s/%s %s=%r want %r" % (wl, pol, k, r.get(k), cfg[k]))
        if r.get("workload") != wl or r.get("policy") != pol:
            bad.append("%s/%s labelled %s/%s" % (wl, pol, r.get("workload"), r.get("policy")))
    res.append(("runs use the experiment's configuration", not bad, "; ".join(bad[:6]) or "ok"))

    mism = []
    for wl in WORKLOADS:
        for pol in POLICIES:
            want = model.run(cfg, wl, pol)
            got = reports[(wl, pol)]
            for k in EXACT:
                if got.get(k) != want[k]:
                    mism.append("%s/%s %s=%s want %s" % (wl, pol, k, str(got.get(k))[:60],
                                                         str(want[k])[:60]))
            wa = got.get("write_amp")
            if not isinstance(wa, (int, float)) or abs(wa - want["write_amp"]) > 2e-6:
                mism.append("%s/%s write_amp=%r want %.6f" % (wl, pol, wa, want["write_amp"]))
    res.append(("every counter equals the reference model", not mism,
                "; ".join(mism[:8]) + (" (+%d more)" % (len(mism) - 8) if len(mism) > 8 else "")
                if mism else "4 runs x %d counters match" % (len(EXACT) + 1)))

    thr = [r.get("ops_per_sec", 0) for r in reports.values()]
    res.append(("throughput reported", all(isinstance(t, (int, float)) and t > 0 for t in thr),
                "ops_per_sec %s" % thr))

    tpath = ctx.outputs_dir / "results" / "table2.csv"
    if not tpath.exists():
        res.append(("table2.csv", False, "results/table2.csv missing"))
        return res
    rows = {(r["workload"], r["policy"]): r for r in csv.DictReader(open(tpath))}
    tbad = []
    for (wl, pol), r in reports.items():
        t = rows.get((wl, pol))
        if t is None:
            tbad.append("%s/%s missing" % (wl, pol))
            continue
        if abs(float(t["write_amp"]) - r["write_amp"]) > 6e-5:
            tbad.append("%s/%s write_amp" % (wl, pol))
        for col, key in (("bloom_fp", "bloom_false_pos"), ("compactions", "compactions"),
                         ("block_reads", "block_reads"), ("live_keys", "live_keys")):
            if int(t[col]) != r[key]:
                tbad.append("%s/%s %s" % (wl, pol, col))
        if abs(float(t["filter_kib"]) - r["filter_bits"] / 8192.0) > 0.051:
            tbad.append("%s/%s filter_kib" % (wl, pol))
        if t["checksum"] != r["checksum"]:
            tbad.append("%s/%s checksum" % (wl, pol))
    res.append(("table2.csv aggregates the runs", not tbad, ", ".join(tbad) or "ok"))
    return res
