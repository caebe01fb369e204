"""Resuming a run: which attempts already have a final result and are not run again."""

from __future__ import annotations

from pathlib import Path

from .outcome import ERROR, FAILED, PASSED
from .records import read_result


def is_final(run_dir: Path, task_id: str, attempt: int, retry_errors: bool = True) -> bool:
    """An attempt is final when its result.json says passed or failed (or error, when errors are
    not retried). Interrupted attempts and attempts without a result always run again."""
    outcome = (read_result(run_dir, task_id, attempt) or {}).get("outcome")
    return outcome in (PASSED, FAILED) or (outcome == ERROR and not retry_errors)
