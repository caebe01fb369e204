"""Hook specifications of pytest-deploybench: the plugin's extension points.

Implement them in a pytest plugin or a conftest.py (plain functions with these names; pytest
only accepts hooks whose names start with `pytest_`).

Who calls each: "every process" is the controller (the pytest process you start) and each
pytest-xdist worker; "the worker" is the process that ran the attempt (the controller itself
without -n).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from .agents.base import Agent, AgentOptions
    from .attempt import AttemptRecord
    from .sandbox.base import Runtime


@pytest.hookspec
def pytest_deploybench_agents() -> Mapping[str, Callable[[AgentOptions], Agent]] | None:
    """Return a mapping ``{name: factory}`` of agents this plugin adds.

    ``factory(options: AgentOptions) -> Agent``. Called by every process, once, when ``--agent``
    is resolved. Packages can instead declare the entry-point group
    ``deploybench.agents`` (``name = "module:factory"``), which needs no pytest plugin.
    """


@pytest.hookspec
def pytest_deploybench_attempt_finished(result: AttemptRecord, record_dir: Path) -> None:
    """Called by the worker that ran an attempt, after its ``result.json`` is written.

    ``result`` is the attempt's record as written (see docs/RECORDS.md); ``record_dir`` its folder.
    Use it to upload or post-process records. Exceptions are reported but do not fail the attempt.
    """


@pytest.hookspec(firstresult=True)
def pytest_deploybench_runtime(config: pytest.Config) -> Callable[[], Runtime] | None:
    """Return a factory ``() -> Runtime`` for the sandboxes of this process, or None for Docker.

    The contract is ``sandbox.base.Runtime`` (readiness, images, start, cleanup, telling a lost
    engine) and ``sandbox.base.Sandbox``; sandbox/docker/ is the reference implementation, and
    tests/test_sandbox_conformance.py is the check. The first non-None result wins. Called by every
    process, once.
    """
