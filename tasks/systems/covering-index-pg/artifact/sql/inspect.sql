-- Handy queries while looking at a run (psql -f sql/inspect.sql).

-- sizes of the benchmark's relations, in 8 KiB pages
SELECT c.relname, c.relkind, pg_relation_size(c.oid) / 8192 AS pages, c.reltuples::bigint AS tuples
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')
ORDER BY pages DESC;

-- what pg_stat_statements accumulated since the last reset
SELECT calls, shared_blks_hit, shared_blks_read,
       round((shared_blks_hit + shared_blks_read)::numeric / calls, 1) AS blks_per_call,
       left(query, 70) AS query
FROM pg_stat_statements
WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
ORDER BY shared_blks_hit + shared_blks_read DESC
LIMIT 15;

-- BRIN summaries (needs pageinspect)
-- SELECT * FROM brin_page_items(get_raw_page('readings_ts_brin', 2), 'readings_ts_brin') LIMIT 20;

-- correlation of the physical order with time
SELECT attname, correlation FROM pg_stats WHERE tablename = 'readings';
