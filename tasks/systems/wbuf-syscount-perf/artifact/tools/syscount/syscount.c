/* libsyscount.so - count write-family and sync calls from user space.
 *
 * Preload it into a process:
 *
 *     SYSCOUNT_OUT=/tmp/counts.txt LD_PRELOAD=./libsyscount.so prog ...
 *
 * Each wrapper bumps a counter and forwards to the next definition of the
 * symbol (libc).  At exit the counters are appended to $SYSCOUNT_OUT (or
 * printed on stderr) as one line:
 *
 *     syscount pid=1234 write=10 writev=3 pwrite=0 fsync=2 fdatasync=1
 *
 * Written for the ARM loggers of Section 6, where neither perf nor eBPF is
 * available in the vendor kernel.  Only calls that go through the dynamic
 * symbol table are seen: libc-internal calls (stdio flushing through
 * __write, for example) are not, which is what we want, since the writer
 * under test never uses stdio.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#define COUNTERS(X) \
    X(write)        \
    X(writev)       \
    X(pwrite)       \
    X(fsync)        \
    X(fdatasync)

enum {
#define X(n) C_##n,
    COUNTERS(X)
#undef X
    C__N
};

static const char *const cname[C__N] = {
#define X(n) #n,
    COUNTERS(X)
#undef X
};

static unsigned long counts[C__N];

static ssize_t (*real_write)(int, const void *, size_t);
static ssize_t (*real_writev)(int, const struct iovec *, int);
static ssize_t (*real_pwrite)(int, const void *, size_t, off_t);
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);

#define RESOLVE(var, name)                                   \
    do {                                                     \
        if (!(var))                                          \
            *(void **)(&(var)) = dlsym(RTLD_NEXT, name);     \
    } while (0)

ssize_t write(int fd, const void *buf, size_t n)
{
    RESOLVE(real_write, "write");
    __atomic_add_fetch(&counts[C_write], 1, __ATOMIC_RELAXED);
    return real_write(fd, buf, n);
}

ssize_t writev(int fd, const struct iovec *iov, int cnt)
{
    RESOLVE(real_writev, "writev");
    __atomic_add_fetch(&counts[C_writev], 1, __ATOMIC_RELAXED);
    return real_writev(fd, iov, cnt);
}

ssize_t pwrite(int fd, const void *buf, size_t n, off_t off)
{
    RESOLVE(real_pwrite, "pwrite");
    __atomic_add_fetch(&counts[C_pwrite], 1, __ATOMIC_RELAXED);
    return real_pwrite(fd, buf, n, off);
}

int fsync(int fd)
{
    RESOLVE(real_fsync, "fsync");
    __atomic_add_fetch(&counts[C_fsync], 1, __ATOMIC_RELAXED);
    return real_fsync(fd);
}

int fdatasync(int fd)
{
    RESOLVE(real_fdatasync, "fdatasync");
    __atomic_add_fetch(&counts[C_fdatasync], 1, __ATOMIC_RELAXED);
    return real_fdatasync(fd);
}

__attribute__((destructor))
static void syscount_report(void)
{
    const char *out = getenv("SYSCOUNT_OUT");
    FILE *f = stderr;
    int i;

    if (getenv("SYSCOUNT_QUIET") && !out)
        return;
    if (out && *out) {
        /* stdio: its flush goes through libc's internal write and is
         * therefore not counted by our own wrapper */
        f = fopen(out, "a");
        if (!f)
            f = stderr;
    }
    fprintf(f, "syscount pid=%ld", (long)getpid());
    for (i = 0; i < C__N; i++)
        fprintf(f, " %s=%lu", cname[i], counts[i]);
    fputc('\n', f);
    if (f != stderr)
        fclose(f);
}
