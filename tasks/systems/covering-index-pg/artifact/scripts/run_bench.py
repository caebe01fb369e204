#!/usr/bin/env python3
"""Table 3: buffer accesses per query for four index configurations.

Loads the seeded readings, then for every index configuration builds the
indexes, VACUUM ANALYZEs, runs 30 queries of each type and reads the
buffer counts that pg_stat_statements accumulated for them.
"""
import csv
import json
import os
import sys
import tempfile

import psycopg2

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import workload  # noqa: E402

SETTINGS = ["server_version_num", "shared_preload_libraries", "max_parallel_workers_per_gather",
            "random_page_cost", "default_statistics_target", "jit", "port"]

SQL = {
    "Q1": "SELECT sum(value) FROM readings WHERE sensor_id = %s AND ts BETWEEN %s AND %s",
    "Q2": "SELECT count(*), sum(value) FROM readings WHERE ts BETWEEN %s AND %s",
    "Q3": "SELECT sum(value) FROM (SELECT value FROM readings WHERE sensor_id = %s AND ts <= %s "
          "ORDER BY ts DESC LIMIT 10) latest",
}


def ts(step):
    return "timestamptz '%s' + interval '%d seconds'" % (workload.START, step * workload.STEP_S)


def render(qtype, params):
    if qtype == "Q1":
        s, a, b = params
        return SQL["Q1"] % (s, ts(a), ts(b))
    if qtype == "Q2":
        a, b = params
        return SQL["Q2"] % (ts(a), ts(b))
    s, t = params
    return SQL["Q3"] % (s, ts(t))


def index_blocks():
    blocks, cur = {}, None
    for line in open(os.path.join(ROOT, "sql", "indexes.sql")):
        if line.startswith("-- @"):
            cur = line[4:].strip()
            blocks[cur] = []
        elif cur and line.strip() and not line.startswith("--"):
            blocks[cur].append(line.strip())
    return blocks


def scan_node(plan):
    """First scan node in a plan tree (depth-first)."""
    if "Scan" in plan["Node Type"]:
        return plan["Node Type"]
    for child in plan.get("Plans", []):
        found = scan_node(child)
        if found:
            return found
    return None


def main():
    exp = json.load(open(os.path.join(ROOT, "conf", "experiment.json")))
    seed = int(exp["seed"])
    out = os.path.join(ROOT, "results")
    os.makedirs(out, exist_ok=True)

    conn = psycopg2.connect("")          # parameters from the PG* environment
    conn.autocommit = True
    cur = conn.cursor()

    settings = {}
    for name in SETTINGS:
        cur.execute("SELECT current_setting(%s)", (name,))
        settings[name] = cur.fetchone()[0]
    json.dump(settings, open(os.path.join(out, "settings.json"), "w"), indent=2)
    if "pg_stat_statements" not in settings["shared_preload_libraries"]:
        sys.exit("pg_stat_statements is not preloaded (see README: server configuration)")
    cur.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'")
    if cur.fetchone() is None:
        sys.exit("extension pg_stat_statements is not installed in database %s" % conn.info.dbname)

    # load data
    cur.execute(open(os.path.join(ROOT, "sql", "schema.sql")).read())
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as tmp:
        path = tmp.name
    os.system("%s %s --seed %d --out %s" % (sys.executable, os.path.join(HERE, "gen_data.py"), seed, path))
    with open(path) as fh:
        cur.copy_expert("COPY readings (sensor_id, ts, value) FROM STDIN WITH (FORMAT csv)", fh)
    os.unlink(path)
    cur.execute("SELECT count(*), pg_relation_size('readings') / 8192 FROM readings")
    nrows, heap_pages = cur.fetchone()
    print("loaded %d readings (%d heap pages)" % (nrows, heap_pages), flush=True)

    queries = workload.queries(seed)
    blocks = index_blocks()
    table, answers = [], []
    for config in exp["configs"]:
        cur.execute("SELECT indexrelid::regclass::text FROM pg_index WHERE indrelid = 'readings'::regclass")
        for (idx,) in cur.fetchall():
            cur.execute("DROP INDEX %s" % idx)
        for stmt in blocks[config]:
            cur.execute(stmt)
        cur.execute("VACUUM (ANALYZE) readings")
        cur.execute("SELECT coalesce(sum(pg_relation_size(indexrelid)), 0) / 8192 FROM pg_index "
                    "WHERE indrelid = 'readings'::regclass")
        index_pages = int(cur.fetchone()[0])
        for qtype in ("Q1", "Q2", "Q3"):
            sqls = [render(qtype, p) for p in queries[qtype]]
            cur.execute("EXPLAIN (FORMAT JSON) " + sqls[0])
            plan = cur.fetchone()[0][0]["Plan"]
            for sql in sqls:                    # warm the caches
                cur.execute(sql)
            cur.execute("SELECT pg_stat_statements_reset()")
            for i, sql in enumerate(sqls):
                cur.execute(sql)
                row = cur.fetchone()
                answers.append({"config": config, "qtype": qtype, "qid": i,
                                "answer": " ".join(str(x) for x in row)})
            cur.execute("SELECT sum(calls), sum(shared_blks_hit + shared_blks_read) "
                        "FROM pg_stat_statements WHERE query LIKE 'SELECT %%FROM readings%%' "
                        "AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())")
            calls, blocks_total = cur.fetchone()
            if calls != len(sqls):
                sys.exit("pg_stat_statements saw %s calls for %s/%s, expected %d"
                         % (calls, config, qtype, len(sqls)))
            table.append({"config": config, "qtype": qtype, "scan": scan_node(plan),
                          "buffers_per_query": round(float(blocks_total) / len(sqls), 1),
                          "index_pages": index_pages})
            print("%-9s %s %-18s %8.1f buffers/query" % (config, qtype, scan_node(plan),
                                                          float(blocks_total) / len(sqls)), flush=True)

    with open(os.path.join(out, "answers.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["config", "qtype", "qid", "answer"])
        w.writeheader()
        w.writerows(answers)
    with open(os.path.join(out, "table3.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(table[0].keys()))
        w.writeheader()
        w.writerows(table)
    json.dump({"seed": seed, "rows": nrows, "heap_pages": heap_pages, "table3": table},
              open(os.path.join(out, "summary.json"), "w"), indent=2)


if __name__ == "__main__":
    main()
