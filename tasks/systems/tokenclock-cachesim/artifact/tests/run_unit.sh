#!/bin/sh
# Run the unit-test binaries given as arguments; each prints "ok N - ..." lines
# (TAP-like) and exits non-zero on the first failure.
status=0
for t in "$@"; do
    if out=$("./$t" 2>&1); then
        n=$(printf '%s\n' "$out" | grep -c '^ok')
        printf '%-24s %3d ok\n' "$t" "$n"
    else
        printf '%s\n' "$out"
        printf '%-24s FAILED\n' "$t"
        status=1
    fi
done
[ $status -eq 0 ] && echo "unit tests passed"
exit $status
