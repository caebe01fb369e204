"""A minimal text progress bar (vendored "tinybar" 0.3, MIT licence; trimmed to what we use).

Writes to stderr, redraws at most every 0.2 s, and does nothing when stderr is not a terminal
unless force=True.
"""
import sys
import time


class Progress:
    def __init__(self, total, label="", width=30, force=False, stream=None):
        self.total = max(int(total), 1)
        self.label = label
        self.width = width
        self.stream = stream or sys.stderr
        self.enabled = force or getattr(self.stream, "isatty", lambda: False)()
        self.done = 0
        self.t0 = time.monotonic()
        self._last = 0.0

    def update(self, n=1):
        self.done += n
        now = time.monotonic()
        if self.enabled and (now - self._last > 0.2 or self.done >= self.total):
            self._last = now
            self._draw(now)

    def _draw(self, now):
        frac = min(self.done / self.total, 1.0)
        fill = int(round(frac * self.width))
        rate = self.done / max(now - self.t0, 1e-9)
        eta = (self.total - self.done) / rate if rate > 0 else float("inf")
        bar = "#" * fill + "." * (self.width - fill)
        self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total} {rate:7.0f}/s eta {eta:5.1f}s")
        self.stream.flush()

    def close(self):
        if self.enabled:
            self._draw(time.monotonic())
            self.stream.write("\n")
            self.stream.flush()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
