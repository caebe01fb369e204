#!/bin/bash
# Table 1 of the paper:  ./run_table1.sh [PARAMS]   (default params/table1.txt)
set -e
cd "$(dirname "$0")"
PARAMS=${1:-params/table1.txt}
. config/site.env
. "$PARAMS"
[ -x bin/schwarz ] || { echo "bin/schwarz missing: run make first" >&2; exit 1; }
mkdir -p results
rm -f results/"${NAME}"_m*.log
for m in $OVERLAPS; do
    echo "overlap m=$m ($NP ranks)"
    $MPIRUN $MPIFLAGS -np "$NP" bin/schwarz -n "$N" -m "$m" -k "$KAPPA" -t "$TOL" > results/"${NAME}"_m"$m".log
done
python3 analyze.py results/"$NAME"
