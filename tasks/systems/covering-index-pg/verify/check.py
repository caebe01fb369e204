"""Hidden check for covering-index-pg.

The experiment ran with verify/inputs/experiment.json (hidden seed 90210).  The
query answers must equal a pure-Python evaluation of the same seeded data,
the server must have run with the paper's settings, and the plans and
buffer counts must match a reference run of the same seed (PostgreSQL 15).
"""
import bisect
import csv
import importlib.util
import json

BUF_REL = 0.05


def _workload(task_root):
    """The artifact's own workload generator, from the pristine host copy of the artifact (the
    agent may have edited the one in the sandbox; this one it never sees or touches)."""
    spec = importlib.util.spec_from_file_location(
        "covering_index_pg_workload", task_root / "artifact" / "scripts" / "workload.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _answers(w, seed):
    per_sensor = {}
    per_step = {}
    for s, step, v in w.readings(seed):
        per_sensor.setdefault(s, []).append((step, v))
        c = per_step.setdefault(step, [0, 0])
        c[0] += 1
        c[1] += v
    out = {}
    q = w.queries(seed)
    for i, (s, a, b) in enumerate(q["Q1"]):
        vals = [v for step, v in per_sensor[s] if a <= step <= b]
        out[("Q1", i)] = str(sum(vals)) if vals else "None"
    for i, (a, b) in enumerate(q["Q2"]):
        n = sum(per_step.get(t, [0, 0])[0] for t in range(a, b + 1))
        tot = sum(per_step.get(t, [0, 0])[1] for t in range(a, b + 1))
        out[("Q2", i)] = "%d %s" % (n, tot if n else "None")
    for i, (s, t) in enumerate(q["Q3"]):
        rows = per_sensor[s]
        k = bisect.bisect_right([st for st, _ in rows], t)
        last = [v for _, v in rows[max(0, k - w.Q3_LIMIT):k]]
        out[("Q3", i)] = str(sum(last)) if last else "None"
    return out


def check(ctx):
    res = []
    exp = json.load(open(ctx.verify_dir / "inputs" / "experiment.json"))
    rdir = ctx.outputs_dir / "results"

    # 1. server configuration actually in force
    try:
        st = json.load(open(rdir / "settings.json"))
    except Exception as e:  # noqa: BLE001
        return [("settings.json readable", False, repr(e))]
    want = {"max_parallel_workers_per_gather": "0", "random_page_cost": "1.1",
            "default_statistics_target": "1000", "jit": "off", "port": "5433"}
    bad = {k: st.get(k) for k, v in want.items() if st.get(k) != v}
    if "pg_stat_statements" not in st.get("shared_preload_libraries", ""):
        bad["shared_preload_libraries"] = st.get("shared_preload_libraries")
    res.append(("server runs with the paper's settings (conf/bench.conf)", not bad,
                "wrong: %s" % bad if bad else "ok"))

    # 2. answers against the seeded data
    ref = _answers(_workload(ctx.verify_dir.parent), exp["seed"])
    try:
        rows = list(csv.DictReader(open(rdir / "answers.csv")))
    except Exception as e:  # noqa: BLE001
        return res + [("answers.csv readable", False, repr(e))]
    wrong = []
    seen = set()
    for r in rows:
        key = (r["qtype"], int(r["qid"]))
        seen.add((r["config"], key))
        if ref.get(key) != r["answer"]:
            wrong.append("%s/%s/%s=%s want %s" % (r["config"], key[0], key[1], r["answer"], ref.get(key)))
    complete = len(seen) == len(exp["configs"]) * len(ref)
    res.append(("query answers equal the seeded data (seed %d)" % exp["seed"], complete and not wrong,
                "; ".join(wrong[:5]) or ("ok" if complete else "only %d answers" % len(seen))))

    # 3. plans and buffer counts against the reference run
    expected = {(r["config"], r["qtype"]): r for r in csv.DictReader(open(ctx.verify_dir / "expected_table3.csv"))}
    try:
        got = {(r["config"], r["qtype"]): r for r in csv.DictReader(open(rdir / "table3.csv"))}
    except Exception as e:  # noqa: BLE001
        return res + [("table3.csv readable", False, repr(e))]
    plan_bad, buf_bad = [], []
    for key, e in expected.items():
        g = got.get(key)
        if g is None:
            plan_bad.append("%s/%s missing" % key)
            continue
        if g["scan"] != e["scan"]:
            plan_bad.append("%s/%s scan=%s want %s" % (key[0], key[1], g["scan"], e["scan"]))
        for col in ("buffers_per_query", "index_pages"):
            ev, gv = float(e[col]), float(g[col])
            if abs(gv - ev) > max(BUF_REL * ev, 1.0):
                buf_bad.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], e[col]))
    res.append(("plans match the paper's configuration", not plan_bad, "; ".join(plan_bad) or "ok"))
    res.append(("buffers/query and index sizes within 5%", not buf_bad, "; ".join(buf_bad[:6]) or "ok"))
    return res
