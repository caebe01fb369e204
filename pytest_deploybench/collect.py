"""Collection: every directory holding a task.yaml is one pytest collector with one item per attempt.

Infrastructure trouble surfaces as a pytest ERROR because the whole attempt runs in the item's
setup phase; `runtest` only judges the verdict, so a failed deployment is a FAILED test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from . import constants as C
from .attempt import AttemptRecord, fields, value
from .errors import DeployBenchError, FatalRunError, InfraError, TaskSpecError
from .outcome import Outcome
from .spec import Task, load_task
from .state import get_state
from .text import plural

# JUnit testcase properties, in this order.
JUNIT_PROPERTIES = fields(
    "domain",
    "kind",
    "difficulty",
    "failure_mode",
    "end_reason",
    "verifier_status",
    "steps",
    "tokens",
    "cost_usd",
    "agent_s",
    "verify_s",
    "score",
)


class TaskFailed(Exception):
    """The agent's deployment did not verify (a FAILED test, shown as one line)."""


class TaskDirectory(pytest.Directory):
    """A task directory: yields its attempts; never looks inside artifact/ or verify/."""

    def collect(self):
        config = self.config
        try:
            task = load_task(self.path, display_root=config.rootpath)
        except TaskSpecError as e:
            yield BrokenTaskItem.from_parent(self, name=self.path.name, error=str(e))
            return
        state = get_state(config)
        duplicate = duplicate_id(state.task_ids, task.id, self.path)
        if duplicate:
            yield BrokenTaskItem.from_parent(self, name=self.path.name, error=duplicate)
            return
        attempts = state.attempts
        for k in range(1, attempts + 1):
            name = task.id if attempts == 1 else f"{task.id}[{k}]"
            item = TaskItem.from_parent(self, name=name, task=task, attempt=k)
            for marker in task.spec.markers():
                if not marker.startswith("lang_") or marker in state.registered_markers:
                    item.add_marker(marker)
                    continue
                config.addinivalue_line("markers", f"{marker}: tasks in this language")
                state.registered_markers.add(marker)
                item.add_marker(marker)
            yield item


class BrokenTaskItem(pytest.Item):
    """A task whose task.yaml or files are invalid: an ERROR with one line; the others still run."""

    def __init__(self, *, error: str, **kwargs):
        super().__init__(**kwargs)
        self.error = error

    def setup(self) -> None:
        raise TaskSpecError(self.error)

    def runtest(self) -> None:  # never reached: setup raises
        raise TaskSpecError(self.error)

    def repr_failure(self, excinfo, style=None):
        return str(excinfo.value)

    def reportinfo(self):
        return self.path, None, f"task {self.name} (invalid)"


class TaskItem(pytest.Item):
    """One attempt of one task."""

    def __init__(self, *, task: Task, attempt: int, **kwargs):
        super().__init__(**kwargs)
        self.task = task
        self.attempt = attempt
        self.record: AttemptRecord | None = None

    def setup(self) -> None:
        state = get_state(self.config)
        if state.settings is None:
            pytest.skip("no --agent given; run with --agent=oracle (reference) or --agent=NAME to run tasks")
        need = self.task.spec.requires.gpus
        if need and need > len(state.settings.gpu_ids):
            have = len(state.settings.gpu_ids)
            where = "this host has none" if not state.host_gpus else f"this worker holds {have}"
            pytest.skip(f"needs {plural(need, 'GPU')}; {where}")
        from .runner import run_attempt

        try:
            self.record = run_attempt(self.task, self.attempt, state.settings, node_id=self.nodeid)
        except FatalRunError as e:
            self.session.shouldstop = f"deploybench: {e}"
            raise
        finally:
            self._set_properties()
        if self.record["outcome"] == Outcome.ERROR:
            raise InfraError(f"{self.task.id}: {self.record['error']}")

    def _set_properties(self) -> None:
        state = get_state(self.config)
        rec = self.record
        if rec is None:
            from .records import read_result

            assert state.settings is not None, "setup() skips before running an attempt without settings"
            rec = self.record = read_result(state.settings.run_dir, self.task.id, self.attempt)
            if rec is None:
                return
        for key in JUNIT_PROPERTIES:
            v = value(rec, key, plain=True)
            self.user_properties.append((key, "" if v is None else v))

    def runtest(self) -> None:
        rec = self.record
        assert rec is not None, "setup() ran the attempt (pytest runs no test whose setup failed)"
        if rec["outcome"] == Outcome.PASSED:
            return
        failed = [c for c in (rec.get("verify") or {}).get("checks", []) if not c["ok"]]
        first = f"; first failed check: {failed[0]['name']}: {failed[0]['detail']}" if failed else ""
        raise TaskFailed(
            f"{rec['failure_mode']}: agent ended with {rec['end_reason']}, verifier said {rec['verifier_status']}"
            f"{first} (records: {Path(state_dir(self)) / rec['task_id'] / ('attempt-' + str(rec['attempt']))})"
        )

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, (TaskFailed, DeployBenchError)):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return self.path, None, f"task {self.name}"


def state_dir(item: pytest.Item) -> Path:
    settings = get_state(item.config).settings
    assert settings is not None, "a task item runs only with settings (its setup skips without them)"
    return settings.run_dir


def is_task_dir(path: Path) -> bool:
    """A task.yaml, or the shape of a task without one (then it is collected as a broken task,
    never searched for test files: an artifact's own tests must not run on the host)."""
    if (path / C.TASK_FILE).is_file():
        return True
    return (path / C.ARTIFACT_DIR).is_dir() and (path / "solution").is_dir()


def duplicate_id(ids: dict[str, str], task_id: str, path: Path) -> str | None:
    """The error line when another directory in `ids` (id -> directory) already uses `task_id`;
    otherwise None, and `path` is recorded as the id's directory."""
    first = ids.setdefault(task_id, str(path))
    if first == str(path):
        return None
    return f"{path}: id {task_id!r} is also used by {first}; ids must be unique"
