/*
 * net.c - TCP helpers.
 *
 * Host names are resolved with getaddrinfo(); we only ever use IPv4
 * because the testbed (conf/cluster.conf) has no IPv6 addresses.
 */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/types.h>

#include "log.h"
#include "net.h"

int kvq_parse_hostport(const char *s, char *host, size_t hostlen, int *port)
{
    const char *colon = strrchr(s, ':');
    size_t hl;
    if (!colon)
        return -1;
    hl = (size_t)(colon - s);
    if (hl == 0 || hl >= hostlen)
        return -1;
    memcpy(host, s, hl);
    host[hl] = '\0';
    *port = atoi(colon + 1);
    return (*port > 0 && *port < 65536) ? 0 : -1;
}

static int resolve(const char *host, int port, struct sockaddr_in *sa)
{
    struct addrinfo hints, *res = NULL;
    char pbuf[16];
    int rc;

    memset(&hints, 0, sizeof(hints));
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM;
    snprintf(pbuf, sizeof(pbuf), "%d", port);
    rc = getaddrinfo(host, pbuf, &hints, &res);
    if (rc != 0 || !res) {
        LOG_ERR("cannot resolve %s: %s", host, gai_strerror(rc));
        return -1;
    }
    memcpy(sa, res->ai_addr, sizeof(*sa));
    freeaddrinfo(res);
    return 0;
}

int kvq_set_nodelay(int fd)
{
    int one = 1;
    return setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
}

int kvq_set_nonblock(int fd, int on)
{
    int fl = fcntl(fd, F_GETFL, 0);
    if (fl < 0)
        return -1;
    fl = on ? (fl | O_NONBLOCK) : (fl & ~O_NONBLOCK);
    return fcntl(fd, F_SETFL, fl);
}

int kvq_listen(const char *host, int port, int backlog)
{
    struct sockaddr_in sa;
    int fd, one = 1;

    if (resolve(host, port, &sa) < 0)
        return -1;
    fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
    if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
        LOG_ERR("bind %s:%d: %s", host, port, strerror(errno));
        close(fd);
        return -1;
    }
    if (listen(fd, backlog) < 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int kvq_connect(const char *host, int port, int retries, int retry_ms)
{
    struct sockaddr_in sa;
    int fd, attempt;

    if (resolve(host, port, &sa) < 0)
        return -1;
    for (attempt = 0; attempt <= retries; attempt++) {
        fd = socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            return -1;
        if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0) {
            kvq_set_nodelay(fd);
            return fd;
        }
        close(fd);
        if (attempt < retries)
            usleep((useconds_t)retry_ms * 1000);
    }
    LOG_DEBUG("connect %s:%d failed after %d attempts", host, port, retries + 1);
    return -1;
}

int kvq_send_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n > 0) {
        ssize_t w = send(fd, c, n, MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

static int recv_exact(int fd, kvq_buf *rb, size_t n)
{
    if (kvq_buf_reserve(rb, n) < 0)
        return -1;
    while (n > 0) {
        ssize_t r = recv(fd, rb->data + rb->len, n, 0);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (r == 0)
            return -1;
        rb->len += (size_t)r;
        n -= (size_t)r;
    }
    return 0;
}

int kvq_recv_frame(int fd, kvq_buf *rb, kvq_hdr *h)
{
    kvq_buf_reset(rb);
    if (recv_exact(fd, rb, KVQ_HDR_LEN) < 0)
        return -1;
    if (kvq_frame_peek(rb, h) < 0)
        return -1;
    if (recv_exact(fd, rb, h->len) < 0)
        return -1;
    return 0;
}

int kvq_rpc(int fd, kvq_buf *wb, kvq_buf *rb, kvq_hdr *h)
{
    if (kvq_send_all(fd, wb->data, wb->len) < 0)
        return -1;
    return kvq_recv_frame(fd, rb, h);
}
