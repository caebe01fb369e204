"""Hidden check for covering-index-pg.

The experiment ran with verify/inputs/experiment.json (three hidden seeds).
The query answers must equal a pure-Python evaluation of the same seeded
data (the artifact's pristine workload generator on the host), the server
must have run with the paper's settings, and Table 3 (scan nodes, buffers per
query, index pages; mean over the seeds) must match a reference run of the
same seeds on PostgreSQL 15 (expected_table3.csv) within 5% (1 buffer for
small cells).  See NOTES.md.
"""
import bisect
import csv
import importlib.util
import json

BUF_REL = 0.05
BUF_ABS = 1.0
# BRIN's Q3 plan is a near tie between a bitmap scan of every block range up to the
# time point and a sequential scan; the planner picks either depending on the seed (the
# paper says so and reports a +-20% spread). Its scan node is not compared, its buffers
# within 25%.
LOOSE = {("brin", "Q3"): 0.25}


def _workload(task_root):
    """The artifact's workload generator from the pristine host copy (the agent may have
    edited the one in the sandbox; this one it never sees or touches)."""
    spec = importlib.util.spec_from_file_location(
        "covering_index_pg_workload", task_root / "artifact" / "tsbench" / "workload.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _answers(w, seed, sc):
    """Expected answer text per (qtype, qid) for one seed."""
    sensors, steps = sc["sensors"], sc["steps"]
    per_sensor = {}
    per_step_n = [0] * steps
    per_step_sum = [0] * steps
    for s, step, v in w.readings(seed, sensors, steps):
        per_sensor.setdefault(s, ([], []))
        per_sensor[s][0].append(step)
        per_sensor[s][1].append(v)
        per_step_n[step] += 1
        per_step_sum[step] += v
    prefix = {}
    for s, (st, vals) in per_sensor.items():
        acc = [0]
        for v in vals:
            acc.append(acc[-1] + v)
        prefix[s] = acc
    # a site's tags as a linguistic (case-insensitive first level) collation orders them:
    # every spelling of the site name lies in [site, next(site))
    site_sensors = {}
    for sid, tag, site in w.fleet(seed, sensors):
        for cand in w.SITES:
            if tag.lower().startswith(cand + "-"):
                site_sensors.setdefault(cand, []).append(sid)

    def window(s, a, b):
        st = per_sensor.get(s, ([], []))[0]
        i, j = bisect.bisect_left(st, a), bisect.bisect_right(st, b)
        return j - i, (prefix[s][j] - prefix[s][i]) if s in prefix else 0

    out = {}
    q = w.queries(seed, sensors, steps, sc["queries"])
    for i, (s, a, b) in enumerate(q["Q1"]):
        n, tot = window(s, a, b)
        out[("Q1", i)] = str(tot) if n else "None"
    for i, (a, b) in enumerate(q["Q2"]):
        n = sum(per_step_n[a:b + 1])
        tot = sum(per_step_sum[a:b + 1])
        out[("Q2", i)] = "%d %s" % (n, tot if n else "None")
    for i, (s, t) in enumerate(q["Q3"]):
        st, vals = per_sensor.get(s, ([], []))
        k = bisect.bisect_right(st, t)
        last = vals[max(0, k - w.Q3_LIMIT):k]
        out[("Q3", i)] = str(sum(last)) if last else "None"
    for i, (site, a, b) in enumerate(q["Q4"]):
        n = tot = 0
        for s in site_sensors.get(site, []):
            dn, dt = window(s, a, b)
            n += dn
            tot += dt
        out[("Q4", i)] = "%d %s" % (n, tot if n else "None")
    return out


def _read_csv(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def check(ctx):
    res = []
    exp = json.load(open(ctx.verify_dir / "inputs" / "experiment.json"))
    rdir = ctx.outputs_dir / "results"
    w = _workload(ctx.verify_dir.parent)
    sc = w.scale(exp["scale"])

    # 1. server configuration actually in force
    try:
        st = json.load(open(rdir / "settings.json"))
    except Exception as e:  # noqa: BLE001
        return [("settings.json readable", False, repr(e))]
    want = {"max_parallel_workers_per_gather": "0", "random_page_cost": "1.1",
            "default_statistics_target": "10000", "jit": "off", "port": "5433",
            "shared_buffers": "512MB"}
    bad = {k: st.get(k) for k, v in want.items() if st.get(k) != v}
    if "pg_stat_statements" not in (st.get("shared_preload_libraries") or ""):
        bad["shared_preload_libraries"] = st.get("shared_preload_libraries")
    res.append(("server runs with the paper's settings (conf/bench.conf)", not bad,
                "wrong: %s" % bad if bad else "ok"))

    # 2. answers against the seeded data, every seed and configuration
    try:
        rows = _read_csv(rdir / "answers.csv")
    except Exception as e:  # noqa: BLE001
        return res + [("answers.csv readable", False, repr(e))]
    got = {}
    for r in rows:
        try:
            got[(int(r["seed"]), r["config"], r["qtype"], int(r["qid"]))] = r["answer"]
        except (KeyError, ValueError):
            continue
    wrong, missing, total = [], 0, 0
    for seed in exp["seeds"]:
        ref = _answers(w, int(seed), sc)
        for cfg in exp["configs"]:
            for (qt, qid), want_ans in ref.items():
                total += 1
                g = got.get((int(seed), cfg, qt, qid))
                if g is None:
                    missing += 1
                elif g != want_ans:
                    wrong.append("%s/%s/%s/%d=%s want %s" % (seed, cfg, qt, qid, g, want_ans))
    ok = not wrong and not missing
    detail = "ok" if ok else ("%d wrong, %d missing of %d: %s" % (len(wrong), missing, total,
                                                                 "; ".join(wrong[:4])))
    res.append(("query answers equal the seeded data (seeds %s)"
                % ",".join(map(str, exp["seeds"])), ok, detail))

    # 3. Table 3 against the reference run of the same seeds
    expected = {(r["config"], r["qtype"]): r for r in _read_csv(ctx.verify_dir / "expected_table3.csv")}
    try:
        table = {(r["config"], r["qtype"]): r for r in _read_csv(rdir / "table3.csv")}
    except Exception as e:  # noqa: BLE001
        return res + [("table3.csv readable", False, repr(e))]
    plan_bad, buf_bad = [], []
    for key, e in expected.items():
        g = table.get(key)
        if g is None:
            plan_bad.append("%s/%s missing" % key)
            continue
        if key not in LOOSE and g.get("scan") != e["scan"]:
            plan_bad.append("%s/%s scan=%s want %s" % (key[0], key[1], g.get("scan"), e["scan"]))
        for col in ("buffers_per_query", "index_pages"):
            try:
                gv = float(g[col])
            except (KeyError, TypeError, ValueError):
                buf_bad.append("%s/%s %s unreadable" % (key[0], key[1], col))
                continue
            ev = float(e[col])
            if not abs(gv - ev) <= max(LOOSE.get(key, BUF_REL) * abs(ev), BUF_ABS):
                buf_bad.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], e[col]))
    res.append(("plans match the reference run", not plan_bad, "; ".join(plan_bad) or "ok"))
    res.append(("buffers/query and index sizes within 5%", not buf_bad, "; ".join(buf_bad[:6]) or "ok"))
    return res
