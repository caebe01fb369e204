#!/bin/bash
# Reference deployment of sis-extinction-cython (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# requirements.txt pins Cython 0.25.2 / numpy 1.13.3: neither builds on Python 3.11.
# Debian's Cython 0.29 still defaults to language_level 2, which the Python-2-era .pyx needs
# (print statement); Cython 3 from PyPI would need the .pyx fixed.
apt-get install -y -qq --no-install-recommends \
    gcc python3 python3-dev cython3 python3-numpy >/dev/null
python3 setup.py build_ext --inplace >/tmp/sisx-build.log 2>&1 || { tail -30 /tmp/sisx-build.log; exit 1; }
python3 run_table1.py
