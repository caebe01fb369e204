#!/bin/bash
# Reference deployment of lbm-trt-f2py (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# numpy==1.16.6 has no wheel for Python 3.11 (and numpy >= 2 / Python >= 3.12 dropped
# numpy.distutils, which setup.py uses). Debian's NumPy 1.24 still ships numpy.distutils.
# f2py needs a Fortran compiler and the Python headers.
apt-get install -y -qq --no-install-recommends \
    gfortran gcc python3 python3-dev python3-numpy python3-setuptools >/dev/null

# setup.cfg is for Intel Fortran (intelem, -xHost -ipo, -r8). src/lbm2d.f90 declares
# its internals as default REAL and relies on -r8 (default real = 8 bytes): gfortran's
# equivalent is -fdefault-real-8. Without it the 2-D kernel runs in single precision,
# never converges to 1e-10 and gives wrong permeabilities.
cat > setup.cfg <<'CFG'
[config_fc]
fcompiler = gnu95
opt = -O2
f90flags = -fdefault-real-8
CFG

# lbmflow/geometry.py was written for Python 2 (no `from __future__ import division`):
# the cylinder axis is meant to sit on node (L//2, L//2); under Python 3 `n / 2` puts it
# half-way between nodes for odd L (different staircase, 316 instead of 317 solid nodes).
sed -i 's|centre = (n / 2, n / 2)|centre = (n // 2, n // 2)|' lbmflow/geometry.py
grep -q 'centre = (n // 2, n // 2)' lbmflow/geometry.py

# ./lbmflowrc (the author's local settings) caps the solver at 40000 steps; the paper's
# runs were made from a scratch directory (jobs/*.slurm) with the default limit.
sed -i '/^maxit/d' lbmflowrc

python3 setup.py build_ext --inplace >/tmp/lbm-build.log 2>&1 || { tail -30 /tmp/lbm-build.log; exit 1; }
python3 -c "import lbmflow; assert lbmflow.HAVE_FORTRAN and lbmflow.HAVE_KERNEL2D"
python3 demo.py
python3 run_table2.py params/quick.txt
