#!/usr/bin/env bash
# Reference deployment of knlm.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends gcc libc6-dev make cmake python3 xz-utils >/dev/null
# GCC >= 10 defaults to -fno-common: knlm.h *defines* its globals in every translation unit,
# which only links with the old common-symbol behaviour.
sed -i 's/-O2 -Wall/-O2 -Wall -fcommon/' CMakeLists.txt
# fgets() into a LINE_MAX (2048-byte) buffer splits longer lines (running-text paragraphs):
# the tail becomes an extra "sentence" and the cut word two OOV pieces.  Read whole lines.
sed -i 's/static char line\[LINE_MAX\]/static char line[1 << 20]/' src/counts.c
grep -q 'static char line\[1 << 20\]' src/counts.c
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
# the corpus ships packed (xz), and env.sh points at the author's checkout
tar -xJf data/markov-prose.tar.xz -C data
sed -i 's#^export KNLM_ROOT=.*#export KNLM_ROOT=/workspace/knlm#' env.sh
bash run_ppl.sh
