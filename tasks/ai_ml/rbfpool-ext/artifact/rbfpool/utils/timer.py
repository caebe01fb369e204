"""Wall-clock timing of code sections (used by the benchmarks)."""
import time
from collections import defaultdict
from contextlib import contextmanager


class Timer(object):
    def __init__(self, sync=None):
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)
        self.sync = sync  # e.g. torch.cuda.synchronize for GPU timings

    @contextmanager
    def section(self, name):
        if self.sync:
            self.sync()
        t0 = time.perf_counter()
        try:
            yield
        finally:
            if self.sync:
                self.sync()
            self.totals[name] += time.perf_counter() - t0
            self.counts[name] += 1

    def mean_ms(self, name):
        return 1000.0 * self.totals[name] / max(self.counts[name], 1)

    def report(self):
        return {k: {"total_s": round(v, 4), "calls": self.counts[k], "mean_ms": round(self.mean_ms(k), 3)}
                for k, v in sorted(self.totals.items())}
