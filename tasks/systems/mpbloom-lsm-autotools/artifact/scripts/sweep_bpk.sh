#!/bin/sh
# sweep_bpk.sh - Figure 3 sweep: bits_per_key 4..16 for both policies.
#   sh scripts/sweep_bpk.sh OUTDIR
set -e
out=${1:-results/sweep}
mkdir -p "$out"
for bpk in 4 6 8 10 12 14 16; do
    for wl in uniform hotspot; do
        for pol in uniform mpb; do
            bench/lsmbench -q -c conf/table2.conf -w $wl -p $pol \
                -s bits_per_key=$bpk -o "$out/$wl-$pol-bpk$bpk.json"
        done
    done
done
echo "sweep written to $out"
