"""Hidden check for kvq-groupcommit.

Both runs of the experiment (the paper's workload/schedule and the held-out
one staged from verify/inputs/) must equal the host-side reference model
(verify/model.py) exactly: every per-phase counter, the audit and every
node's key count and store digest.  The counters are deterministic (logical
clock, scripted faults, sequential client), so there is no tolerance.
"""
import json
import sys

ROW_KEYS = ["ops", "puts", "gets", "unavailable", "stale_reads", "missing_reads", "wal_lost",
            "peer_msgs", "peer_bytes", "applies", "wal_appends", "wal_flushes",
            "hints_stored", "hints_delivered", "read_repairs", "stale_seen", "recovered",
            "live"]


def _compare(tag, got, want):
    res = []
    if got is None:
        return [("%s: results present" % tag, False, "results/%s.json missing or unreadable" % tag)]
    rows = got.get("phases") or []
    names_got = [r.get("phase") for r in rows]
    names_want = [r["phase"] for r in want["phases"]]
    res.append(("%s: phases" % tag, names_got == names_want,
                "got %s, want %s" % (names_got, names_want)))
    bad = []
    for rg, rw in zip(rows, want["phases"]):
        for k in ROW_KEYS:
            if rg.get(k) != rw.get(k):
                bad.append("%s.%s=%s want %s" % (rw["phase"], k, rg.get(k), rw.get(k)))
    res.append(("%s: per-phase counters equal the model" % tag, not bad and names_got == names_want,
                "; ".join(bad[:8]) + (" (+%d more)" % (len(bad) - 8) if len(bad) > 8 else "")
                if bad else "all %d phases match" % len(rows)))
    a = got.get("audit") or {}
    wa = want["audit"]
    ok = all(a.get(k) == wa[k] for k in ("keys", "lost", "stale", "checksum"))
    res.append(("%s: audit equals the model" % tag, ok,
                "got %s, want %s" % ({k: a.get(k) for k in wa}, wa)))
    nodes = got.get("nodes") or {}
    nbad = []
    for name, wn in want["nodes"].items():
        gn = nodes.get(name) or {}
        if gn.get("keys") != wn["keys"] or gn.get("digest") != wn["digest"]:
            nbad.append("%s keys=%s digest=%s want %d/%s" % (name, gn.get("keys"), gn.get("digest"),
                                                              wn["keys"], wn["digest"]))
        for k, v in (("write_quorum", 2), ("read_quorum", 2), ("flush_ticks", 20)):
            if gn.get(k) != v:
                nbad.append("%s reports %s=%s (paper: %s)" % (name, k, gn.get(k), v))
    if set(nodes) != set(want["nodes"]):
        nbad.append("nodes %s, want %s" % (sorted(nodes), sorted(want["nodes"])))
    res.append(("%s: node stores equal the model" % tag, not nbad, "; ".join(nbad[:6]) or "ok"))
    return res


def _load(path):
    try:
        return json.loads(path.read_text())
    except Exception:
        return None


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    import model

    art = ctx.verify_dir.parent / "artifact"
    inp = ctx.verify_dir / "inputs"
    out = ctx.outputs_dir / "results"
    res = []
    res += _compare("table2", _load(out / "table2.json"),
                    model.run(str(art / "workloads" / "table2.wl"), str(art / "faults" / "table2.yaml")))
    res += _compare("heldout", _load(out / "heldout.json"),
                    model.run(str(inp / "heldout.wl"), str(inp / "heldout.yaml")))
    txt = out / "table2.txt"
    text = txt.read_text() if txt.exists() else ""
    res.append(("table2.txt holds the printed table",
                "audit: 277 keys, 0 lost, 0 stale, checksum 1bced602fe7e47da" in text,
                "results/table2.txt must hold the harness's table and audit line"))
    return res
