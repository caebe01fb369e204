/* t_selftest.c - known numbers of write-family and sync calls. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "/tmp/syscount-selftest.dat";
    char buf[64];
    struct iovec iov[2];
    int fd, i;

    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        perror(path);
        return 1;
    }
    memset(buf, 'x', sizeof(buf));
    for (i = 0; i < 10; i++)
        if (write(fd, buf, sizeof(buf)) != (ssize_t)sizeof(buf))
            return 1;
    iov[0].iov_base = buf;
    iov[0].iov_len = 8;
    iov[1].iov_base = buf + 8;
    iov[1].iov_len = 8;
    for (i = 0; i < 3; i++)
        if (writev(fd, iov, 2) != 16)
            return 1;
    for (i = 0; i < 4; i++)
        if (pwrite(fd, buf, 16, 4096 + 16 * i) != 16)
            return 1;
    fsync(fd);
    fsync(fd);
    fdatasync(fd);
    close(fd);
    unlink(path);
    return 0;
}
