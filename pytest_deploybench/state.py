"""The plugin's per-session state, kept in the pytest config's stash."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .runner import RunSettings


@dataclass
class DeployBenchState:
    run_id: str
    run_dir: Path
    attempts: int = 1
    settings: RunSettings | None = None  # None: no --agent, task items are skipped
    is_worker: bool = False
    host_gpus: tuple[str, ...] = ()
    task_ids: dict[str, str] = field(default_factory=dict)
    registered_markers: set[str] = field(default_factory=set)
    results: dict[str, dict] = field(default_factory=dict)  # nodeid -> compact record (controller)


STATE_KEY = pytest.StashKey[DeployBenchState]()


def get_state(config: pytest.Config) -> DeployBenchState:
    return config.stash[STATE_KEY]
