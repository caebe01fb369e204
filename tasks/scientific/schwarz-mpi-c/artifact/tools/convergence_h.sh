#!/bin/bash
# h-study (dropped from the paper): discretisation error and iteration count
# against N for a fixed overlap of m grid lines.   tools/convergence_h.sh [m]
set -e
cd "$(dirname "$0")/.."
m=${1:-2}
. config/site.env
[ -x bin/schwarz ] || { echo "bin/schwarz missing: run make first" >&2; exit 1; }
mkdir -p results
printf "%6s %6s %14s %8s\n" N iters err_max order
prev=""
for N in 16 32 64 128; do
    line=$($MPIRUN $MPIFLAGS -np 2 bin/schwarz -n $N -m $m -k 0.5 -t 1e-10 | grep '^RESULT')
    it=$(echo "$line" | sed 's/.*iters=\([0-9]*\).*/\1/')
    err=$(echo "$line" | sed 's/.*err_max=\([^ ]*\).*/\1/')
    if [ -n "$prev" ]; then
        order=$(python3 -c "import math; print('%.3f' % math.log2($prev / $err))")
    else
        order="-"
    fi
    printf "%6d %6d %14s %8s\n" $N $it $err $order
    prev=$err
done | tee results/h_study_m$m.txt
