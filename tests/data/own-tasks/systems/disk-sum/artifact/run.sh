#!/bin/bash
# Sums the numbers in $1 into results/sum.json; needs sum.conf (written by a deployment).
set -e
[ -f sum.conf ] || { echo "sum.conf missing: deploy first" >&2; exit 2; }
. ./sum.conf
mkdir -p results
total=$(awk -v s="$SCALE" '{t += $1 * s} END {print t}' "$1")
echo "total=$total"
printf '{"total": %s}\n' "$total" > results/sum.json
