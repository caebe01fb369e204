"""A third-party plugin for the tests (-p deploybench_test_plugin): adds an agent through the
pluggy hook and counts finished attempts."""

from __future__ import annotations

import json
import os

from pytest_deploybench.agents.builtin import OracleAgent


class PluginOracle(OracleAgent):
    name = "plugin-oracle"


def pytest_deploybench_agents():
    return {"plugin-oracle": PluginOracle}


def pytest_deploybench_attempt_finished(result, record_dir):
    with open(os.environ["DEPLOYBENCH_TEST_RECORD"], "a") as f:
        f.write(json.dumps({"task": result["task_id"], "outcome": result["outcome"], "dir": str(record_dir)}) + "\n")
