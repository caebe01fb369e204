"""A lock across processes (pytest-xdist workers) for building one image once."""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import tempfile
import time
from pathlib import Path


def lock_dir() -> Path:
    d = Path(os.environ.get("DEPLOYBENCH_LOCK_DIR", Path(tempfile.gettempdir()) / "deploybench-locks"))
    d.mkdir(parents=True, exist_ok=True)
    return d


@contextlib.contextmanager
def build_lock(name: str):
    """Hold an exclusive file lock named after `name`; yields the seconds spent waiting."""
    path = lock_dir() / (hashlib.sha256(name.encode()).hexdigest()[:24] + ".lock")
    with open(path, "a+") as f:
        start = time.monotonic()
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        try:
            yield time.monotonic() - start
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)
