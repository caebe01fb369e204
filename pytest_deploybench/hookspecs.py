"""Hook specifications of pytest-deploybench: the plugin's extension points.

Implement them in a pytest plugin or a conftest.py (plain functions with these names).
"""

from __future__ import annotations

import pytest


@pytest.hookspec
def deploybench_agents():
    """Return a mapping ``{name: factory}`` of agents this plugin adds.

    ``factory(options: AgentOptions) -> Agent``. Called once per process (the controller and every
    xdist worker) when ``--agent`` is resolved. Packages can instead declare the entry-point group
    ``deploybench.agents`` (``name = "module:factory"``), which needs no pytest plugin.
    """


@pytest.hookspec
def deploybench_attempt_finished(result: dict, record_dir):
    """Called on the process that ran an attempt, after its ``result.json`` is written.

    ``result`` is the attempt's record as written (see docs/RECORDS.md); ``record_dir`` its folder.
    Use it to upload or post-process records. Exceptions are reported but do not fail the attempt.
    """
