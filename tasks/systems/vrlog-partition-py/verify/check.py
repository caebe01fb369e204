"""Hidden check for vrlog-partition-py.

Both runs (the five Table 2 scripts and the held-out script staged from
verify/inputs/) must equal the host-side model (verify/model.py), which runs
the pristine protocol core with the paper's settings (five distinct nodes,
pre-vote on) under the driver's rules.  Every count is deterministic
(logical clock, driver-relayed messages, seeded timeouts): no tolerance.
"""
import glob
import json
import sys

FIELDS = ["nodes", "elections", "campaigns", "prevotes", "final_term", "committed",
          "msgs_total", "dropped", "resent_after_heal", "digest"]


def _load(path):
    try:
        return json.loads(path.read_text())
    except Exception:
        return None


def _compare(tag, doc, want_rows):
    res = []
    if doc is None:
        return [("%s: results present" % tag, False, "results/%s.json missing or unreadable" % tag)]
    got = doc.get("scenarios") or {}
    for want in want_rows:
        name = want["scenario"]
        row = got.get(name)
        if row is None:
            res.append(("%s/%s: present" % (tag, name), False, "scenario %r not in results" % name))
            continue
        bad = ["%s=%s want %s" % (f, row.get(f), want[f]) for f in FIELDS if row.get(f) != want[f]]
        gm = row.get("msgs") or {}
        bad += ["msgs.%s=%s want %s" % (t, gm.get(t), n) for t, n in want["msgs"].items()
                if gm.get(t) != n]
        if row.get("safe") is not True:
            bad.append("safe=%s" % row.get("safe"))
        if row.get("unexpected_exits"):
            bad.append("unexpected_exits=%s" % row.get("unexpected_exits"))
        res.append(("%s/%s equals the model" % (tag, name), not bad,
                    "; ".join(bad[:10]) if bad else "ok"))
    extra = sorted(set(got) - {w["scenario"] for w in want_rows})
    res.append(("%s: no unexpected scenarios" % tag, not extra, "extra: %s" % extra))
    return res


def check(ctx):
    sys.path.insert(0, str(ctx.verify_dir))
    sys.dont_write_bytecode = True
    import model

    art = ctx.verify_dir.parent / "artifact"
    out = ctx.outputs_dir / "results"
    table2 = [model.run_file(p) for p in sorted(glob.glob(str(art / "scenarios" / "table2" / "*.fs")))]
    held = [model.run_file(str(ctx.verify_dir / "inputs" / "heldout.fs"))]
    res = []
    res += _compare("table2", _load(out / "table2.json"), table2)
    res += _compare("heldout", _load(out / "heldout.json"), held)
    txt = out / "table2.txt"
    text = txt.read_text() if txt.exists() else ""
    want = table2[3]
    ok = want["scenario"] in text and want["digest"] in text
    res.append(("table2.txt holds the printed table", ok,
                "results/table2.txt must hold the harness's table"))
    return res
