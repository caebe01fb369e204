"""The plugin's per-session state, kept in the pytest config's stash."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from .engines import Engine
    from .settings import RunSettings


@dataclass
class DeployBenchState:
    run_id: str
    run_dir: Path
    attempts: int = 1
    session: str = ""  # this pytest session of the run (controller and workers share it): cleanup goes by it
    settings: RunSettings | None = None  # None: no --agent, task items are skipped
    is_worker: bool = False
    host_gpus: tuple[str, ...] = ()
    engines: tuple[Engine, ...] = ()  # --docker-host: every engine of the run (the controller's view)
    engine: str | None = None  # the engine of this process's sandboxes; None: DOCKER_HOST or the local socket
    task_ids: dict[str, str] = field(default_factory=dict)
    registered_markers: set[str] = field(default_factory=set)
    results: dict[str, dict] = field(default_factory=dict)  # nodeid -> compact record (controller)
    run_lock: IO[str] | None = None  # the controller's lock on the run folder, held for the session

    def controls_run(self, config: pytest.Config) -> bool:
        """This process leads a run that executes tasks: an agent is chosen, it is not an xdist
        worker, and it is not --collect-only. Run records, signals, progress and the summary are its job."""
        return self.settings is not None and not self.is_worker and not config.option.collectonly


STATE_KEY = pytest.StashKey[DeployBenchState]()


def get_state(config: pytest.Config) -> DeployBenchState:
    return config.stash[STATE_KEY]
