"""--resume: an interrupted run is completed; only attempts without a final result run again."""

from __future__ import annotations

import json
import signal
import subprocess
import time

import pytest

from helpers import DATA_TASKS, ROOT, bench_command, containers_with_label, default_sigint, run_bench

pytestmark = pytest.mark.usefixtures("docker_client")


def test_resume_completes_an_interrupted_run(tmp_path):
    run_id = "resumable"
    # NapAgent deploys nothing: core-sum runs first and fails (a final result); the run is
    # interrupted while the agent naps on core-improve
    # nap=0 for core-sum; nap_task makes the agent nap on core-improve until interrupted
    cmd, env = bench_command(tmp_path / "runs", run_id, "--agent=deploybench_test_agents:NapAgent", "--agent-arg=nap=0",
                             "--agent-arg=nap_task=core-improve",
                             str(DATA_TASKS / "systems" / "core-sum"), str(DATA_TASKS / "ai_ml" / "core-improve"))
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                            preexec_fn=default_sigint)
    try:
        deadline = time.monotonic() + 120
        while not containers_with_label("deploybench.task=core-improve"):
            assert proc.poll() is None and time.monotonic() < deadline, proc.stdout.read() if proc.poll() is not None else ""
            time.sleep(0.2)
        time.sleep(1)
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    run_dir = tmp_path / "runs" / run_id
    first = {p.parent.parent.name: json.loads(p.read_text())["outcome"] for p in run_dir.glob("*/attempt-1/result.json")}
    assert first == {"core-sum": "failed", "core-improve": "interrupted"}
    sum_started = json.loads((run_dir / "core-sum" / "attempt-1" / "result.json").read_text())["started"]

    again = run_bench(tmp_path, "--agent=oracle", "--resume", run_id, str(DATA_TASKS), "-k", "core-sum or core-improve",
                      run_id=run_id)
    assert "1 passed" in again.output and "failed" not in again.output.splitlines()[-1], again.output
    results = again.results()
    assert results["core-improve"]["outcome"] == "passed"
    assert results["core-sum"]["started"] == sum_started  # the final attempt was kept, not rerun
    totals = again.summary()["totals"]
    assert (totals["attempts"], totals["passed"], totals["failed"], totals["interrupted"]) == (2, 1, 1, 0)
    assert json.loads((run_dir / "run.json").read_text())["resumed"] is True


def test_resume_retries_errors_unless_told_not_to(tmp_path):
    first = run_bench(tmp_path, "--agent=oracle", str(DATA_TASKS), "-k", "core-badbuild", run_id="errs")
    started = first.results()["core-badbuild"]["started"]
    assert first.results()["core-badbuild"]["outcome"] == "error"
    kept = run_bench(tmp_path, "--agent=oracle", "--resume", "errs", "--no-retry-errors", str(DATA_TASKS),
                     "-k", "core-badbuild", run_id="errs")
    assert "5 deselected" in kept.output and kept.results()["core-badbuild"]["started"] == started
    time.sleep(1)  # started has one-second resolution
    retried = run_bench(tmp_path, "--agent=oracle", "--resume", "errs", str(DATA_TASKS), "-k", "core-badbuild",
                        run_id="errs")
    assert "1 error" in retried.output and retried.results()["core-badbuild"]["started"] != started


def test_resume_of_an_unknown_run_is_a_usage_error(tmp_path):
    run = run_bench(tmp_path, "--agent=oracle", "--resume", "nope", str(DATA_TASKS), run_id="nope")
    assert run.proc.returncode == 4 and "--resume nope: no such run in" in run.output
