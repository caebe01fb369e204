#!/bin/sh
# Installed into $CONDA_PREFIX/etc/conda/activate.d by `make env`.
# Settings used for every number in the paper.  See gpkern/_config.py.
export _GPKERN_OLD_OMP="${OMP_NUM_THREADS:-}"
export OMP_NUM_THREADS=1
export OPENBLAS_NUM_THREADS=1
export GPKERN_JITTER=1e-8
export GPKERN_RESTARTS=8
export GPKERN_MAXITER=500
export GPKERN_SEED=2023
export GPKERN_VERBOSE=1
