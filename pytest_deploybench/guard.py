"""The disk guard: what a sandbox may write to the host's disk, watched while its attempt runs.

Docker's overlay2 on ext4 (this project's usual host) has no per-container quota, so one
`fallocate -l 500G /x` fills the engine's disk for every attempt on it. The guard looks at the
host's free space every DISK_POLL_S (a statvfs) and has the engine measure the sandbox's writable
layer when the free space fell by a quarter of the sandbox's limit, fell under HOST_DISK_FLOOR_BYTES,
or DISK_MEASURE_S passed. Over `requires.disk`, it removes the sandbox at once (which frees what it
wrote) and the attempt ends as `disk_limit`: the agent's failure, not an infrastructure error.
"""

from __future__ import annotations

import logging
import re
import threading
import time

from . import constants as C
from .sandbox.base import Sandbox

_UNITS = {"": 1, "b": 1, "k": 1024, "m": 1024**2, "g": 1024**3}


def parse_size(text: str) -> int:
    """Bytes of a size as task.yaml writes it ("4g", "512m", "1.5g")."""
    m = re.fullmatch(r"([0-9]+(?:\.[0-9]+)?)([bkmg]?)", text.strip().lower())
    if m is None:
        raise ValueError(f"not a size: {text!r}")
    return int(float(m.group(1)) * _UNITS[m.group(2)])


class DiskGuard:
    """Watches `sandbox` from a thread of its own between start() and stop()."""

    def __init__(self, sandbox: Sandbox, limit_bytes: int, log: logging.Logger | None = None):
        self.sandbox = sandbox
        self.limit = limit_bytes
        self.log = log or logging.getLogger("deploybench.guard")
        self.tripped: str | None = None  # why the sandbox was removed
        self.measured = 0  # measurements of the writable layer taken
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="deploybench-disk-guard", daemon=True)

    def start(self) -> DiskGuard:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)

    def _watch(self) -> None:
        last_free = self.sandbox.host_free_bytes()
        last_measure = time.monotonic()
        while not self._stop.wait(C.DISK_POLL_S):
            try:
                free = self.sandbox.host_free_bytes()
                now = time.monotonic()
                fell = free is not None and last_free is not None and last_free - free >= self.limit // 4
                low = free is not None and free < C.HOST_DISK_FLOOR_BYTES
                due = fell or low or now - last_measure >= C.DISK_MEASURE_S
                if not due:
                    continue
                size = self.sandbox.disk_bytes()
                self.measured += 1
                last_free, last_measure = free, now
                if size is not None and size > self.limit:
                    self.tripped = (
                        f"the sandbox wrote {size} bytes to the host's disk, over its limit of {self.limit} "
                        "(task.yaml requires.disk); it was removed"
                    )
                    self.log.warning("disk guard: %s", self.tripped)
                    self.sandbox.close()
                    return
            except Exception as e:  # noqa: BLE001 (the sandbox went away meanwhile: nothing left to watch)
                if not self._stop.is_set():
                    self.log.debug("disk guard stopped: %s", e)
                return
