"""Bounded capture of command output: keeps the head and the tail, counts what was cut."""

from __future__ import annotations

from collections import deque


class CappedBuffer:
    """Collects bytes up to `cap`: the first cap/2 and the last cap/2 are kept, the middle counted."""

    def __init__(self, cap: int):
        self.cap = max(cap, 2)
        self._head = bytearray()
        self._tail: deque[bytes] = deque()
        self._tail_len = 0
        self.total = 0

    def write(self, data: bytes) -> None:
        self.total += len(data)
        half = self.cap // 2
        room = half - len(self._head)
        if room > 0:
            self._head += data[:room]
            data = data[room:]
        if not data:
            return
        self._tail.append(bytes(data))
        self._tail_len += len(data)
        while self._tail_len - len(self._tail[0]) >= half:
            self._tail_len -= len(self._tail.popleft())

    @property
    def cut(self) -> int:
        """Bytes dropped from the middle."""
        kept = len(self._head) + min(self._tail_len, self.cap - self.cap // 2)
        return self.total - kept

    def getvalue(self) -> bytes:
        tail = b"".join(self._tail)
        tail_keep = self.cap - self.cap // 2
        if len(tail) > tail_keep:
            tail = tail[-tail_keep:]
        return bytes(self._head) + tail

    def text(self) -> str:
        """Decoded output, with a marker line where bytes were cut."""
        if not self.cut:
            return self.getvalue().decode("utf-8", errors="replace")
        tail_keep = self.cap - self.cap // 2
        tail = b"".join(self._tail)[-tail_keep:]
        return (
            bytes(self._head).decode("utf-8", errors="replace")
            + f"\n[... {self.cut} bytes cut by deploybench ...]\n"
            + tail.decode("utf-8", errors="replace")
        )


class CappedSink:
    """A write-only view of a host file that takes at most `cap` bytes of a stream: the first half
    goes to the file as it comes, the last half is held (bounded) and written by `close()` after a
    marker line naming what was cut. For logs fed by the sandbox (verify.log, native agent logs):
    whatever the agent's code prints, the host keeps at most `cap` bytes of it."""

    def __init__(self, fileobj, cap: int):
        self.fileobj = fileobj
        self.cap = max(cap, 2)
        self._head_left = self.cap // 2
        self._tail_bytes: deque[bytes] = deque()
        self._tail_len = 0
        self.total = 0
        self._closed = False

    def write(self, data: bytes) -> int:
        self.total += len(data)
        if self._head_left > 0:
            head = data[: self._head_left]
            self.fileobj.write(head)
            self._head_left -= len(head)
            data = data[len(head) :]
        if data:
            keep = self.cap - self.cap // 2
            self._tail_bytes.append(bytes(data[-keep:]))
            self._tail_len += min(len(data), keep)
            while self._tail_len - len(self._tail_bytes[0]) >= keep:
                self._tail_len -= len(self._tail_bytes.popleft())
        return len(data)

    def flush(self) -> None:
        self.fileobj.flush()

    @property
    def cut(self) -> int:
        return max(0, self.total - self.cap)

    def close(self) -> None:
        """Write the held tail (after a marker when bytes were cut). Leaves the file open."""
        if self._closed:
            return
        self._closed = True
        tail = b"".join(self._tail_bytes)
        keep = self.cap - self.cap // 2
        if self.cut:
            tail = tail[-keep:]
            self.fileobj.write(f"\n[... {self.cut} bytes cut by deploybench ...]\n".encode())
        self.fileobj.write(tail)
        self.fileobj.flush()
