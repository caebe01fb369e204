"""Hook specifications of pytest-deploybench: the plugin's extension points.

Implement them in a pytest plugin or a conftest.py (plain functions with these names; pytest
only accepts hooks whose names start with `pytest_`).
"""

from __future__ import annotations

import pytest


@pytest.hookspec
def pytest_deploybench_agents():
    """Return a mapping ``{name: factory}`` of agents this plugin adds.

    ``factory(options: AgentOptions) -> Agent``. Called once per process (the controller and every
    xdist worker) when ``--agent`` is resolved. Packages can instead declare the entry-point group
    ``deploybench.agents`` (``name = "module:factory"``), which needs no pytest plugin.
    """


@pytest.hookspec
def pytest_deploybench_attempt_finished(result: dict, record_dir):
    """Called on the process that ran an attempt, after its ``result.json`` is written.

    ``result`` is the attempt's record as written (see docs/RECORDS.md); ``record_dir`` its folder.
    Use it to upload or post-process records. Exceptions are reported but do not fail the attempt.
    """


@pytest.hookspec(firstresult=True)
def pytest_deploybench_runtime(config):
    """Return a factory ``() -> runtime`` for the sandboxes of this process, or None for Docker.

    A runtime has ``start(request: SandboxRequest) -> Sandbox``, ``wait_ready()`` (returns once
    its engine answers; called before each attempt) and a ``client`` for images (see
    sandbox/docker/runtime.py; subclassing DockerRuntime gives all three). The first non-None result wins. Called once per process.
    """
