#!/bin/sh
# smoke.sh - run the benchmark once on the quick configuration.
# Used by `make check` and `make smoke`.
top_builddir=${1:-${top_builddir:-..}}
top_srcdir=${top_srcdir:-$top_builddir}
bench="$top_builddir/bench/lsmbench"
conf="$top_srcdir/conf/quick.conf"
[ -f "$conf" ] || conf="$(dirname "$0")/../conf/quick.conf"
out=$(mktemp)
if ! "$bench" -q -c "$conf" -w uniform -p mpb -d "${TMPDIR:-/tmp}/mpblsm-smoke.$$" -o "$out"; then
    echo "smoke: lsmbench failed"
    exit 1
fi
if ! grep -q '"checksum"' "$out"; then
    echo "smoke: no report written"
    exit 1
fi
rm -f "$out"
echo "smoke: OK"
exit 0
