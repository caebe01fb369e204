#!/bin/bash
# Weak scaling of the parallel iteration (not in the paper): P strips of N x N each, wall
# time and iterations against P.  The iteration count grows with P (no coarse space),
# so this measures the method, not the machine.   tools/scaling.sh [N] [m]
#
# 2010 version for hopper1 (PBS); on hopper2 run it inside `srun -p short -n 8 --pty bash`.
set -e
cd "$(dirname "$0")/.."
N=${1:-64}
m=${2:-2}
. config/site.env
[ -x bin/schwarz ] || { echo "bin/schwarz missing: run make first" >&2; exit 1; }
mkdir -p results
out=results/scaling_N${N}_m${m}.txt
printf "%4s %6s %10s %12s\n" P iters seconds err_max | tee $out
for P in 2 3 4 6 8; do
    t0=$(date +%s.%N)
    line=$($MPIRUN $MPIFLAGS -np $P bin/schwarz -n $N -m $m -k 0.5 -t 1e-8 -i 5000 | grep '^RESULT')
    t1=$(date +%s.%N)
    it=$(echo "$line" | sed 's/.*iters=\([0-9]*\).*/\1/')
    err=$(echo "$line" | sed 's/.*err_max=\([^ ]*\).*/\1/')
    printf "%4d %6d %10.2f %12s\n" $P $it $(echo "$t1 - $t0" | bc) $err | tee -a $out
done
