#!/bin/bash
# Reference deployment of isotope-chain-f77 (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
    gfortran make liblapack-dev libblas-dev python3 python3-numpy >/dev/null

# 1. the 2006 Makefile: g77 -> gfortran, no author-local ATLAS, no libg2c;
#    gfortran >= 10 rejects the INTEGER word-copy of DOUBLE buffers (WCOPY)
#    unless argument mismatches are allowed.
sed -i \
  -e 's|^FC .*|FC      = gfortran|' \
  -e 's|^FFLAGS .*|FFLAGS  = -O2 -fno-automatic -fallow-argument-mismatch|' \
  -e 's|^LIBS .*|LIBS    = -llapack -lblas|' Makefile
make

# 2. the parser uses np.float / np.int, removed in NumPy 1.24 (bookworm ships 1.24.2)
sed -i -e 's/np\.float\b/float/g' -e 's/np\.int\b/int/g' chainlib/parse.py

bash run_table1.sh
