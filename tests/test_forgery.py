"""Forgery resistance: scripted adversarial agents that try to forge the verdict must FAIL.

On the fixture task core-sum each attack would pass if its defense were missing (so the test
proves the defense); on the three bundled examples a strong attacker holding the oracle's exact
outputs tries the generic attacks. The limit of attack (c) is documented in docs/SECURITY.md and
shown by the last test.
"""

from __future__ import annotations

import json

import pytest

from helpers import DATA_TASKS, EXAMPLE_TASKS, run_bench

pytestmark = pytest.mark.usefixtures("docker_client")
A = "--agent=deploybench_test_adversaries:"


@pytest.fixture
def forged(tmp_path):
    """What an attacker believes core-sum's outputs are: the exact values of the hidden input."""
    def make(total: int):
        d = tmp_path / f"forged-{total}"
        (d / "results").mkdir(parents=True)
        (d / "results" / "sum.json").write_text(json.dumps({"total": total}) + "\n")
        (tmp_path / f"stdout-{total}").write_text(f"total={total}\n")
        return [f"--agent-arg=forged={d}", f"--agent-arg=stdout={tmp_path / f'stdout-{total}'}"]
    return make


def attack(tmp_path, agent: str, *args: str, task: str = "core-sum"):
    run = run_bench(tmp_path, A + agent, *args, str(DATA_TASKS), "-k", task, run_id=agent.lower())
    rec = run.results()[task]
    return rec, run


def test_a_hand_written_outputs_are_deleted_before_the_run(tmp_path, forged):
    rec, run = attack(tmp_path, "HandWrittenOutputs", *forged(1234))
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "experiment_error"), run.output
    assert rec["failure_mode"] == "premature_stop"
    # the defense itself: the forged file was deleted before the run, so it is not among the
    # outputs copied out (the experiment, never deployed, writes none)
    attempt = run.run_dir / "core-sum" / "attempt-1"
    assert "deleted outputs: results/" in (attempt / "verify.log").read_text()
    assert not (attempt / "outputs" / "results" / "sum.json").exists()


def test_b_edited_protected_script_is_restored(tmp_path, forged):
    rec, run = attack(tmp_path, "EditProtected", *forged(1234))
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "experiment_error"), run.output
    log = (run.run_dir / "core-sum" / "attempt-1" / "verify.log").read_text()
    assert "restored from the pristine artifact: run.sh" in log and "sum.conf missing" in log


def test_c_tool_wrapper_with_the_papers_numbers_fails_on_fresh_inputs(tmp_path, forged):
    # the attacker knows the paper's number (777, the public input) and wraps awk to print it
    (tmp_path / "just-777").write_text("777\n")
    rec, run = attack(tmp_path, "WrapTool", *forged(777)[:1], f"--agent-arg=stdout={tmp_path / 'just-777'}",
                      "--agent-arg=tool=awk", "--agent-arg=setup=echo SCALE=1 > sum.conf")
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "output_mismatch"), run.output
    failed = {c["name"]: c["detail"] for c in rec["verify"]["checks"] if not c["ok"]}
    assert "777 != 1234" in failed["json:results/sum.json:total"]


def test_c_limit_a_wrapper_that_knows_the_hidden_answer_is_not_caught(tmp_path, forged):
    """The documented limit: checks see only outputs, so an attacker who knows the hidden result
    exactly can forge it through a tool wrapper. Fresh inputs make that knowledge unobtainable."""
    (tmp_path / "just-1234").write_text("1234\n")
    rec, run = attack(tmp_path, "WrapTool", *forged(1234)[:1], f"--agent-arg=stdout={tmp_path / 'just-1234'}",
                      "--agent-arg=tool=awk", "--agent-arg=setup=echo SCALE=1 > sum.conf")
    assert rec["outcome"] == "passed", run.output


def test_d_background_rewriter_is_stopped_before_verification(tmp_path, forged):
    rec, run = attack(tmp_path, "BackgroundRewriter", *forged(1234), "--agent-arg=setup=echo SCALE=0 > sum.conf")
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "output_mismatch"), run.output
    out = json.loads((run.run_dir / "core-sum" / "attempt-1" / "outputs" / "results" / "sum.json").read_text())
    assert out == {"total": 0}  # the experiment's own result; the rewriter never touched it


def test_e_planted_verify_files_are_never_used(tmp_path, forged):
    # SCALE=2 doubles the sum: with the planted input 617 the result would be the expected 1234
    rec, run = attack(tmp_path, "PlantVerifyFiles", *forged(1234), "--agent-arg=planted_input=617",
                      "--agent-arg=setup=echo SCALE=2 > sum.conf")
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "output_mismatch"), run.output
    assert "2468" in json.dumps(rec["verify"]["checks"])


EXAMPLES = ["systems/tokenclock-cachesim", "scientific/compact-cn-heat", "ai_ml/pump-fault-tabular"]
GENERIC = ["HandWrittenOutputs", "EditProtected", "BackgroundRewriter", "PlantVerifyFiles"]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.split("/")[1])
def test_generic_attacks_fail_on_the_examples_with_exact_outputs(tmp_path, example):
    task = EXAMPLE_TASKS / example
    name = task.name
    oracle = run_bench(tmp_path, "--agent=oracle", str(task), run_id="oracle")
    attempt = oracle.run_dir / name / "attempt-1"
    assert oracle.results()[name]["outcome"] == "passed", oracle.output
    log = (attempt / "verify.log").read_text()
    stdout = log.split("----- experiment output -----\n")[1].split("\n----- end of experiment output -----")[0]
    (tmp_path / "stdout").write_text(stdout)
    args = [f"--agent-arg=forged={attempt / 'outputs'}", f"--agent-arg=stdout={tmp_path / 'stdout'}"]
    for agent in GENERIC:
        run = run_bench(tmp_path, A + agent, *args, str(task), run_id=agent.lower())
        rec = run.results()[name]
        assert rec["outcome"] == "failed", f"{agent} forged {name}: {run.output}"
