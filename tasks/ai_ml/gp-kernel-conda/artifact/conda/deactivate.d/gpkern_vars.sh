#!/bin/sh
# Undo conda/activate.d/gpkern_vars.sh
if [ -n "${_GPKERN_OLD_OMP}" ]; then
    export OMP_NUM_THREADS="${_GPKERN_OLD_OMP}"
else
    unset OMP_NUM_THREADS
fi
unset _GPKERN_OLD_OMP OPENBLAS_NUM_THREADS
unset GPKERN_JITTER GPKERN_RESTARTS GPKERN_MAXITER GPKERN_SEED GPKERN_VERBOSE
