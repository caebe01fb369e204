"""Resuming a run: which attempts already have a final result and are not run again."""

from __future__ import annotations

import json
from pathlib import Path

from . import constants as C
from .outcome import ERROR, FAILED, PASSED
from .records import attempt_dir


def is_final(run_dir: Path, task_id: str, attempt: int, retry_errors: bool = True) -> bool:
    """An attempt is final when its result.json says passed or failed (or error, when errors are
    not retried). Interrupted attempts and attempts without a result always run again."""
    path = attempt_dir(run_dir, task_id, attempt) / C.RESULT_FILE
    try:
        outcome = json.loads(path.read_text()).get("outcome")
    except (OSError, ValueError):
        return False
    return outcome in (PASSED, FAILED) or (outcome == ERROR and not retry_errors)
