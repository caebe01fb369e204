"""LD_PRELOAD counter (tools/syscount) for kernels without perf or eBPF.

The counter appends one line per process to $SYSCOUNT_OUT at exit; the
counts of all lines are added up (a wrapper shell would add its own line,
with zeros).

The counter was written for the loggers of Section 6, and runs there use the
loggers' buffer profile; the backend passes it on ([shim] profile).
"""
import os
import re

from .base import Backend, BackendError
from ..config import ROOT

FIELD = re.compile(r"(\w+)=(\d+)")


class ShimBackend(Backend):
    name = "shim"

    def _lib(self):
        lib = self.opts.get("library", "tools/syscount/libsyscount.so")
        return lib if os.path.isabs(lib) else os.path.join(ROOT, lib)

    def available(self):
        if not os.path.exists(self._lib()):
            return False, "%s not built (make -C tools/syscount)" % self._lib()
        return True, ""

    def measure(self, argv, raw_path=None):
        out = raw_path or "/tmp/wbench-shim.%d.txt" % os.getpid()
        if os.path.exists(out):
            os.unlink(out)
        env = dict(os.environ)
        env["LD_PRELOAD"] = self._lib()
        env["SYSCOUNT_OUT"] = out
        env["WBUF_PROFILE"] = self.opts.get("profile", "logger")
        rc, so, se = self.run(list(argv), env=env)
        if rc != 0:
            raise BackendError("%s failed (rc=%d): %s" % (argv[0], rc, se.strip()[-400:]))
        if not os.path.exists(out):
            raise BackendError("the counter wrote nothing to %s (LD_PRELOAD ignored?)" % out)
        counts = {}
        with open(out) as f:
            for line in f:
                if not line.startswith("syscount "):
                    continue
                for k, v in FIELD.findall(line):
                    if k == "pid":
                        continue
                    counts[k] = counts.get(k, 0) + int(v)
        if raw_path is None:
            os.unlink(out)
        return counts, so
