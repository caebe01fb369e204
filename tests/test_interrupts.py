"""Ctrl-C and SIGTERM during the agent phase: the run stops, no container of it remains, the
interrupted attempt is recorded as interrupted and the summary is still written."""

from __future__ import annotations

import json
import signal
import subprocess
import time

import pytest

from helpers import DATA_TASKS, ROOT, bench_command, containers_with_label, default_sigint

pytestmark = pytest.mark.usefixtures("docker_client")


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_interrupt_removes_containers_and_keeps_records(tmp_path, sig):
    run_id = f"intr-{sig.name.lower()}"
    cmd, env = bench_command(tmp_path, run_id, "--agent=deploybench_test_agents:SlowAgent", str(DATA_TASKS), "-k",
                             "core-sum")
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                            preexec_fn=default_sigint)
    try:
        deadline = time.monotonic() + 120
        while not containers_with_label(f"deploybench.run={run_id}"):
            assert proc.poll() is None and time.monotonic() < deadline, "the sandbox never started"
            time.sleep(0.2)
        time.sleep(1.0)  # the agent is inside its exec now
        sent = time.monotonic()
        proc.send_signal(sig)
        out, _ = proc.communicate(timeout=60)
        stopped_in = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
    assert stopped_in < 30, out
    assert containers_with_label(f"deploybench.run={run_id}") == []
    record = json.loads((tmp_path / run_id / "core-sum" / "attempt-1" / "result.json").read_text())
    assert record["outcome"] == "interrupted" and "agent phase" in record["error"]
    summary = json.loads((tmp_path / run_id / "summary.json").read_text())
    assert summary["totals"]["interrupted"] == 1


def _task_copy(tmp_path, name: str, *, experiment: str | None = None, dockerfile: str | None = None):
    import shutil

    task = tmp_path / "tasks" / name
    shutil.copytree(DATA_TASKS / "systems" / "core-sum", task)
    text = (task / "task.yaml").read_text().replace("id: core-sum", f"id: {name}")
    if experiment:
        text = text.replace('command: bash run.sh "$DEPLOYBENCH_VERIFY_DIR/input.txt"', f"command: {experiment}")
        text = text.replace("timeout: 20", "timeout: 600")
    (task / "task.yaml").write_text(text)
    if dockerfile:
        (task / "environment").mkdir()
        (task / "environment" / "Dockerfile").write_text(dockerfile)
    return task


@pytest.mark.parametrize("phase", ["image", "verify"])
def test_interrupt_in_other_phases(tmp_path, phase):
    import secrets

    name = f"intr-{phase}"
    if phase == "image":  # a fresh hash each time, so the build really runs; far longer than the bound below
        task = _task_copy(tmp_path, name, dockerfile=f"ARG BASE_IMAGE\nFROM ${{BASE_IMAGE}}\nRUN sleep 300 # {secrets.token_hex(4)}\n")
    else:
        task = _task_copy(tmp_path, name, experiment="sleep 500")
    run_id = f"intr-{phase}-{secrets.token_hex(2)}"
    cmd, env = bench_command(tmp_path, run_id, "--agent=oracle", str(task))
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                            preexec_fn=default_sigint)
    attempt = tmp_path / run_id / name / "attempt-1"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert proc.poll() is None and time.monotonic() < deadline, "the phase never started"
            if phase == "image" and attempt.exists():
                time.sleep(3)  # inside the build now
                break
            if phase == "verify" and "running `sleep 500`" in ((attempt / "verify.log").read_text()
                                                             if (attempt / "verify.log").exists() else ""):
                break
            time.sleep(0.2)
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=60)
        stopped_in = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
    assert stopped_in < 30, out
    assert containers_with_label(f"deploybench.run={run_id}") == []
    record = json.loads((attempt / "result.json").read_text())
    assert record["outcome"] == "interrupted" and f"{phase} phase" in record["error"], record["error"]
