"""Engine failures, injected on a private Docker engine the test starts and kills itself (its own
socket, data root and bridge interface, so the host's engine and other runs are untouched): the
engine killed and restarted mid-run, and a disk that fills up during an image build.

Never start a second engine with `--bridge none`: it deletes the host-wide docker0 interface and
breaks the default network of the host's engine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from helpers import DATA_TASKS, ROOT, bench_command, need, run_bench
from private_engine import PrivateEngine, running_private_engine, unmount_under


def _need(condition: bool, reason: str) -> None:
    need(condition, reason, require="DEPLOYBENCH_REQUIRE_DOCKER")


@pytest.fixture
def private_engine(docker_client):
    _need(os.geteuid() == 0 and shutil.which("dockerd") is not None, "needs root and dockerd to start a private engine")
    with running_private_engine() as engine:
        yield engine


def test_engine_restart_mid_run_errors_that_attempt_and_the_others_carry_on(tmp_path, private_engine):
    # the agent naps on core-sum (nap_task) while the engine dies; core-improve gets nap=0
    cmd, env = bench_command(tmp_path, "restart", "--agent=deploybench_test_agents:NapAgent", "--agent-arg=nap=0",
                             "--agent-arg=nap_task=core-sum",
                             str(DATA_TASKS / "systems" / "core-sum"), str(DATA_TASKS / "ai_ml" / "core-improve"),
                             env={"DOCKER_HOST": private_engine.host})
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 120
        while b"core-sum" not in subprocess.run(["docker", "-H", private_engine.host, "ps"], capture_output=True).stdout:
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()[0]
            time.sleep(0.3)
        time.sleep(1)
        private_engine.kill()
        private_engine.start()
        out, _ = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
    import json

    results = {p.parent.parent.name: json.loads(p.read_text()) for p in tmp_path.glob("restart/*/attempt-1/result.json")}
    assert set(results) == {"core-sum", "core-improve"}, out
    assert results["core-sum"]["outcome"] == "error", out
    assert results["core-sum"]["error"].startswith("agent: "), results["core-sum"]["error"]
    # the next attempt ran on the restarted engine and was judged (NapAgent does not improve it)
    assert results["core-improve"]["outcome"] == "failed", out
    assert results["core-improve"]["verifier_status"] == "score_below_target"
    assert "1 failed, 1 error" in out


def test_out_of_disk_during_an_image_build_is_an_error_naming_the_build(tmp_path, docker_client):
    _need(os.geteuid() == 0 and shutil.which("dockerd") is not None, "needs root and dockerd to start a private engine")
    root = Path(tempfile.mkdtemp(prefix="dbdisk-", dir="/tmp"))
    data = root / "data"
    data.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=700m", "tmpfs", str(data)], capture_output=True)
    _need(mounted.returncode == 0, f"cannot mount a small tmpfs: {mounted.stderr.decode().strip()}")
    engine = PrivateEngine(root, data_root=data)
    try:
        engine.start()
        engine.load_base_image()
        task = tmp_path / "tasks" / "core-bigbuild"
        shutil.copytree(DATA_TASKS / "systems" / "core-sum", task)
        (task / "task.yaml").write_text((task / "task.yaml").read_text().replace("id: core-sum", "id: core-bigbuild"))
        (task / "environment").mkdir()
        (task / "environment" / "Dockerfile").write_text(
            "ARG BASE_IMAGE\nFROM ${BASE_IMAGE}\nRUN head -c 900M /dev/zero > /filler\n")
        run = run_bench(tmp_path, "--agent=oracle", str(task), run_id="disk", env={"DOCKER_HOST": engine.host})
        rec = run.results()["core-bigbuild"]
        assert rec["outcome"] == "error", run.output
        assert "building image for task core-bigbuild (environment/Dockerfile) failed at 'Step" in rec["error"]
        assert "no space left on device" in rec["error"].lower()
    finally:
        engine.stop()
        unmount_under(root)
        shutil.rmtree(root, ignore_errors=True)


def test_a_slow_engine_during_the_leftover_cleanup_is_a_warning_not_a_crash(tmp_path, pytester, monkeypatch,
                                                                           docker_client):
    """The session's best-effort removal of leftover containers meets a read timeout (seen under load:
    listing containers took over 120 s). Before: an INTERNALERROR with a traceback, and no run at all."""
    from requests.exceptions import ReadTimeout

    from helpers import in_process
    from pytest_deploybench.sandbox.docker.runtime import DockerRuntime

    real = DockerRuntime.remove_sandboxes

    def slow(self, run_id=None, *, session=None, orphans_only=False):
        if orphans_only:
            raise ReadTimeout("UnixHTTPConnectionPool(host='localhost', port=None): Read timed out. (read timeout=120)")
        return real(self, run_id, session=session, orphans_only=orphans_only)

    monkeypatch.setattr(DockerRuntime, "remove_sandboxes", slow)
    result = in_process(pytester, "--agent=noop", "--runs-dir", str(tmp_path / "runs"),
                        str(DATA_TASKS / "systems" / "core-sum"))
    out = result.stdout.str()
    assert "INTERNALERROR" not in out, out
    assert "could not remove leftover containers" in out and "Read timed out" in out
    result.assert_outcomes(failed=1)  # the run went on: noop fails core-sum
