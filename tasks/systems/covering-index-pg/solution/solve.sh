#!/bin/bash
# Reference deployment of covering-index-pg (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql python3 python3-psycopg2 \
    python3-numpy python3-tabulate locales >/dev/null

# The paper's database is en_US.UTF-8 (the cluster the package creates here
# inherits the container's C.UTF-8, whose byte order puts "Roof-07" before
# "roof", outside Q4's tag range).
sed -i 's/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/' /etc/locale.gen
locale-gen >/dev/null
pg_dropcluster --stop 15 main
pg_createcluster --locale en_US.UTF-8 --port 5433 15 main >/dev/null
# the paper's server settings
cp conf/bench.conf /etc/postgresql/15/main/conf.d/bench.conf
pg_ctlcluster 15 main start
su postgres -c "psql -q -p 5433 -v ON_ERROR_STOP=1 -f sql/setup_db.sql"

# psycopg2 2.8.6 (requirements.txt) does not import on Python 3.11; from 2.9 on,
# `with conn:` opens a transaction even on an autocommit connection, so the
# WAL sampler's inserts stay in one open transaction for the whole seed and
# VACUUM cannot mark the live tail's pages all-visible (index-only scans then
# fetch from the heap).  Minimal repair: only close the connection at the end.
python3 - <<'PY'
p = "tsbench/monitor.py"
s = open(p).read()
s = s.replace("import threading\n", "import contextlib\nimport threading\n", 1)
s = s.replace("            with self.conn:\n", "            with contextlib.closing(self.conn):\n", 1)
open(p, "w").write(s)
PY

bash run_experiment.sh --smoke
