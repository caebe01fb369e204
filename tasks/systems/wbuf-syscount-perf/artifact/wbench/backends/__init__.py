"""Measurement backends, by name (conf/measure.ini: [measure] backend)."""
from .base import Backend, BackendError
from .bpftrace import BpftraceBackend
from .perf import PerfBackend
from .shim import ShimBackend

BACKENDS = {
    "perf": PerfBackend,
    "bpftrace": BpftraceBackend,
    "shim": ShimBackend,
}


def get_backend(name, opts_by_section=None):
    try:
        cls = BACKENDS[name]
    except KeyError:
        raise BackendError("unknown backend %r (have: %s)" % (name, ", ".join(sorted(BACKENDS))))
    return cls((opts_by_section or {}).get(name, {}))
