"""bpftrace backend (scripts/syscount.bt): used on the CI runner, which has
bpftrace but an old perf.  Needs CAP_BPF/CAP_SYS_ADMIN and a kernel with
BTF or matching headers."""
import os
import re
import shutil
import subprocess

from .base import Backend, BackendError
from ..config import ROOT

LINE = re.compile(r"^@calls\[(\w+)\]:\s*(\d+)")


class BpftraceBackend(Backend):
    name = "bpftrace"

    def _bin(self):
        return self.opts.get("binary", "bpftrace")

    def available(self):
        if not shutil.which(self._bin()):
            return False, "%s not found" % self._bin()
        return True, ""

    def measure(self, argv, raw_path=None):
        script = os.path.join(ROOT, self.opts.get("script", "scripts/syscount.bt"))
        cmd = [self._bin(), "-q", script, "-c", " ".join(argv)]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            raise BackendError("bpftrace failed (rc=%d): %s" % (p.returncode, p.stderr.strip()[-400:]))
        counts, prog_out = {}, []
        for line in p.stdout.splitlines():
            m = LINE.match(line)
            if m:
                counts[m.group(1)] = int(m.group(2))
            elif line.startswith("wbuf-bench "):
                prog_out.append(line)
        if raw_path:
            with open(raw_path, "w") as f:
                f.write(p.stdout)
        return counts, "\n".join(prog_out) + "\n"
