"""Speed-up tasks (experiment.timing): at verification the untouched starter (in a twin of the fresh
sandbox) and the agent's version run in turns, `repeat` runs each, timed on the host's clock and by
CPU time; the score script gets both (ctx.starter_s, ctx.experiment_s, ...). Fixture:
tests/data/own-tasks/ai_ml/sum-speedup (the starter spins a CPU-bound loop per input line unless
its config says MODE=fast)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from helpers import OWN_TASKS, run_bench
from pytest_deploybench.errors import TaskSpecError
from pytest_deploybench.spec import parse_spec

SPEEDUP = OWN_TASKS / "ai_ml" / "sum-speedup"
docker = pytest.mark.usefixtures("docker_client")


def variant(tmp_path: Path, solve: str | None = None, starter: str | None = None) -> Path:
    task = tmp_path / "tasks" / "ai_ml" / "sum-speedup"
    shutil.copytree(SPEEDUP, task)
    if solve is not None:
        (task / "solution" / "solve.sh").write_text(solve)
    if starter is not None:
        (task / "artifact" / "sum.sh").write_text(starter)
    return task


def record(run) -> dict:
    return json.loads((run.run_dir / "sum-speedup" / "attempt-1" / "result.json").read_text())


@docker
def test_oracle_speedup_is_scored_against_the_starter_timed_in_turns_in_a_twin(tmp_path):
    # the agent's sandbox never ran the starter: no staged inputs (they could tell the agent the
    # hidden data) and no outputs in it
    solve = """set -euo pipefail
if ls -d /var/lib/deploybench-verify-* 2>/dev/null; then echo 'staged inputs left'; exit 3; fi
if [ -e out.txt ]; then echo 'starter output left'; exit 4; fi
printf 'MODE=fast\\n' > speed.conf
"""
    run = run_bench(tmp_path, "--agent=oracle", str(variant(tmp_path, solve=solve)), run_id="oracle")
    rec = record(run)
    assert rec["outcome"] == "passed", (rec["error"], rec["end_reason"], run.output[-2000:])
    timing = rec["verify"]["timing"]
    # the starter spins on the CPU; the fast version barely uses it: both clocks say so
    assert len(timing["starter_s"]) == 3 and len(timing["experiment_s"]) == 3, timing
    assert min(timing["starter_s"]) > 2 * max(timing["experiment_s"]), timing
    assert min(timing["starter_cpu_s"]) > 0.2 and min(timing["starter_cpu_s"]) > 2 * max(timing["experiment_cpu_s"]), timing
    assert rec["score"] > 1.1 and rec["timings"]["starter_timing_s"] >= sum(timing["starter_s"])
    assert rec["timings"]["verify_s"] >= rec["timings"]["starter_timing_s"]
    assert rec["sandbox"]["starter_twin"] == rec["sandbox"]["name"] + "-starter"
    attempt = run.run_dir / "sum-speedup" / "attempt-1"
    assert (attempt / "starter-timing.log").read_text().count("starter run") == 3
    log = (attempt / "verify.log").read_text()
    assert "timed runs (interleaved): starter" in log
    # in turns, starter first in even rounds and last in odd ones: S A A S S A
    order = re.findall(r"\] (starter run|running `)", log)
    assert ["S" if o == "starter run" else "A" for o in order] == list("SAASSA"), log


@docker
def test_nothing_the_agents_version_starts_outlives_its_run(tmp_path):
    # a version that leaves a process behind (here a sleeper; it could be a CPU hog on the starter's
    # cores, or a job finishing the next run's outputs) finds none of its earlier ones: every agent
    # run is followed by stopping every process in the sandbox
    conf = r"""MODE=fast
echo "survivors $(grep -l 'deploybench-b[g]' /proc/[0-9]*/cmdline 2>/dev/null | wc -l)"
( exec -a deploybench-bg sleep 1000 ) >/dev/null 2>&1 &
"""
    solve = f"cat > speed.conf <<'EOF'\n{conf}EOF\n"
    run = run_bench(tmp_path, "--agent=oracle", str(variant(tmp_path, solve=solve)), run_id="lingering")
    rec = record(run)
    out = (run.run_dir / "sum-speedup" / "attempt-1" / "outputs" / "out.txt").read_text()
    assert "survivors 0" in out and "sum 4242" in out, (out, rec["verify"])
    assert rec["outcome"] == "passed", rec["verify"]


@docker
def test_noop_is_no_faster_than_the_starter(tmp_path):
    run = run_bench(tmp_path, "--agent=noop", str(SPEEDUP), run_id="noop")
    rec = record(run)
    assert rec["outcome"] == "failed" and rec["verifier_status"] == "score_below_target", rec["verify"]
    assert 0.5 < rec["score"] < 1.1


@docker
def test_a_starter_that_fails_is_a_broken_task_not_the_agents_failure(tmp_path):
    task = variant(tmp_path, starter="#!/usr/bin/env bash\necho broken >&2\nexit 2\n")
    run = run_bench(tmp_path, "--agent=noop", str(task), run_id="broken")
    rec = record(run)
    assert rec["outcome"] == "error" and rec["failure_mode"] == "infra_error", rec
    assert "timing the starter of sum-speedup: its experiment exited 2 in a fresh sandbox" in rec["error"]


def test_timing_repeat_is_validated():
    spec = yaml.safe_load((SPEEDUP / "task.yaml").read_text())
    assert parse_spec(spec, "task.yaml").experiment.timing.repeat == 3
    spec["experiment"]["timing"] = {"repeat": 0}
    with pytest.raises(TaskSpecError, match="repeat"):
        parse_spec(spec, "task.yaml")
