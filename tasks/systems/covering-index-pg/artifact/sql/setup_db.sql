-- Role, database and extension of the benchmark (run as the postgres
-- superuser: psql -p 5433 -f sql/setup_db.sql).  The benchmark drops and
-- recreates its tables, resets pg_stat_statements and reads server
-- settings, so its role owns the database and may do so.
CREATE ROLE tsbench LOGIN PASSWORD 'tsbench';
GRANT pg_read_all_settings, pg_read_all_stats TO tsbench;
CREATE DATABASE tsbench OWNER tsbench;
\c tsbench
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
GRANT EXECUTE ON FUNCTION pg_stat_statements_reset(oid, oid, bigint) TO tsbench;
