"""The harness end to end, as users run it: real pytest runs, real containers, records read back."""

from __future__ import annotations

import shutil

import pytest

from helpers import DATA_TASKS, EXAMPLE_TASKS, containers_with_label, run_bench

pytestmark = pytest.mark.usefixtures("docker_client")


def test_oracle_fixture_run_records_junit_and_summary(tmp_path):
    run = run_bench(tmp_path, "--agent=oracle", str(DATA_TASKS), "-k", "core", run_id="oracle")
    results = run.results()
    assert results["core-sum"]["outcome"] == "passed", run.output
    assert results["core-improve"]["outcome"] == "passed"
    assert results["core-improve"]["score"] == 1.0 and results["core-improve"]["verify"]["score"]["success"]
    # the experiment that never ends is killed at its timeout
    hang = results["core-hang"]
    assert (hang["outcome"], hang["verifier_status"], hang["failure_mode"]) == ("failed", "experiment_timeout", "premature_stop")
    assert hang["verify"]["experiment_s"] < 3 + 20
    # a task whose image cannot be built is an ERROR naming the build step
    bad = results["core-badbuild"]
    assert bad["outcome"] == "error" and "environment/Dockerfile" in bad["error"] and "Step 3/" in bad["error"]
    assert "core-badbuild: image: building image for task core-badbuild" in run.output
    # JUnit: outcomes and properties
    cases = run.junit_cases()
    assert {k: v["outcome"] for k, v in cases.items()} == {
        "core-sum": "passed", "core-improve": "passed", "core-hang": "failed", "core-badbuild": "error"}
    props = cases["core-sum"]["properties"]
    assert {"domain", "kind", "difficulty", "failure_mode", "end_reason", "steps", "tokens", "cost_usd",
            "agent_s", "verify_s", "score"} <= set(props)
    assert (props["domain"], props["end_reason"], props["failure_mode"]) == ("systems", "submitted", "none")
    assert cases["core-improve"]["properties"]["score"] == "1.0"
    # summary.json and the terminal summary: errors apart from the pass rate
    totals = run.summary()["totals"]
    assert (totals["passed"], totals["failed"], totals["errors"], totals["pass_rate"]) == (2, 1, 1, 0.6667)
    assert "deploybench summary" in run.output and "errors (infrastructure, not in the pass rate)" in run.output
    # per-attempt records
    attempt = run.run_dir / "core-sum" / "attempt-1"
    assert {p.name for p in attempt.iterdir()} >= {"result.json", "agent.log", "verify.log", "trajectory.jsonl", "outputs"}
    assert (attempt / "outputs" / "results" / "sum.json").read_text().strip() == '{"total": 1234}'
    assert containers_with_label("deploybench.run=oracle") == []


def test_noop_fails_with_named_failure_modes(tmp_path):
    run = run_bench(tmp_path, "--agent=noop", str(DATA_TASKS), "-k", "core and not badbuild", run_id="noop")
    results = run.results()
    assert {r["outcome"] for r in results.values()} == {"failed"}, run.output
    assert results["core-sum"]["failure_mode"] == "gave_up"
    assert results["core-sum"]["verifier_status"] == "experiment_error"
    assert results["core-improve"]["verifier_status"] == "score_below_target"
    assert results["core-improve"]["score"] == 0.5
    assert run.proc.returncode == 1


def test_verify_files_are_absent_during_the_agent_phase(tmp_path):
    run = run_bench(tmp_path, "--agent=deploybench_test_agents:SpyAgent", str(DATA_TASKS), "-k", "core-sum", run_id="spy")
    rec = run.results()["core-sum"]
    assert rec["outcome"] == "passed", run.output
    assert rec["agent_extra"]["verify_traces"] == []


def test_protected_files_are_restored_and_outputs_cleaned(tmp_path):
    run = run_bench(tmp_path, "--agent=deploybench_test_agents:TamperAgent", str(DATA_TASKS), "-k", "core-sum",
                    run_id="tamper")
    rec = run.results()["core-sum"]
    assert rec["outcome"] == "passed", run.output  # run.sh restored, so the real experiment ran
    log = (run.run_dir / "core-sum" / "attempt-1" / "verify.log").read_text()
    assert "restored from the pristine artifact: run.sh" in log and "deleted outputs: results/" in log


def test_agent_bug_is_an_error_not_a_failure(tmp_path):
    run = run_bench(tmp_path, "--agent=deploybench_test_agents:CrashingAgent", str(DATA_TASKS), "-k", "core-sum",
                    run_id="crash")
    rec = run.results()["core-sum"]
    assert (rec["outcome"], rec["end_reason"], rec["verify"]) == ("error", "agent_error", None)
    assert "RuntimeError: agent bug" in (run.run_dir / "core-sum" / "attempt-1" / "agent.log").read_text()
    assert containers_with_label("deploybench.run=crash") == []


