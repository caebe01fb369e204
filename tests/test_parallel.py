"""pytest-xdist runs: one run id and one summary, worker shares of GPUs and CPUs, worker crashes,
and the image-build lock across processes."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from helpers import DATA_TASKS, ROOT, bench_command, containers_with_label, run_bench

GPU_TASKS = ROOT / "tests" / "data" / "gpu_tasks"
pytestmark = pytest.mark.usefixtures("docker_client")


def test_two_workers_share_one_run_and_one_summary(tmp_path):
    run = run_bench(tmp_path, "--agent=oracle", "-n", "2", str(DATA_TASKS), "-k", "core and not badbuild", run_id="xd")
    results = run.results()
    assert {k: r["outcome"] for k, r in results.items()} == {
        "core-sum": "passed", "core-improve": "passed", "core-hang": "failed"}, run.output
    assert {r["run_id"] for r in results.values()} == {"xd"}
    # one run.json and one summary.json (and the controller's lock on the run, a hidden file)
    assert sorted(p.name for p in run.run_dir.iterdir() if p.is_file()) == [".lock", "run.json", "summary.json"]
    assert run.summary()["totals"]["attempts"] == 3
    assert run.output.count("deploybench summary") == 1
    cases = run.junit_cases()
    assert set(cases) == {"core-sum", "core-improve", "core-hang"}
    for case in cases.values():  # properties travel from the workers intact
        assert case["properties"]["domain"] and case["properties"]["end_reason"]
    assert cases["core-hang"]["properties"]["failure_mode"] == "premature_stop"
    # CPU fairness: on a host with at least as many cores as workers, disjoint CPU sets
    cpusets = {r["sandbox"]["cpuset"] for r in results.values()}
    if (os.cpu_count() or 1) >= 2:
        assert cpusets <= {"0", "1"} or all("-" in c for c in cpusets)
    assert containers_with_label("deploybench.run=xd") == []
    # one session label for the controller and both workers: the controller's cleanup finds all
    assert {r["sandbox"]["session"] for r in results.values()} == {json.loads((run.run_dir / "run.json").read_text())["session"]}


def test_fake_gpu_inventory_is_split_between_workers(tmp_path):
    record = tmp_path / "requests.jsonl"
    run = run_bench(tmp_path, "--agent=oracle", "-n", "2", "--gpus", "0,1,2,3", "-p", "deploybench_test_runtime",
                    str(GPU_TASKS), run_id="gpu", env={"DEPLOYBENCH_TEST_RECORD": str(record)})
    assert "2 passed" in run.output, run.output
    requests = [json.loads(line) for line in record.read_text().splitlines()]
    assert len(requests) == 2
    expected = {"gw0": ["0", "1"], "gw1": ["2", "3"]}
    for req in requests:
        ids = expected[req["worker"]]
        assert req["device_requests"] == [{"Driver": "", "Count": 0, "DeviceIDs": ids,
                                           "Capabilities": [["gpu"]], "Options": {}}]
        assert req["environment"]["NVIDIA_VISIBLE_DEVICES"] == ",".join(ids)
        assert req["environment"]["CUDA_VISIBLE_DEVICES"] == "0,1"
    assert {r["task_id"]: r["sandbox"]["gpu_ids"] for r in run.results().values()}.keys() == {"core-gpu-1", "core-gpu-2"}


def test_gpu_tasks_skip_with_the_numbers(tmp_path):
    none = run_bench(tmp_path, "--agent=oracle", "--gpus", "none", "-rs", str(GPU_TASKS), run_id="nogpu")
    assert "2 skipped" in none.output and "needs 2 GPUs; this host has none" in none.output
    one = run_bench(tmp_path, "--agent=oracle", "--gpus", "7", "-rs", str(GPU_TASKS), run_id="onegpu")
    assert "needs 2 GPUs; this worker holds 1" in one.output


def test_killed_worker_leaves_no_container(tmp_path):
    run_id = "killed"
    cmd, env = bench_command(tmp_path, run_id, "--agent=deploybench_test_agents:NapAgent", "--agent-arg", "nap=15",
                             "-n", "2", "--max-worker-restart=0", str(DATA_TASKS), "-k", "core-sum or core-improve")
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        import docker

        client = docker.from_env()
        deadline = time.monotonic() + 120
        while len(client.containers.list(filters={"label": f"deploybench.run={run_id}"})) < 2:
            assert proc.poll() is None and time.monotonic() < deadline, "sandboxes never started"
            time.sleep(0.2)
        victim = client.containers.list(filters={"label": f"deploybench.run={run_id}"})[0]
        os.kill(int(victim.labels["deploybench.owner-pid"]), signal.SIGKILL)
        out, _ = proc.communicate(timeout=180)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert "crashed" in out or "worker" in out.lower(), out
    assert containers_with_label(f"deploybench.run={run_id}") == []


BUILD_SCRIPT = """
import json, sys
from pytest_deploybench.sandbox.docker.client import get_client
from pytest_deploybench.sandbox.docker.images import ensure_base_image, ensure_task_image
from pytest_deploybench.spec import load_task
client = get_client()
info = ensure_task_image(client, load_task(sys.argv[1]), ensure_base_image(client, "cpu"))
print(json.dumps({"ref": info.ref, "built": info.built, "waited": info.lock_wait_s}))
"""


def test_two_processes_build_one_image_once(tmp_path, docker_client):
    task = tmp_path / "core-lock"
    shutil.copytree(DATA_TASKS / "systems" / "core-sum", task)
    task_yaml = task / "task.yaml"
    task_yaml.write_text(task_yaml.read_text().replace("id: core-sum", "id: core-lock"))
    (task / "environment").mkdir()
    (task / "environment" / "Dockerfile").write_text(
        f"ARG BASE_IMAGE\nFROM ${{BASE_IMAGE}}\nRUN sleep 3 && echo {tmp_path.name} > /built\n")
    procs = [subprocess.Popen([sys.executable, "-c", BUILD_SCRIPT, str(task)], stdout=subprocess.PIPE, text=True)
             for _ in range(2)]
    results = [json.loads(p.communicate(timeout=300)[0]) for p in procs]
    try:
        assert sorted(r["built"] for r in results) == [False, True]
        waited = next(r["waited"] for r in results if not r["built"])
        assert waited > 1.0  # it waited for the other's build instead of building again
    finally:
        docker_client.images.remove(results[0]["ref"], force=True)
