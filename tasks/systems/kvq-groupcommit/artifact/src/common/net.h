/*
 * net.h - blocking TCP helpers used by the client library, the node's
 * outgoing peer connections and the tools.
 */
#ifndef KVQ_NET_H
#define KVQ_NET_H

#include <stddef.h>
#include "buf.h"
#include "wire.h"

int  kvq_parse_hostport(const char *s, char *host, size_t hostlen, int *port);
int  kvq_listen(const char *host, int port, int backlog);
int  kvq_connect(const char *host, int port, int retries, int retry_ms);
int  kvq_set_nodelay(int fd);
int  kvq_set_nonblock(int fd, int on);
int  kvq_send_all(int fd, const void *p, size_t n);
/* read one complete frame into rb (which is reset first); 0 ok, -1 error/EOF */
int  kvq_recv_frame(int fd, kvq_buf *rb, kvq_hdr *h);
/* send the frame in wb, wait for one reply frame in rb */
int  kvq_rpc(int fd, kvq_buf *wb, kvq_buf *rb, kvq_hdr *h);

#endif
