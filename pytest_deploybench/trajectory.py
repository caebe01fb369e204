"""The trajectory of an attempt: one JSON event per line, written as it happens."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any


class Trajectory:
    """Append-only JSONL writer. Every event gets `type`, `t` (unix time) and `step` when given.

    Events are flushed as written, so an interrupted attempt keeps everything up to the interrupt.
    Agents must never put secrets (API keys) in events.
    """

    def __init__(self, path: Path):
        self.path = Path(path)
        self._lock = threading.Lock()
        self._f = open(self.path, "a", encoding="utf-8")
        self.events = 0

    def write(self, type: str, **fields: Any) -> None:
        event = {"type": type, "t": round(time.time(), 3), **fields}
        line = json.dumps(event, ensure_ascii=False, default=str)
        with self._lock:
            self._f.write(line + "\n")
            self._f.flush()
            self.events += 1

    def close(self) -> None:
        with self._lock:
            if not self._f.closed:
                self._f.close()
