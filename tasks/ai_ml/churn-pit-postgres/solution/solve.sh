#!/usr/bin/env bash
# Reference deployment: PostgreSQL and the Python stack from Debian, the database created and
# loaded from the generator, the Homebrew start script replaced by Debian's cluster tools, and
# the database's session time zone set to the retention team's (the paper's numbers were made on
# a laptop whose cluster ran in Tokyo time; label dates are Tokyo calendar dates).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql python3 python3-numpy python3-psycopg2 >/dev/null
cat > scripts/db_up.sh <<'SH'
#!/bin/bash
# Start the local PostgreSQL server (Debian's packaged cluster) and wait until it accepts connections.
set -e
pg_ctlcluster 15 main start || pg_ctlcluster 15 main status
until pg_isready -h localhost -p 5432 >/dev/null 2>&1; do sleep 1; done
SH
bash scripts/db_up.sh
# role and database from db.ini; data from the generator
su postgres -c "psql -q -c \"CREATE ROLE mlbench LOGIN PASSWORD 'mlbench'\""
su postgres -c "createdb -O mlbench churn"
su postgres -c "psql -q -d churn -c \"ALTER DATABASE churn SET timezone TO 'Asia/Tokyo'\""
python3 data/make_db.py > data/churn.sql
PGPASSWORD=mlbench psql -q -h localhost -U mlbench -d churn -v ON_ERROR_STOP=1 -f data/churn.sql
python3 train.py
