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
# 2. the frequency grid of the PR histogram is fixed at [0, 2], the band top of a host chain;
#    the paper bins on [0, omega_top], omega_top = 2/sqrt(min(1, r)): with a light isotope
#    (r < 1) modes lie above 2 and were lumped into the last bin (omega_max > 2 printed).
sed -i 's|^      WBIN = 2.0D0 / DBLE(NBIN)|      WBIN = 2.0D0 / SQRT(MIN(1.0D0, RATIO)) / DBLE(NBIN)|' src/chain.f
grep -q 'SQRT(MIN(1.0D0, RATIO))' src/chain.f
make

# 3. the parser uses np.float / np.int, removed in NumPy 1.24 (bookworm ships 1.24.2)
sed -i -e 's/np\.float\b/float/g' -e 's/np\.int\b/int/g' chainlib/parse.py

# 4. run_fig2.sh reads its flat input with awk regexes using \s / \S (GNU awk); the awk here is
#    mawk 1.3.4 20200120, which takes them as the letters s / S: indented continuation lines
#    of `ratios` are silently dropped (fewer rows). Spell the classes out.
sed -i -e 's/\\s/[ \\t]/g' -e 's/\\S/[^ \\t]/g' run_fig2.sh
grep -q '\^\[ \\t\]+\[^ \\t\]/' run_fig2.sh

bash run_table1.sh
sh run_fig2.sh
