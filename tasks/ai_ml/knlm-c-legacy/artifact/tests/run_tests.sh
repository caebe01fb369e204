#!/bin/bash
# Unit tests of the C model (through CTest) and of the Python driver.
set -e
cd "$(dirname "$0")/.."
cmake -S . -B build -DKNLM_TESTS=ON >/dev/null
cmake --build build
(cd build && ctest --output-on-failure)
python3 -m unittest discover -s tests -p 'test_*.py' -v
