"""Wall-clock timing of pipeline stages (reported with -v and in the JSON output)."""
import contextlib
import time

from . import logutil

log = logutil.get("covis.timing")


class StageTimer:
    def __init__(self):
        self.stages = {}

    @contextlib.contextmanager
    def stage(self, name):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            dt = time.perf_counter() - t0
            self.stages[name] = self.stages.get(name, 0.0) + dt
            log.debug("stage %s took %.2f s", name, dt)

    def as_dict(self):
        return {k: round(v, 3) for k, v in self.stages.items()}

    def total(self):
        return sum(self.stages.values())
