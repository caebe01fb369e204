#!/bin/bash
# Print the server version, the row counts and the churn rate per plan (after load_db.sh).
set -e
cd "$(dirname "$0")/.."
psql -U mlbench -d churn -c "SHOW server_version"
psql -U mlbench -d churn -f sql/sanity_checks.sql
