#!/usr/bin/env bash
# Reference deployment of elastic: build the C++ core for real.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3 python3-dev python3-numpy python3-pybind11 \
    python3-pip python3-setuptools python3-wheel g++ >/dev/null
# 1) pyproject.toml does not list pybind11 as a build requirement: in pip's isolated build
#    environment setup.py cannot import it and silently installs only the Python fallback.
sed -i 's/requires = \["setuptools>=61", "wheel"\]/requires = ["setuptools>=61", "wheel", "pybind11>=2.10"]/' pyproject.toml
# 2) the core uses std::clamp (C++17) but setup.py compiles it with -std=c++14.
sed -i 's/cxx_std=14/cxx_std=17/' setup.py
# Debian's python is externally managed (PEP 668); build against Debian's pybind11, offline.
pip install --break-system-packages --no-build-isolation .
cd /tmp && python3 -c "import elastic; assert elastic.BACKEND == 'native', elastic.BACKEND; print('backend', elastic.BACKEND)"
cd - >/dev/null
python3 experiments/table1.py
