"""The `deploybench` command: tasks list/validate/schema, doctor, cleanup."""

from __future__ import annotations

import json
import os
import subprocess
import sys



from helpers import DATA_TASKS, ROOT


def cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest_deploybench.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, **(env or {})}, timeout=120)


def test_tasks_list_and_validate():
    listed = cli("tasks", "list", str(DATA_TASKS), "--format", "json")
    rows = {r["id"]: r for r in json.loads(listed.stdout)}
    assert rows["core-improve"]["kind"] == "improve" and rows["core-sum"]["domain"] == "systems"
    valid = cli("tasks", "validate", str(DATA_TASKS))
    assert valid.returncode == 0 and "0 invalid" in valid.stdout


def test_validate_reports_each_broken_task_in_one_line(tmp_path):
    import shutil

    shutil.copytree(DATA_TASKS, tmp_path / "tasks")
    (tmp_path / "tasks" / "systems" / "core-sum" / "task.yaml").write_text("id: core-sum\nkind: deploy\n")
    run = cli("tasks", "validate", str(tmp_path / "tasks"))
    assert run.returncode == 1
    lines = [line for line in run.stderr.splitlines() if line.startswith("invalid:")]
    assert len(lines) == 1 and "core-sum/task.yaml: domain: required field is missing" in lines[0]


def test_schema_is_json_schema():
    schema = json.loads(cli("tasks", "schema").stdout)
    assert schema["title"].startswith("pytest-deploybench task.yaml") and "experiment" in schema["required"]


def test_doctor_reports_each_check_and_never_prints_key_values(docker_client):
    run = cli("doctor", env={"ANTHROPIC_API_KEY": "sk-ant-very-secret"})
    assert run.returncode == 0, run.stdout
    names = [line.split()[1] for line in run.stdout.splitlines()]
    assert names[:2] == ["docker", "base"] and {"gpus", "ca", "model"} <= set(names)
    assert "ANTHROPIC_API_KEY" in run.stdout and "sk-ant-very-secret" not in run.stdout


def test_doctor_fails_without_an_engine(tmp_path):
    run = cli("doctor", env={"DOCKER_HOST": f"unix://{tmp_path}/none.sock"})
    assert run.returncode == 1
    assert run.stdout.splitlines()[0].startswith("FAIL  docker engine") and "start one" in run.stdout


def test_cleanup_removes_only_orphans_by_default(docker_client):
    from pytest_deploybench import constants as C

    base = C.BASE_IMAGES["cpu"]
    alive = docker_client.containers.run(base, "sleep 60", detach=True, labels={
        C.LABEL_RUN: "cli-alive", C.LABEL_OWNER_PID: str(os.getpid()), C.LABEL_OWNER_HOST: os.uname().nodename})
    proc = subprocess.Popen(["true"])
    proc.wait()
    orphan = docker_client.containers.run(base, "sleep 60", detach=True, labels={
        C.LABEL_RUN: "cli-orphan", C.LABEL_OWNER_PID: str(proc.pid), C.LABEL_OWNER_HOST: os.uname().nodename})
    try:
        run = cli("cleanup")
        assert f"removed {orphan.name}" in run.stdout and alive.name not in run.stdout, run.stdout
        assert docker_client.containers.get(alive.id).status == "running"
        run = cli("cleanup", "--run-id", "cli-alive")
        assert f"removed {alive.name}" in run.stdout
    finally:
        for c in (alive, orphan):
            try:
                c.remove(force=True)
            except Exception:
                pass
