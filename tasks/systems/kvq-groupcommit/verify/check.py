"""Hidden check for kvq-groupcommit.

The experiment runs Table 2 (one schedule), Table 3 (the paper's sweep:
4 windows x 16 random schedules) and two held-out runs staged from
verify/inputs/: one schedule (heldout.yaml over heldout.wl) and one sweep
(heldout-sweep.yaml: other windows, seeds and schedule parameters over the
same workload).  Every run must equal the host-side reference model
(verify/model.py) exactly: every per-phase counter, every crash's lost
records and every restart's replayed records, the audit and every node's key
count and store digest.  The counters are deterministic (logical clock,
scripted faults, sequential client), so there is no tolerance; Table 3's
summary is compared at the precision it is printed with.
"""
import json
import sys

ROW_KEYS = ["ops", "puts", "gets", "unavailable", "stale_reads", "missing_reads", "wal_lost",
            "peer_msgs", "peer_bytes", "applies", "wal_appends", "wal_flushes",
            "hints_stored", "hints_delivered", "read_repairs", "stale_seen", "recovered",
            "live"]
# summary field -> tolerance (half a unit of the printed precision, plus rounding slack)
SUMMARY = {"flushes_per_kop": 0.051, "lost_per_crash": 0.0051, "lost_sd": 0.0051,
           "recovered_per_restart": 0.051, "msgs_per_op": 0.00051, "runs": 0, "crashes": 0,
           "restarts": 0, "read_repairs": 0, "stale_reads": 0, "missing_reads": 0,
           "audit_lost": 0, "audit_stale": 0, "clean": None}


def _load(path):
    try:
        return json.loads(path.read_text())
    except Exception:
        return None


def _diff_run(label, got, want, flush_ticks):
    """List of mismatch strings between one run's results and the model."""
    if got is None:
        return ["%s: missing or unreadable" % label]
    bad = []
    rows = got.get("phases") or []
    names_got = [r.get("phase") for r in rows]
    names_want = [r["phase"] for r in want["phases"]]
    if names_got != names_want:
        return ["%s: phases %s, want %s" % (label, names_got, names_want)]
    for rg, rw in zip(rows, want["phases"]):
        for k in ROW_KEYS:
            if rg.get(k) != rw.get(k):
                bad.append("%s %s.%s=%s want %s" % (label, rw["phase"], k, rg.get(k), rw.get(k)))
    for k, fields in (("crashes", ("node", "tick", "wal_lost")),
                      ("restarts", ("node", "tick", "recovered"))):
        g = [tuple(e.get(f) for f in fields) for e in got.get(k) or []]
        w = [tuple(e[f] for f in fields) for e in want[k]]
        if g != w:
            bad.append("%s %s=%s want %s" % (label, k, g, w))
    a = got.get("audit") or {}
    wa = want["audit"]
    if any(a.get(k) != wa[k] for k in ("keys", "lost", "stale", "checksum")):
        bad.append("%s audit=%s want %s" % (label, {k: a.get(k) for k in wa}, wa))
    nodes = got.get("nodes") or {}
    if set(nodes) != set(want["nodes"]):
        bad.append("%s nodes %s, want %s" % (label, sorted(nodes), sorted(want["nodes"])))
    for name, wn in want["nodes"].items():
        gn = nodes.get(name) or {}
        if gn.get("keys") != wn["keys"] or gn.get("digest") != wn["digest"]:
            bad.append("%s %s keys=%s digest=%s want %d/%s" % (
                label, name, gn.get("keys"), gn.get("digest"), wn["keys"], wn["digest"]))
        for k, v in (("write_quorum", 2), ("read_quorum", 2), ("flush_ticks", flush_ticks)):
            if gn.get(k) != v:
                bad.append("%s %s reports %s=%s (want %s)" % (label, name, k, gn.get(k), v))
    return bad


def _verdict(name, bad, ok_text):
    return (name, not bad, "; ".join(bad[:8]) + (" (+%d more)" % (len(bad) - 8)
                                                 if len(bad) > 8 else "") if bad else ok_text)


def _sweep(model, tag, spec, results):
    runs, rows = model.run_sweep(str(spec))
    bad = []
    n = 0
    for window, docs in runs.items():
        for want in docs:
            n += 1
            got = _load(results / tag / ("%s-s%d.json" % (window, want["seed"])))
            bad += _diff_run("%s %s s%d" % (tag, window, want["seed"]), got, want,
                             model.window_ticks(window))
    res = [_verdict("%s: every run equals the model" % tag, bad,
                    "%d runs match" % n)]
    summ = _load(results / ("%s.json" % tag)) or {}
    if summ.get("quick"):
        res.append(("%s: full sweep" % tag, False, "results/%s.json is a --quick run" % tag))
    got_rows = {r.get("window"): r for r in summ.get("windows") or []}
    sbad = []
    for w in rows:
        g = got_rows.get(w["window"])
        if g is None:
            sbad.append("window %s missing from results/%s.json" % (w["window"], tag))
            continue
        for k, tol in SUMMARY.items():
            gv, wv = g.get(k), w[k]
            if tol is None or isinstance(wv, str):
                ok = gv == wv
            else:
                ok = isinstance(gv, (int, float)) and abs(gv - wv) <= tol
            if not ok:
                sbad.append("%s %s=%s want %s" % (w["window"], k, gv,
                                                  round(wv, 4) if isinstance(wv, float) else wv))
    res.append(_verdict("%s: summary equals the model" % tag, sbad,
                        "%d windows match" % len(rows)))
    return res


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    art = ctx.verify_dir.parent / "artifact"
    inp = ctx.verify_dir / "inputs"
    out = ctx.outputs_dir / "results"
    res = []

    want = model.run(str(art / "workloads" / "table2.wl"), str(art / "faults" / "table2.yaml"))
    res.append(_verdict("table2: equals the model",
                        _diff_run("table2", _load(out / "table2.json"), want, 20),
                        "all phases, audit and node stores match"))
    txt = out / "table2.txt"
    text = txt.read_text() if txt.exists() else ""
    res.append(("table2.txt holds the printed table",
                "audit: 277 keys, 0 lost, 0 stale, checksum 1bced602fe7e47da" in text,
                "results/table2.txt must hold the harness's table and audit line"))

    res += _sweep(model, "table3", art / "experiments" / "table3.yaml", out)

    want = model.run(str(inp / "heldout.wl"), str(inp / "heldout.yaml"))
    res.append(_verdict("heldout: equals the model",
                        _diff_run("heldout", _load(out / "heldout.json"), want, 20),
                        "all phases, audit and node stores match"))
    res += _sweep(model, "heldout-sweep", inp / "heldout-sweep.yaml", out)
    return res
