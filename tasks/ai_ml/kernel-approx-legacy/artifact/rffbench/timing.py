"""Wall-clock timing helpers for scripts/timing.py."""
import time
from contextlib import contextmanager


class Timer(object):
    def __init__(self):
        self.records = []

    @contextmanager
    def __call__(self, label):
        t0 = time.time()
        try:
            yield
        finally:
            self.records.append((label, time.time() - t0))

    def total(self, prefix=""):
        return sum(t for label, t in self.records if label.startswith(prefix))

    def table(self):
        width = max([len(label) for label, _ in self.records] + [5])
        return "\n".join("%-*s %8.3f s" % (width, label, t) for label, t in self.records)


def best_of(fn, repeat=3):
    """Minimum wall time of `repeat` calls of fn()."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.time()
        fn()
        best = min(best, time.time() - t0)
    return best
