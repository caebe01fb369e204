#!/usr/bin/env bash
# Sums the numbers of a file, one per line; speed.conf says how carefully.
set -euo pipefail
MODE=careful
[ -f speed.conf ] && . ./speed.conf
total=0
while read -r n; do
  total=$((total + n))
  if [ "$MODE" = careful ]; then  # re-checks the running total the slow way
    i=0; while [ "$i" -lt 200000 ]; do i=$((i + 1)); done
  fi
done < "$1"
echo "sum $total"
