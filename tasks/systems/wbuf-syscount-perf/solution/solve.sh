#!/bin/bash
# Reference deployment of wbuf-syscount-perf (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# C toolchain for the writer and the counter; the driver's numpy from Debian
# (the pinned numpy==1.18.5 has no wheel for Python 3.11).
apt-get install -y -qq --no-install-recommends \
    gcc make libc6-dev python3 python3-numpy >/dev/null

# gcc + _FORTIFY_SOURCE warns about the ignored write() result in pol_pwseg.c
# (warn_unused_result is not silenced by a (void) cast); -Werror turns it
# into a build failure.  Keep the warning, drop -Werror.
sed -i 's/^\(WARN *:= .*\) -Werror$/\1/' Makefile
grep -q '^WARN .*-Wextra$' Makefile

# perf/bpftrace cannot run in an unprivileged container (no perf_event_open,
# no tracefs, no CAP_BPF): count with the artifact's preloaded counter.
# The writer is built with -D_FILE_OFFSET_BITS=64, so glibc's headers
# redirect its pwrite() calls to the pwrite64 symbol, which the counter does
# not wrap: pwseg's segment writes would go uncounted.  Add the wrapper.
python3 - <<'PY'
p = "tools/syscount/syscount.c"
s = open(p).read()
s = s.replace("    X(pwrite)       \\\n", "    X(pwrite)       \\\n    X(pwrite64)     \\\n", 1)
s = s.replace("static int (*real_fsync)(int);",
              "static ssize_t (*real_pwrite64)(int, const void *, size_t, off_t);\n"
              "static int (*real_fsync)(int);", 1)
s = s.replace("int fsync(int fd)\n",
              "ssize_t pwrite64(int fd, const void *buf, size_t n, off_t off)\n"
              "{\n"
              "    RESOLVE(real_pwrite64, \"pwrite64\");\n"
              "    __atomic_add_fetch(&counts[C_pwrite64], 1, __ATOMIC_RELAXED);\n"
              "    return real_pwrite64(fd, buf, n, off);\n"
              "}\n\n"
              "int fsync(int fd)\n", 1)
open(p, "w").write(s)
PY
grep -q 'X(pwrite64)' tools/syscount/syscount.c

# pwseg writes records larger than a segment with syscall(SYS_pwrite64, ...):
# a raw system call never passes through the pwrite/pwrite64 symbols, so
# the counter must also wrap syscall() and count by number.
python3 - <<'PY'
p = "tools/syscount/syscount.c"
s = open(p).read()
s = s.replace("#include <sys/uio.h>\n", "#include <sys/syscall.h>\n#include <sys/uio.h>\n", 1)
s = s.replace("static int (*real_fsync)(int);",
              "static long (*real_syscall)(long, ...);\n"
              "static int (*real_fsync)(int);", 1)
s = s.replace("int fsync(int fd)\n",
              "long syscall(long nr, ...)\n"
              "{\n"
              "    va_list ap;\n"
              "    long a[6];\n"
              "    int i;\n"
              "    va_start(ap, nr);\n"
              "    for (i = 0; i < 6; i++)\n"
              "        a[i] = va_arg(ap, long);\n"
              "    va_end(ap);\n"
              "    RESOLVE(real_syscall, \"syscall\");\n"
              "    switch (nr) {\n"
              "    case SYS_write: __atomic_add_fetch(&counts[C_write], 1, __ATOMIC_RELAXED); break;\n"
              "    case SYS_writev: __atomic_add_fetch(&counts[C_writev], 1, __ATOMIC_RELAXED); break;\n"
              "    case SYS_pwrite64: __atomic_add_fetch(&counts[C_pwrite64], 1, __ATOMIC_RELAXED); break;\n"
              "    case SYS_fsync: __atomic_add_fetch(&counts[C_fsync], 1, __ATOMIC_RELAXED); break;\n"
              "    case SYS_fdatasync: __atomic_add_fetch(&counts[C_fdatasync], 1, __ATOMIC_RELAXED); break;\n"
              "    default: break;\n"
              "    }\n"
              "    return real_syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]);\n"
              "}\n\n"
              "int fsync(int fd)\n", 1)
open(p, "w").write(s)
PY
grep -q '^long syscall(long nr' tools/syscount/syscount.c

# measurement configuration: the counter instead of perf, and a scratch
# directory that exists here (not the authors' NVMe mount)
sed -i 's|^backend = .*|backend = shim|' conf/measure.ini
sed -i 's|^scratch_dir = .*|scratch_dir = /var/tmp/wbench-scratch|' conf/measure.ini
# the shim backend runs the benchmark with the ARM loggers' buffer profile
# (Section 6) by default; Table 3 is the testbed profile (Table 1 sizes)
sed -i 's|^profile = .*|profile = testbed|' conf/measure.ini
grep -q '^profile = testbed' conf/measure.ini

make clean all
make check
bash run_table3.sh
