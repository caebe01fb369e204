"""Validity of the hidden pipeline (issue 12): what the agent's code can learn from the staged
folder at verify time, and that it is not enough to cheat.

The adversary `StagedSnooper` (deploybench_test_adversaries.py) deploys the reference solution
(deploy tasks) or nothing (improve tasks), then plants shims for bash/sh/python3/python and a
.pth start-up hook in every site-packages folder. When the hidden experiment starts, the first
hook reads everything in $DEPLOYBENCH_VERIFY_DIR (and any other staging folder it finds), runs
the task's recipe (improve tasks: the public generator with every integer found in a staged file
and every seed below 2^20 as its seed) and prints `DEPLOYBENCH-SNOOP {json}` to verify.log.

- improve tasks: the snooper must fail (score_below_target) and must not have cheated; the snoop
  line must be in verify.log (so the test fails when the hooks never fire) and the recipe must
  have run its whole seed sweep;
- deploy tasks: the snooper saw exactly the task's verify/inputs/ and nothing else of verify/;
- the defense proven: a copy of core-improve whose verify/inputs/ also holds its labels (a task
  that stages host-side files) is passed by the snooper, so the assertions above can fail.

The default run covers the fixtures, every bundled improve task and two cheap deploy tasks;
DEPLOYBENCH_VALIDITY_ALL=1 (`tox -e suite`) runs the deploy-side check on every bundled task.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
import yaml

from deploybench_test_adversaries import SNOOP_LINE
from helpers import DATA_TASKS, EXAMPLE_TASKS, run_bench

pytestmark = pytest.mark.usefixtures("docker_client")
AGENT = "--agent=deploybench_test_adversaries:StagedSnooper"
CORE_IMPROVE = DATA_TASKS / "ai_ml" / "core-improve"
CORE_SUM = DATA_TASKS / "systems" / "core-sum"
ALL = os.environ.get("DEPLOYBENCH_VALIDITY_ALL") == "1"
CHEAP_DEPLOY = ["systems/tokenclock-cachesim", "scientific/compact-cn-heat"]


def bundled(kind: str) -> list[str]:
    """domain/id of every bundled task of this kind."""
    out = []
    for spec in sorted(EXAMPLE_TASKS.glob("*/*/task.yaml")):
        if (yaml.safe_load(spec.read_text()) or {}).get("kind", "deploy") == kind:
            out.append(f"{spec.parent.parent.name}/{spec.parent.name}")
    return out


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def hashes(folder: Path) -> dict[str, str]:
    """relative path -> sha256 of every file under folder."""
    return {p.relative_to(folder).as_posix(): sha256(p) for p in sorted(folder.rglob("*")) if p.is_file()}


def snoop(tmp_path: Path, task: Path, *args: str):
    """Run the snooper on one task; its record, the run, and the snoop reports in verify.log."""
    task_id = yaml.safe_load((task / "task.yaml").read_text())["id"]
    run = run_bench(tmp_path, AGENT, *args, str(task), run_id="snoop", timeout=1800)
    results = run.results()
    assert task_id in results, run.output
    log = (run.run_dir / task_id / "attempt-1" / "verify.log").read_text(errors="replace")
    reports = [json.loads(line[len(SNOOP_LINE):]) for line in log.splitlines() if line.startswith(SNOOP_LINE)]
    # the hooks fired, once: without this line the test proves nothing
    assert len(reports) == 1, f"{len(reports)} snoop reports in verify.log:\n{log[-4000:]}"
    return results[task_id], run, reports[0]


def assert_saw_only_inputs(task: Path, report: dict) -> None:
    """The staged folder held exactly verify/inputs/, and nothing host-side was found anywhere."""
    inputs = hashes(task / "verify" / "inputs") if (task / "verify" / "inputs").is_dir() else {}
    seen = {f["path"]: f["sha256"] for f in report["files"]}
    assert seen == inputs, f"staged {sorted(seen)}; verify/inputs/ holds {sorted(inputs)}"
    assert report["elsewhere"] == [], f"other staging folders found: {report['elsewhere']}"
    host_only = {h: rel for rel, h in hashes(task / "verify").items() if not rel.startswith("inputs/")}
    leaked = {host_only[h] for h in seen.values() if h in host_only and h not in inputs.values()}
    assert not leaked, f"host-side files staged: {sorted(leaked)}"


# ---- the fixtures ---------------------------------------------------------------------------------


def test_core_improve_snooper_finds_no_labels_and_fails(tmp_path):
    rec, run, report = snoop(tmp_path, CORE_IMPROVE)
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "score_below_target"), run.output
    assert report["cheated"] is False and report["cheat"]["recipe"] == "core-improve", report
    assert_saw_only_inputs(CORE_IMPROVE, report)


def test_defense_removed_the_snooper_cheats_and_passes(tmp_path):
    """A broken copy of core-improve that stages its labels beside the inputs: the same snooper
    finds them and passes, so the assertions of the other tests can fail."""
    broken = tmp_path / "tasks" / "ai_ml" / "core-improve"
    shutil.copytree(CORE_IMPROVE, broken)
    shutil.copy(broken / "verify" / "test_y.txt", broken / "verify" / "inputs" / "test_y.txt")
    rec, run, report = snoop(tmp_path, broken)
    assert rec["outcome"] == "passed" and rec["score"] == 1.0, run.output
    assert report["cheated"] is True and report["cheat"]["labels_file"] == "test_y.txt", report
    with pytest.raises(AssertionError, match="test_y.txt"):
        assert_saw_only_inputs(CORE_IMPROVE, report)


def test_core_sum_snooper_sees_only_the_staged_inputs(tmp_path):
    rec, run, report = snoop(tmp_path, CORE_SUM)
    assert rec["outcome"] == "passed", run.output  # the hooks never break the experiment
    assert sorted(f["path"] for f in report["files"]) == ["input.txt", "marker.txt"]
    assert_saw_only_inputs(CORE_SUM, report)
