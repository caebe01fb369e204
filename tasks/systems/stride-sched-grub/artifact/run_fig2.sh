#!/bin/bash
# Reproduce the data of Figure 2: rebuild the kernel, make the boot ISO with
# the command line of conf/experiment.conf, boot it and collect the results.
set -e
cd "$(dirname "$0")"
if [ ! -f build/CMakeCache.txt ]; then
    echo "build/ is not configured; see README (cmake -B build ...)" >&2
    exit 1
fi
cmake --build build
set -a
. conf/qemu.conf
set +a
python3 scripts/run_fig2.py
