/* env.c - buffered append-only writers and positional readers */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include "env.h"
#include "util.h"

#define ENV_BUF (64 * 1024)

static lsm_file *file_new(int fd, const char *path)
{
    lsm_file *f = xcalloc(1, sizeof *f);
    f->fd = fd;
    f->path = xstrdup(path);
    return f;
}

lsm_file *env_create(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return NULL;
    lsm_file *f = file_new(fd, path);
    f->buf_cap = ENV_BUF;
    f->buf = xmalloc(f->buf_cap);
    return f;
}

lsm_file *env_open_read(const char *path)
{
    struct stat st;
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return NULL;
    if (fstat(fd, &st) < 0) {
        close(fd);
        return NULL;
    }
    lsm_file *f = file_new(fd, path);
    f->size = (uint64_t)st.st_size;
    return f;
}

int env_flush(lsm_file *f)
{
    size_t off = 0;
    while (off < f->buf_len) {
        ssize_t n = write(f->fd, f->buf + off, f->buf_len - off);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        off += (size_t)n;
    }
    f->buf_len = 0;
    return 0;
}

int env_append(lsm_file *f, const void *data, size_t len)
{
    const unsigned char *p = data;
    f->size += len;
    while (len) {
        size_t room = f->buf_cap - f->buf_len;
        size_t n = len < room ? len : room;
        memcpy(f->buf + f->buf_len, p, n);
        f->buf_len += n;
        p += n;
        len -= n;
        if (f->buf_len == f->buf_cap && env_flush(f) < 0)
            return -1;
    }
    return 0;
}

int env_sync(lsm_file *f, int really)
{
    if (env_flush(f) < 0)
        return -1;
#ifdef HAVE_FDATASYNC
    if (really)
        return fdatasync(f->fd);
#else
    if (really)
        return fsync(f->fd);
#endif
    return 0;
}

int env_pread(lsm_file *f, void *dst, size_t len, uint64_t off)
{
    unsigned char *p = dst;
    while (len) {
        ssize_t n = pread(f->fd, p, len, (off_t)off);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (n == 0)
            return -1;
        p += n;
        off += (uint64_t)n;
        len -= (size_t)n;
    }
    return 0;
}

void env_close(lsm_file *f)
{
    if (!f)
        return;
    if (f->buf)
        env_flush(f);
    close(f->fd);
    free(f->buf);
    free(f->path);
    free(f);
}

int env_unlink(const char *path)
{
    return unlink(path);
}

uint64_t env_file_size(const char *path)
{
    struct stat st;
    if (stat(path, &st) < 0)
        return 0;
    return (uint64_t)st.st_size;
}
