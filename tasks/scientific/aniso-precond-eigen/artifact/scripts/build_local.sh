#!/bin/sh
# Build on the author's workstation (Ubuntu 14.04, Eigen unpacked in ~/src).
# Kept for reference; the README's three commands are the supported way.
set -e
cd "$(dirname "$0")/.."
: "${EIGEN3_ROOT:=$HOME/src/eigen-3.2.9}"
: "${BUILD_TYPE:=Release}"
mkdir -p build
cd build
cmake .. -DCMAKE_BUILD_TYPE="$BUILD_TYPE" -DCMAKE_CXX_COMPILER=g++-4.4
make -j"$(nproc 2>/dev/null || echo 1)"
./aniso_solve --n 16 --eps 1e-2 --theta 30 --header
