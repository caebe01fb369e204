"""An installed agent's native log is written by its CLI, and the agent controls what the CLI prints:
no line of it may turn the attempt into an ERROR (left out of the pass rate, rerun by --resume).

No Docker: the converters read a log file on the host, as they do after a run.
"""

from __future__ import annotations

import json
import logging

import pytest

from pytest_deploybench.agents.base import AgentContext, AgentOptions, TaskView
from pytest_deploybench.agents.installed.claude_code import ClaudeCode
from pytest_deploybench.agents.installed.codex import Codex
from pytest_deploybench.trajectory import Trajectory

VIEW = TaskView("t", "deploy", "systems", "easy", (), "do it", "/w", "none", 60, 1, "1g", 0)

# lines an agent can make a CLI print (its model's or its commands' text reaches the stream)
HOSTILE = [
    '{"type": "assistant", "message": "not a dict"}',
    '{"type": "assistant", "message": {"content": ["a string block", 7, null]}}',
    '{"type": "user", "message": {"content": [["nested"], {"type": "tool_result", "content": 3}]}}',
    '{"type": "item.completed", "item": "not a dict"}',
    '{"type": "item.completed", "item": [1, 2]}',
    '{"type": "turn.completed", "usage": "lots"}',
    '{"x": ' + "9" * 5000 + "}",  # json.loads: ValueError past 4,300 digits
    "[" * 200_000,  # json.loads: RecursionError
    "not json at all",
]
GOOD = {
    "claude-code": [
        {"type": "assistant", "message": {"content": [{"type": "tool_use", "id": "c1", "name": "Bash", "input": {}}]}},
        {"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": "c1", "content": "ok"}]}},
        {"type": "result", "result": "done", "num_turns": 1},
    ],
    "codex": [
        {"type": "item.completed", "item": {"type": "command_execution", "id": "c1", "command": "ls",
                                            "aggregated_output": "ok", "exit_code": 0}},
        {"type": "item.completed", "item": {"type": "agent_message", "text": "done"}},
    ],
}


@pytest.mark.parametrize("agent_class", [ClaudeCode, Codex], ids=["claude-code", "codex"])
def test_hostile_lines_in_a_native_log_cost_nothing_but_themselves(tmp_path, agent_class):
    """Before: `block.get` on a string block (claude-code) and `item.get` on a string item (codex)
    raised AttributeError, and a 200,000-deep line raised RecursionError past `except ValueError`:
    the run of the agent raised, and the attempt became an ERROR."""
    agent = agent_class(AgentOptions(name=agent_class.name, model="openai/scripted"))
    native = tmp_path / agent.native_log
    good = [json.dumps(e) for e in GOOD[agent.name]]
    native.write_text("\n".join(HOSTILE + good[:1] + HOSTILE + good[1:]) + "\n")
    trajectory = Trajectory(tmp_path / "trajectory.jsonl")
    ctx = AgentContext(VIEW, None, agent.options, tmp_path, trajectory, logging.getLogger("t"), 0.0)  # type: ignore[arg-type]
    extra = agent.convert_safely(ctx, native)
    trajectory.close()
    assert extra["summary"] == "done"
    events = [json.loads(line) for line in (tmp_path / "trajectory.jsonl").read_text().splitlines()]
    assert [(e["type"], e.get("call_id")) for e in events if e.get("call_id") == "c1"] == [
        ("tool_call", "c1"),
        ("observation", "c1"),
    ]
    assert next(e for e in events if e["type"] == "observation" and e["call_id"] == "c1")["output"] == "ok"


def test_a_converter_that_still_breaks_costs_the_steps_not_the_attempt(tmp_path, caplog):
    class Broken(ClaudeCode):
        def convert(self, ctx, native):
            raise KeyError("something the CLI never printed before")

    agent = Broken(AgentOptions(name="claude-code", model="openai/scripted"))
    native = tmp_path / agent.native_log
    native.write_text("{}\n")
    ctx = AgentContext(VIEW, None, agent.options, tmp_path, Trajectory(tmp_path / "t.jsonl"),  # type: ignore[arg-type]
                       logging.getLogger("t"), 0.0)
    extra = agent.convert_safely(ctx, native)
    assert "KeyError" in extra["native_log_error"]
