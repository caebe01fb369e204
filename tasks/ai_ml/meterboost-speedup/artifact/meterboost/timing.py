"""Stage timers for `--timings` (wall clock per stage, printed on stderr at the end)."""
import sys
import time
from contextlib import contextmanager


class Timings:
    def __init__(self, enabled=False):
        self.enabled = enabled
        self.stages = []

    @contextmanager
    def stage(self, name):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.stages.append((name, time.perf_counter() - t0))

    def report(self, out=sys.stderr):
        if not self.enabled:
            return
        total = sum(s for _, s in self.stages) or 1e-9
        for name, s in self.stages:
            print(f"  {name:<14s} {s:8.3f} s  {100 * s / total:5.1f}%", file=out)
        print(f"  {'total':<14s} {total:8.3f} s", file=out)
