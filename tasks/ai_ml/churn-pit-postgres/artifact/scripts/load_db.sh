#!/bin/bash
# Create the role and database of db.ini and load the generated data (run once, after db_up.sh).
set -e
cd "$(dirname "$0")/.."
createuser -P mlbench            # password: mlbench
createdb -O mlbench churn
python3 data/make_db.py > data/churn.sql
psql -U mlbench -d churn -f data/churn.sql
psql -U mlbench -d churn -f sql/feature_views.sql
psql -U mlbench -d churn -f sql/sanity_checks.sql
