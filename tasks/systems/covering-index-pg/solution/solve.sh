#!/bin/bash
# Reference deployment of covering-index-pg (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql python3 python3-psycopg2 >/dev/null

CONF=/etc/postgresql/15/main
# the paper's server settings, and the port the benchmark connects to
cp conf/bench.conf $CONF/conf.d/bench.conf
sed -i "s/^port = .*/port = 5433/" $CONF/postgresql.conf
pg_ctlcluster 15 main restart

su postgres -c "psql -p 5433 -v ON_ERROR_STOP=1" <<'SQL'
CREATE ROLE tsbench LOGIN SUPERUSER PASSWORD 'tsbench';
CREATE DATABASE tsbench OWNER tsbench;
\c tsbench
CREATE EXTENSION pg_stat_statements;
SQL

bash run_experiment.sh
