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

# setup.cfg selects the Intel compiler (fcompiler = intelem, -xHost -ipo): use gfortran
cat > setup.cfg <<'CFG'
[config_fc]
fcompiler = gnu95
opt = -O2
CFG
python3 setup.py build_ext --inplace >/tmp/lbm-build.log 2>&1 || { tail -30 /tmp/lbm-build.log; exit 1; }
python3 -c "import lbmflow; assert lbmflow.HAVE_FORTRAN"
python3 demo.py
python3 run_table1.py
