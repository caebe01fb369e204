"""perf stat with syscall tracepoints (the paper's setup).

Needs perf_event_paranoid <= -1 or CAP_PERFMON, and tracefs for the
syscalls:* tracepoints.
"""
import os
import shutil

from .base import Backend, BackendError

EVENTS = ("write", "writev", "pwrite64", "fsync", "fdatasync")


class PerfBackend(Backend):
    name = "perf"

    def _bin(self):
        return self.opts.get("binary", "perf")

    def available(self):
        if not shutil.which(self._bin()):
            return False, "%s not found" % self._bin()
        return True, ""

    def measure(self, argv, raw_path=None):
        out = raw_path or "/tmp/wbench-perf.%d.csv" % os.getpid()
        events = ",".join("syscalls:sys_enter_%s" % e for e in EVENTS)
        cmd = [self._bin(), "stat", "-x", ",", "-o", out, "-e", events, "--"] + list(argv)
        rc, so, se = self.run(cmd)
        if rc != 0:
            raise BackendError("perf stat failed (rc=%d): %s" % (rc, se.strip()[-400:]))
        counts = {}
        with open(out) as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                parts = line.split(",")
                if len(parts) < 3:
                    continue
                value, event = parts[0], parts[2]
                if value.startswith("<"):
                    raise BackendError("perf could not count %s: %s" % (event, value))
                counts[event.split("sys_enter_")[-1]] = int(value)
        if raw_path is None:
            os.unlink(out)
        return counts, so
