"""Table 3: buffer pages touched per query for each index configuration.

For every seed: load the fleet and the archive, start the WAL sampler, ingest
the live tail step by step; then for every index configuration build its
indexes, VACUUM (ANALYZE), and run each query shape's instances twice: once
to warm the cache, once measured.  Buffers (shared hits + reads) are read
from pg_stat_statements, the plan from EXPLAIN of the first instance."""
import time
import uuid

from . import config, db, loader, monitor, plans, workload

PGSS = ("SELECT coalesce(sum(calls), 0), coalesce(sum(shared_blks_hit + shared_blks_read), 0) "
        "FROM pg_stat_statements WHERE query LIKE 'SELECT %%FROM readings%%' "
        "AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())")


def ts_expr(step):
    return "timestamptz '%s' + interval '%d seconds'" % (workload.START, step * workload.STEP_S)


def quote(text):
    return "'" + text.replace("'", "''") + "'"


def render(templates, qtype, params):
    t = templates[qtype][0]
    if qtype == "Q1":
        s, a, b = params
        return t.format(sensor=s, t0=ts_expr(a), t1=ts_expr(b))
    if qtype == "Q2":
        a, b = params
        return t.format(t0=ts_expr(a), t1=ts_expr(b))
    if qtype == "Q3":
        s, b = params
        return t.format(sensor=s, t1=ts_expr(b))
    site, a, b = params
    lo, hi = workload.site_bounds(site)
    return t.format(lo=quote(lo), hi=quote(hi), t0=ts_expr(a), t1=ts_expr(b))


def drop_indexes(cur):
    cur.execute("SELECT indexrelid::regclass::text FROM pg_index WHERE indrelid = 'readings'::regclass")
    for (idx,) in cur.fetchall():
        cur.execute("DROP INDEX %s" % idx)


def relation_pages(cur):
    cur.execute("SELECT relpages, relallvisible FROM pg_class WHERE oid = 'readings'::regclass")
    return cur.fetchone()


def index_pages(cur):
    return int(db.scalar(cur, "SELECT coalesce(sum(pg_relation_size(indexrelid)), 0) / 8192 "
                              "FROM pg_index WHERE indrelid = 'readings'::regclass"))


def answer_text(row):
    return " ".join(str(x) for x in row)


def run_seed(cur, exp, seed, run_id, log):
    sc = exp.scale
    t_start = time.time()
    cur.execute(open(config.path("sql", "schema.sql")).read())
    n_sensors = loader.load_fleet(cur, seed, sc["sensors"])
    buf, n_archive, live = loader.split(seed, sc)
    loader.copy_archive(cur, buf)
    log("seed %d: %d sensors, archive %d readings loaded" % (seed, n_sensors, n_archive))

    sampler = None
    n_live = 0
    if live:
        sampler = monitor.WalSampler(run_id, seed).start()
        sampler.set_phase("live")
        n_live = loader.live_ingest(cur, live)
        sampler.set_phase("measure")
        log("seed %d: live tail %d readings in %d steps" % (seed, n_live, len(live)))
    cur.execute("ANALYZE sensors")

    queries = workload.queries(seed, sc["sensors"], sc["steps"], sc["queries"])
    templates = config.sql_blocks("queries.sql")
    blocks = config.sql_blocks("indexes.sql")
    rows, answers = [], []
    q4_matched = []
    for cfg in exp.configs:
        drop_indexes(cur)
        for stmt in blocks[cfg]:
            cur.execute(stmt)
        cur.execute("VACUUM (ANALYZE) readings")
        heap, allvis = relation_pages(cur)
        ipages = index_pages(cur)
        log("seed %d %-9s vacuum: %d heap pages, %d all-visible; index %d pages"
            % (seed, cfg, heap, allvis, ipages))
        for qtype in exp.qtypes:
            sqls = [render(templates, qtype, p) for p in queries[qtype]]
            cur.execute("EXPLAIN (FORMAT JSON) " + sqls[0])
            plan = cur.fetchone()[0][0]["Plan"]
            for sql in sqls:                      # warm the cache
                cur.execute(sql)
                cur.fetchall()
            cur.execute("SELECT pg_stat_statements_reset()")
            for i, sql in enumerate(sqls):
                cur.execute(sql)
                row = cur.fetchone()
                answers.append({"seed": seed, "config": cfg, "qtype": qtype, "qid": i,
                                "answer": answer_text(row)})
                if qtype == "Q4" and cfg == exp.configs[0]:
                    q4_matched.append(int(row[0]))
            cur.execute(PGSS)
            calls, blocks_total = cur.fetchone()
            if int(calls) != len(sqls):
                raise SystemExit("pg_stat_statements saw %s calls for %s/%s, expected %d"
                                 % (calls, cfg, qtype, len(sqls)))
            rows.append({"seed": seed, "config": cfg, "qtype": qtype,
                         "scan": plans.scan_node(plan),
                         "buffers_per_query": float(blocks_total) / len(sqls),
                         "index_pages": ipages, "heap_pages": heap, "all_visible": allvis})
            log("seed %d %-9s %s %-18s %9.1f buffers/query"
                % (seed, cfg, qtype, plans.scan_node(plan), float(blocks_total) / len(sqls)))
    if sampler is not None:
        sampler.stop()
        if sampler.error:
            log("seed %d: WAL sampler stopped with an error: %s" % (seed, sampler.error))
    n_rows = int(db.scalar(cur, "SELECT count(*) FROM readings"))
    info = {"seed": seed, "rows": n_rows, "archive_rows": n_archive, "live_rows": n_live,
            "heap_pages": heap, "sensors": n_sensors,
            "q4_readings_per_query": (sum(q4_matched) / len(q4_matched)) if q4_matched else None,
            "seconds": round(time.time() - t_start, 1)}
    return rows, answers, info


def run(exp, log=print):
    conn = db.connect()
    cur = conn.cursor()
    run_id = uuid.uuid4().hex[:12]
    cur.execute(monitor.DDL)
    out = {"run_id": run_id, "rows": [], "answers": [], "seeds": []}
    for seed in exp.seeds:
        rows, answers, info = run_seed(cur, exp, seed, run_id, log)
        out["rows"] += rows
        out["answers"] += answers
        out["seeds"].append(info)
    out["cursor"] = cur
    return out
