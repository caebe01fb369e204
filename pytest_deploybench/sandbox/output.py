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
