#!/bin/sh
# The preloaded counter must agree with strace on one small cell (run by hand;
# needs strace).
set -e
cd "$(dirname "$0")/.."
make -s all
tmp=$(mktemp -d)
SYSCOUNT_OUT=$tmp/c LD_PRELOAD=tools/syscount/libsyscount.so \
    bin/wbuf-bench -p copybuf -w steady -n 500 -s 7 -k 50 -d "$tmp" >/dev/null
cat "$tmp/c"
strace -f -c -e trace=write,writev,pwrite64,fsync,fdatasync \
    bin/wbuf-bench -p copybuf -w steady -n 500 -s 7 -k 50 -d "$tmp" 2>&1 >/dev/null | tail -n 8
rm -rf "$tmp"
