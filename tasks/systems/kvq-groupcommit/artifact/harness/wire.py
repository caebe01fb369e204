"""The admin subset of the kvq wire protocol (docs/protocol.md), in Python.

The harness talks to nodes directly for PING, STATS, DOWN/UP/LIVE and
SHUTDOWN; data operations go through the C client (kvq-bench) so that the
measured path is the real one.
"""
import socket
import struct
import time

MAGIC = 0x514B
HDR = struct.Struct("<HBBII")

PING, PONG = 0x20, 0x21
STATS, STATS_REPLY = 0x22, 0x23
DOWN, UP, LIVE, ADMIN_OK, SHUTDOWN, FLUSH = 0x24, 0x25, 0x26, 0x27, 0x28, 0x29

OK, NOTFOUND, UNAVAILABLE, ERROR = 0, 1, 2, 3


class WireError(Exception):
    pass


def frame(mtype, seq, payload=b""):
    return HDR.pack(MAGIC, mtype, 0, seq, len(payload)) + payload


def _recv_exact(sock, n):
    chunks = []
    while n:
        b = sock.recv(n)
        if not b:
            raise WireError("connection closed")
        chunks.append(b)
        n -= len(b)
    return b"".join(chunks)


def recv_frame(sock):
    magic, mtype, _flags, seq, length = HDR.unpack(_recv_exact(sock, HDR.size))
    if magic != MAGIC:
        raise WireError("bad magic 0x%04x" % magic)
    return mtype, seq, _recv_exact(sock, length) if length else b""


class AdminConn:
    """One admin connection to one node."""

    def __init__(self, host, port, timeout=30.0):
        self.addr = (host, port)
        self.timeout = timeout
        self.sock = None
        self.seq = 0

    def connect(self, retries=100, delay=0.05):
        last = None
        for _ in range(retries):
            try:
                s = socket.create_connection(self.addr, timeout=self.timeout)
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                self.sock = s
                return self
            except OSError as e:  # not listening yet
                last = e
                time.sleep(delay)
        raise WireError("cannot connect to %s:%d: %s" % (self.addr[0], self.addr[1], last))

    def close(self):
        if self.sock:
            self.sock.close()
            self.sock = None

    def call(self, mtype, payload=b""):
        if self.sock is None:
            self.connect()
        self.seq += 1
        self.sock.sendall(frame(mtype, self.seq, payload))
        rtype, rseq, body = recv_frame(self.sock)
        if rseq != self.seq:
            raise WireError("reply out of order (%d != %d)" % (rseq, self.seq))
        return rtype, body

    def ping(self):
        rtype, _ = self.call(PING)
        return rtype == PONG

    def stats(self):
        rtype, body = self.call(STATS)
        if rtype != STATS_REPLY:
            raise WireError("unexpected reply to STATS: 0x%02x" % rtype)
        out = {}
        for line in body.decode().splitlines():
            if "=" in line:
                k, v = line.split("=", 1)
                out[k] = v
        return out

    def _status(self, rtype, body):
        if rtype != ADMIN_OK or not body or body[0] != OK:
            raise WireError("admin request refused")

    def down(self, node, tick):
        self._status(*self.call(DOWN, struct.pack("<BQ", node, tick)))

    def up(self, node, tick):
        self._status(*self.call(UP, struct.pack("<BQ", node, tick)))

    def live(self, mask):
        self._status(*self.call(LIVE, struct.pack("<I", mask)))

    def flush(self):
        self._status(*self.call(FLUSH))

    def shutdown(self):
        try:
            self.call(SHUTDOWN)
        except (OSError, WireError):
            pass
        self.close()
