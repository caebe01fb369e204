"""The live progress lines and the terminal summary as a user reads them: real runs of the fixture
tasks (`python -m pytest --agent=oracle ...` in a subprocess, helpers.run_bench), with and without
-n, -v and -q. The lines read cleanly: no blank lines between them, no lone progress dots, and no
cost where no model was called (the oracle's records say 0 tokens, $0)."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from helpers import DATA_TASKS, run_bench
from pytest_deploybench.progress import cost_text, end_line
from pytest_deploybench.summary import cost_line

TASKS = "core-sum or core-improve"
SECTION = re.compile(r"^([-=])\1* .+ \1+$")  # pytest's write_sep: the junit line, the deploybench summary


@pytest.fixture(scope="module")
def runs(tmp_path_factory, docker_client):
    tmp = tmp_path_factory.mktemp("progress-runs")
    variants = {
        "plain": [],
        "xdist": ["-n", "2"],
        "verbose": ["-v"],
        "quiet": ["-q"],
        "xdist_live": ["-n", "2", "--log-cli-level=INFO"],
    }
    with ThreadPoolExecutor(2) as pool:
        jobs = {name: pool.submit(run_bench, tmp / name, "--agent=oracle", str(DATA_TASKS), "-k", TASKS, *args,
                                  run_id=name) for name, args in variants.items()}
        return {name: job.result() for name, job in jobs.items()}


def _run_lines(output: str, after: str) -> list[str]:
    """The lines written while the tasks ran: from the line that starts with `after` (pytest's
    "collected ..." or xdist's "2 workers ...") to the first section after them, both left out."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(after))
    end = next(i for i, line in enumerate(lines) if i > start and SECTION.match(line))
    return lines[start + 1:end]


def _check_progress(lines: list[str], total: int) -> None:
    assert lines[-1] == "", lines  # the one blank line pytest puts before a section
    body = lines[:-1]
    assert body and all(line.startswith("deploybench: ") for line in body), body
    for task in ("core-sum", "core-improve"):
        assert f"deploybench: start {task}" in body
        end = next(line for line in body if line.startswith(f"deploybench: end   {task}: "))
        assert body.index(f"deploybench: start {task}") < body.index(end)
        assert re.fullmatch(rf"deploybench: end   {task}: passed in [\d.]+s, 1 step(, score 1)? \[\d/{total}\]", end)


def test_progress_lines_without_xdist_read_cleanly(runs):
    run = runs["plain"]
    assert run.proc.returncode == 0, run.output[-3000:]
    _check_progress(_run_lines(run.proc.stdout, "collected "), 2)
    assert "[100%]" not in run.proc.stdout  # the end lines count; no percentage on a line of its own


def test_progress_lines_under_xdist_read_cleanly(runs):
    run = runs["xdist"]
    assert run.proc.returncode == 0, run.output[-3000:]
    lines = _run_lines(run.proc.stdout, "2 workers [2 items]")
    while lines and lines[0] == "":  # xdist's own blank line after its status line
        lines.pop(0)
    _check_progress(lines, 2)


def test_live_steps_under_xdist_come_from_each_attempts_agent_log(runs):
    """xdist streams no worker's live log; with --log-cli-level=INFO the controller tails agent.log."""
    run = runs["xdist_live"]
    assert run.proc.returncode == 0, run.output[-3000:]
    out = run.proc.stdout
    for task in ("core-sum", "core-improve"):
        lines = [line for line in out.splitlines() if line.startswith(f"{task} | ")]
        assert any(f"agent oracle starts on {task}" in line for line in lines), out[-3000:]
        assert f"{task} | $ bash solution/solve.sh" in lines
        # every step line is printed before the attempt's end line, and only once
        ended = out.index(f"deploybench: end   {task}: ")
        assert any("INFO agent ended: submitted" in line for line in lines)
        assert all(out.index(line) < ended for line in lines)
        assert len(lines) == len(set(lines))
    assert "core-sum | " not in runs["xdist"].proc.stdout  # without live logging, nothing of agent.log


def test_verbose_keeps_pytests_lines_between_the_progress_lines(runs):
    run = runs["verbose"]
    assert run.proc.returncode == 0, run.output[-3000:]
    lines = _run_lines(run.proc.stdout, "collect")
    assert lines[-1] == "" and "" not in lines[:-1], lines
    for task, path in (("core-sum", "systems/core-sum"), ("core-improve", "ai_ml/core-improve")):
        start = lines.index(f"deploybench: start {task}")
        assert re.fullmatch(rf"\S*{path}::{task} PASSED +\[ *\d+%\]", lines[start + 1]), lines
        assert lines[start + 2].startswith(f"deploybench: end   {task}: passed in ")


def test_quiet_shows_the_progress_lines_and_no_dots(runs):
    out = runs["quiet"].proc.stdout
    assert runs["quiet"].proc.returncode == 0, out[-3000:]
    lines = out.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("deploybench: start"))
    end = next(i for i, line in enumerate(lines) if i > first and SECTION.match(line))
    _check_progress(lines[first:end], 2)


def test_no_cost_where_no_model_was_called(runs):
    run = runs["plain"]
    for name in runs:
        out = runs[name].proc.stdout
        summary = out[out.index("deploybench summary"):]
        ours = [line for line in out.splitlines() if " | " not in line]  # not agent.log's lines (`$ cmd`)
        assert not any("$" in line for line in ours) and "cost" not in summary, name
    rec = run.results()["core-sum"]  # the record is as it was: zero, not null, for the oracle
    assert (rec["tokens"], rec["cost_usd"]) == (0, 0.0)


def test_cost_is_shown_where_a_model_was_called():
    base = {"outcome": "passed", "failure_mode": "none", "steps": 7, "score": None}
    assert end_line("t", {**base, "tokens": 22360, "cost_usd": 0.00134}, 3.0, "passed") == (
        "deploybench: end   t: passed in 3.0s, 7 steps, 22,360 tokens, $0.0013")
    assert end_line("t", {**base, "tokens": 22360, "cost_usd": None}, 3.0, "passed").endswith(
        "22,360 tokens, cost unknown")
    assert end_line("t", {**base, "steps": 1, "tokens": 0, "cost_usd": 0.0}, 3.0, "passed") == (
        "deploybench: end   t: passed in 3.0s, 1 step")
    assert cost_text(None, None) is None and cost_text(0, 0.0) is None and cost_text(0, 0.5) == "$0.5000"
    oracle = {"tokens": 0, "cost_usd": 0.0}
    assert cost_line([oracle, oracle]) is None
    assert cost_line([oracle, {"tokens": 10, "cost_usd": 0.25}, {"tokens": 5, "cost_usd": None}]) == (
        "cost $0.2500 over 2 attempts with model calls, 1 of them at unknown prices (not in the sum)")
    assert cost_line([{"tokens": 5, "cost_usd": None}]) == "cost unknown over 1 attempt with model calls"
