#!/bin/sh
# run_tiering.sh LSMBENCH CONF - the size-tiered experiment of the submission
set -e
bench=${1:?lsmbench binary}
conf=${2:-tiering.conf}
mkdir -p out
for pol in none uniform leveldecay; do
    for wl in uniform hotspot; do
        "$bench" -q -t tiered -c "$conf" -w $wl -p $pol -o out/$wl-$pol.json
    done
done
