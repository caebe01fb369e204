#!/bin/bash
# Iteration counts of the multiplicative (bin/schwarz_seq, one process) and the parallel
# (bin/schwarz, 2 ranks) iteration for a range of overlaps; for the 2010 lecture notes.
#   tools/seq_vs_par.sh [N] [m ...]          (make && make seq first)
set -e
cd "$(dirname "$0")/.."
N=${1:-64}
shift || true
MS=${*:-0 1 2 4 8}
. config/site.env
for b in bin/schwarz bin/schwarz_seq; do
    [ -x $b ] || { echo "$b missing: run make and make seq first" >&2; exit 1; }
done
iters() { sed -n 's/^RESULT.* iters=\([0-9]*\).*/\1/p'; }
printf "%4s %8s %8s %7s %8s\n" m parallel seq ratio theory
for m in $MS; do
    ip=$($MPIRUN $MPIFLAGS -np 2 bin/schwarz -n $N -m $m -k 0.5 -t 1e-10 | iters)
    is=$(bin/schwarz_seq -n $N -m $m -k 0.5 -t 1e-10 | iters)
    th=$(python3 tools/theory.py $N $m | awk 'NR == 2 { print $5 }')
    ratio=$(awk -v a=$ip -v b=$is 'BEGIN { printf "%.2f", a / b }')
    printf "%4d %8d %8d %7s %8s\n" $m $ip $is $ratio $th
done
