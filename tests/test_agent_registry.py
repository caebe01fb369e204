"""Finding agents: pluggy hook, entry-point group, module:attr, and clear errors."""

from __future__ import annotations

import json

import pytest

from pytest_deploybench.agents.registry import resolve
from pytest_deploybench.errors import ConfigError

from helpers import DATA_TASKS, run_bench


def test_builtin_agents_resolve_without_importing_model_code():
    import sys

    assert resolve("oracle")(None).name == "oracle"
    assert resolve("noop")(None).name == "noop"
    assert "litellm" not in sys.modules


@pytest.mark.parametrize("name, message", [
    ("nobody", "unknown agent; choose one of"),
    ("os:no_such_attr", "'os' has no attribute 'no_such_attr'"),
    ("os:sep", "is not callable"),
])
def test_bad_agent_names_say_what_to_fix(name, message):
    with pytest.raises(ConfigError, match=message):
        resolve(name)


def test_entry_point_group_adds_an_agent(tmp_path, monkeypatch):
    dist = tmp_path / "deploybench_fake_agent-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: deploybench-fake-agent\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[deploybench.agents]\nfake = deploybench_test_agents:make_lazy\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    factory = resolve("fake")
    assert factory(None).name == "oracle"


@pytest.mark.usefixtures("docker_client")
def test_hook_adds_an_agent_and_sees_finished_attempts(tmp_path):
    record = tmp_path / "finished.jsonl"
    run = run_bench(tmp_path, "-p", "deploybench_test_plugin", "--agent=plugin-oracle", str(DATA_TASKS), "-k", "core-sum",
                    run_id="hook", env={"DEPLOYBENCH_TEST_RECORD": str(record)})
    assert run.results()["core-sum"]["outcome"] == "passed", run.output
    assert json.loads(record.read_text())["task"] == "core-sum"
