#!/bin/sh
# selftest.sh - check libsyscount.so against a program with known counts.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp /tmp/syscount-selftest.XXXXXX)
SYSCOUNT_OUT="$out" LD_PRELOAD="$here/libsyscount.so" "$here/t_selftest"
line=$(tail -n 1 "$out")
rm -f "$out"
echo "selftest: $line"
for want in write=10 writev=3 pwrite=4 fsync=2 fdatasync=1; do
    case " $line " in
        *" $want "*) ;;
        *) echo "selftest: FAIL (expected $want)"; exit 1 ;;
    esac
done
echo "selftest: PASS"
