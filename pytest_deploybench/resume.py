"""Resuming a run: which attempts already have a final result and are not run again."""

from __future__ import annotations

from pathlib import Path

from .outcome import Outcome
from .records import read_result


def is_final(run_dir: Path, task_id: str, attempt: int, retry_errors: bool = True) -> bool:
    """An attempt is final when its result.json says passed or failed (or error, when errors are
    not retried). Interrupted attempts and attempts without a result always run again."""
    record = read_result(run_dir, task_id, attempt)
    outcome = None if record is None else record["outcome"]
    return outcome in (Outcome.PASSED, Outcome.FAILED) or (outcome == Outcome.ERROR and not retry_errors)