def test_attempts_make_one_item_each(tmp_path):
    run = run_bench(tmp_path, "--agent=deploybench_test_agents:make_lazy", "--attempts=2", str(DATA_TASKS),
                    "-k", "core-sum", run_id="attempts")
    assert set(run.results()) == {"core-sum", "core-sum[2]"}, run.output
    assert set(run.junit_cases()) == {"core-sum[1]", "core-sum[2]"}
    assert run.summary()["totals"]["passed"] == 2


# The three examples that ship with the harness (one per domain, one improve task). The rest of the
# suite is exercised by the README's main command (`pytest --agent=oracle tasks`) and `tox -e suite`.
EXAMPLES = ["systems/tokenclock-cachesim", "scientific/compact-cn-heat", "ai_ml/pump-fault-tabular"]


@pytest.mark.parametrize("task_dir", [EXAMPLE_TASKS / e for e in EXAMPLES], ids=lambda p: p.name)
def test_example_task_oracle_passes_and_noop_fails(tmp_path, task_dir):
    oracle = run_bench(tmp_path, "--agent=oracle", str(task_dir), run_id="ex-oracle")
    assert oracle.results()[task_dir.name]["outcome"] == "passed", oracle.output
    noop = run_bench(tmp_path, "--agent=noop", str(task_dir), run_id="ex-noop")
    rec = noop.results()[task_dir.name]
    assert rec["outcome"] == "failed" and rec["failure_mode"] == "gave_up"
    assert rec["verifier_status"] in ("experiment_error", "output_missing", "score_below_target")


def test_only_verify_inputs_is_staged_at_a_fresh_root_only_path(tmp_path):
    """core-improve keeps its labels and score script in verify/ beside inputs/: the experiment,
    made to list what it was given, finds only inputs/'s file, at a fresh root-only path
    (tests/test_validity.py shows the agent's code cannot reach the labels either)."""
    task = tmp_path / "tasks" / "core-improve"
    shutil.copytree(DATA_TASKS / "ai_ml" / "core-improve", task)
    spec = task / "task.yaml"
    text = spec.read_text().replace("outputs: [preds.txt]", "outputs: [preds.txt, staged.txt]")
    text = text.replace('> preds.txt\n', '> preds.txt && ls -A "$DEPLOYBENCH_VERIFY_DIR" > staged.txt && '
                                          'stat -c %a "$DEPLOYBENCH_VERIFY_DIR" >> staged.txt\n')
    assert "staged.txt &&" in text
    spec.write_text(text)
    run = run_bench(tmp_path, "--agent=oracle", str(task), run_id="host")
    rec = run.results()["core-improve"]
    assert rec["outcome"] == "passed", run.output
    attempt = run.run_dir / "core-improve" / "attempt-1"
    assert (attempt / "outputs" / "staged.txt").read_text().split() == ["test_x.txt", "700"]
    staged = (attempt / "verify.log").read_text().split("verify/inputs/ staged at ")[1].split()[0]
    assert staged.startswith("/var/lib/deploybench-verify-")


@pytest.mark.usefixtures("docker_client")
def test_a_second_session_on_a_live_run_id_is_refused(tmp_path):
    """Two sessions with one --run-id would mix their records: the second one stops at once, in
    one line. A session with the same id in another --runs-dir may run, and its end removes only
    its own sandboxes (cleanup goes by the session's label, not by the run id)."""
    import subprocess
    import time

    from helpers import ROOT, bench_command, containers_with_label

    task = tmp_path / "tasks" / "systems" / "core-sum"
    shutil.copytree(DATA_TASKS / "systems" / "core-sum", task)
    (task / "solution" / "solve.sh").write_text("sleep 90\n")
    runs = tmp_path / "runs"
    cmd, env = bench_command(runs, "shared-id", "--agent=oracle", str(task))
    first = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while not (runs / "shared-id" / "run.json").exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert (runs / "shared-id" / "run.json").exists(), "the first session never started its run"
        second = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert second.returncode == 4, second.stdout[-2000:] + second.stderr[-2000:]
        assert "run shared-id is in use by another pytest session" in second.stdout + second.stderr
        assert "Traceback" not in second.stdout + second.stderr
        assert first.poll() is None  # the first one goes on, its sandbox untouched
        sandbox = "deploybench.kind=sandbox"
        while not containers_with_label(sandbox) and time.monotonic() < deadline:
            time.sleep(0.2)
        mine = [n for n in containers_with_label(sandbox) if n.startswith("deploybench-shared-id-")]
        assert mine, "the first session never started its sandbox"
        elsewhere = subprocess.run(bench_command(tmp_path / "runs2", "shared-id", "--agent=noop", str(task))[0],
                                   cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        assert elsewhere.returncode == 1, elsewhere.stdout[-2000:]  # noop fails the task: the run itself went through
        assert set(mine) <= set(containers_with_label(sandbox)), "the other session's end removed this one's sandbox"
        assert first.poll() is None
    finally:
        first.terminate()
        first.wait(timeout=120)
    # once the first one has ended, the id is free again (--resume continues it)
    again = subprocess.run(bench_command(runs, "shared-id", "--agent=noop", str(task), "--resume", "shared-id")[0],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert "in use by another pytest session" not in again.stdout + again.stderr, again.stdout[-2000:]
