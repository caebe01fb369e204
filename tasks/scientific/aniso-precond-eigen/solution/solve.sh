#!/bin/bash
# Reference deployment of aniso-precond-eigen (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# requirements.txt pins numpy 1.19.5 / pandas 1.1.5: no wheels for Python 3.11, and pandas 2
# removed DataFrame.append, which the (unmodifiable) driver uses. Debian's pandas 1.5.3 works.
apt-get install -y -qq --no-install-recommends \
    cmake make g++ libeigen3-dev libboost-program-options-dev \
    python3 python3-numpy python3-pandas >/dev/null

# CMakeLists.txt: author's Eigen path, EXACT 3.2.9 pin (Debian has 3.4.0), and the sources
# use dynamic exception specifications, an error under g++ 12's default C++17.
sed -i \
  -e 's|^set(EIGEN3_ROOT .*|set(EIGEN3_ROOT /usr/include/eigen3)|' \
  -e 's|find_package(Eigen3 3.2.9 EXACT REQUIRED)|find_package(Eigen3 3.2 REQUIRED)|' \
  -e 's|^set(CMAKE_CXX_FLAGS_RELEASE .*|&\nset(CMAKE_CXX_STANDARD 14)|' CMakeLists.txt
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 2>&1 | grep -v -i -E 'deprecated|throw\(|\^~|^ +[0-9]+ \||^In file|note:' || true
test -x build/aniso_solve

bash run_table2.sh
