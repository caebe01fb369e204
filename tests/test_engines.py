"""Several Docker engines in one run (--docker-host): the main engine and a private one reached
through ssh:// (an OpenSSH server from Debian's packages on localhost, with a key and a client
config this test makes; the server's sessions talk to the private engine's socket). One worker per
engine passes the oracle on the example tasks, with one summary and one JUnit file; an engine
killed mid-run fails only its own attempt, as an ERROR naming it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from helpers import DATA_TASKS, ROOT, bench_command, need
from private_engine import SshEngine, running_private_engine
from pytest_deploybench.engines import Engine, for_worker, parse_engine
from pytest_deploybench.errors import ConfigError
from pytest_deploybench.gpus import parse_nvidia_smi_list

TASKS = [str(DATA_TASKS / "systems" / "core-sum"), str(DATA_TASKS / "ai_ml" / "core-improve")]


# -- parsing and placement (no engine needed) ---------------------------------------------------

def test_engine_urls_and_capacities():
    assert parse_engine("ssh://root@gpu-3:2222") == Engine("ssh://root@gpu-3:2222", 1)
    assert parse_engine("tcp://10.0.0.5:2376=4") == Engine("tcp://10.0.0.5:2376", 4)
    assert parse_engine("unix:///var/run/docker.sock").local
    for bad, says in (("gpu-3", "not an engine URL"), ("ssh://a@b=0", "at least 1")):
        with pytest.raises(ConfigError, match=says):
            parse_engine(bad)


def test_workers_fill_each_engine_to_its_capacity_in_order():
    engines = (Engine("unix:///a", 2), Engine("ssh://b", 1))
    placed = [(e.url, within, count) for e, within, count in (for_worker(engines, i) for i in range(4))]
    assert placed == [("unix:///a", 0, 2), ("unix:///a", 1, 2), ("ssh://b", 0, 1), ("unix:///a", 0, 2)]


def test_gpu_ids_from_an_nvidia_smi_listing():
    # what `nvidia-smi -L` prints on a two-GPU host (no GPU here: the text is written by hand)
    listing = ("GPU 0: NVIDIA A100-SXM4-40GB (UUID: GPU-3f1c0b2e-aaaa-bbbb-cccc-0123456789ab)\n"
               "GPU 1: NVIDIA A100-SXM4-40GB (UUID: GPU-77d0e1f2-aaaa-bbbb-cccc-0123456789ab)\n")
    assert parse_nvidia_smi_list(listing) == ("0", "1") and parse_nvidia_smi_list("") == ()


def test_an_engine_given_twice_is_a_usage_error(pytester):
    from helpers import in_process

    result = in_process(pytester, "--agent=oracle", "--docker-host", "ssh://x@y", "--docker-host", "ssh://x@y",
                        str(DATA_TASKS / "systems" / "core-sum"))
    assert result.ret == 4 and "--docker-host ssh://x@y: given twice; give it once with =WORKERS" in result.stderr.str()


# -- two real engines --------------------------------------------------------------------------

@pytest.fixture
def two_engines(docker_client, tmp_path):
    need(os.geteuid() == 0 and shutil.which("dockerd") is not None, "needs root and dockerd for a second engine",
         require="DEPLOYBENCH_REQUIRE_DOCKER")
    need(shutil.which("sshd") is not None, "needs OpenSSH's server (apt-get install openssh-server)",
         require="DEPLOYBENCH_REQUIRE_DOCKER")
    with running_private_engine() as engine:
        ssh = SshEngine(tmp_path / "ssh", engine.host)
        try:
            yield engine, ssh
        finally:
            ssh.stop()


def _run(tmp_path, run_id, ssh, *args):
    cmd, env = bench_command(tmp_path, run_id, "-n", "2", "--docker-host", "unix:///var/run/docker.sock",
                             "--docker-host", ssh.url, "--junitxml", str(tmp_path / f"{run_id}.xml"), *args,
                             env=ssh.env())
    env.pop("DOCKER_HOST", None)
    return cmd, env


def _results(run_dir: Path) -> dict:
    return {p.parent.parent.name: json.loads(p.read_text()) for p in run_dir.glob("*/attempt-1/result.json")}


def _image_id(host: str | None, ref: str) -> str:
    cmd = ["docker", *(["-H", host] if host else []), "image", "inspect", "--format", "{{.Id}}", ref]
    return subprocess.run(cmd, capture_output=True, text=True).stdout.strip()


def test_one_worker_per_engine_passes_with_one_summary_and_one_junit(tmp_path, two_engines):
    from pytest_deploybench import constants as C

    engine, ssh = two_engines
    base = C.BASE_IMAGES["cpu"]
    subprocess.run(["docker", "-H", engine.host, "rmi", "-f", base], check=True, capture_output=True)
    cmd, env = _run(tmp_path, "two", ssh, "--agent=oracle", *TASKS)
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    results = _results(tmp_path / "two")
    assert {r["outcome"] for r in results.values()} == {"passed"}, results
    # each record names its engine, and the two attempts ran on the two engines
    assert sorted(r["sandbox"]["engine"] for r in results.values()) == sorted(
        ["unix:///var/run/docker.sock", ssh.url]), results
    summary = json.loads((tmp_path / "two" / "summary.json").read_text())
    assert summary["totals"]["passed"] == 2
    assert (tmp_path / "two.xml").read_text().count("<testcase ") == 2
    # the private engine built the task image of its attempt itself
    on_ssh = next(r for r in results.values() if r["sandbox"]["engine"] == ssh.url)
    images = subprocess.run(["docker", "-H", engine.host, "images", "--format", "{{.Repository}}:{{.Tag}}"],
                            capture_output=True, text=True).stdout
    assert on_ssh["sandbox"]["image"] in images
    # the base image it lacked was copied from the local engine (same id), not built again there
    assert _image_id(engine.host, base) == _image_id(None, base) != ""


def test_a_killed_engine_fails_only_its_attempt_as_an_error_naming_it(tmp_path, two_engines):
    engine, ssh = two_engines
    # every attempt naps 25 s; the private engine dies while its attempt naps
    cmd, env = _run(tmp_path, "kill", ssh, "--agent=deploybench_test_agents:NapAgent", "--agent-arg=nap=25", *TASKS)
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 180
        while b"deploybench-kill" not in subprocess.run(["docker", "-H", engine.host, "ps"], capture_output=True).stdout:
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()[0]
            time.sleep(0.3)
        time.sleep(3)  # into the agent's nap
        engine.kill()
        out, _ = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
    results = _results(tmp_path / "kill")
    assert len(results) == 2, out
    lost = [r for r in results.values() if r["sandbox"].get("engine") == ssh.url]
    kept = [r for r in results.values() if r["sandbox"].get("engine") != ssh.url]
    assert len(lost) == 1 and lost[0]["outcome"] == "error", out
    assert ssh.url in lost[0]["error"], lost[0]["error"]
    # the other engine's attempt was judged (NapAgent deploys nothing: failed, not error)
    assert len(kept) == 1 and kept[0]["outcome"] == "failed", kept
    assert "1 failed" in out and "1 error" in out, out[-3000:]
    assert json.loads((tmp_path / "kill" / "summary.json").read_text())["totals"]["errors"] == 1
