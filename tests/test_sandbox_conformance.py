"""The runtime contract (sandbox.base.Runtime and Sandbox), proven once for every runtime (today:
Docker, a real engine).

A second runtime (Kubernetes) joins by adding its name to RUNTIMES and a branch to `make_runtime`.
"""

from __future__ import annotations

import io
import os
import secrets
from pathlib import Path

import pytest

from pytest_deploybench import constants as C
from pytest_deploybench.errors import SandboxError
from pytest_deploybench.sandbox.base import PreparedImage, Runtime, SandboxRequest
from pytest_deploybench.sandbox.docker.egress import EGRESS_PREFIX
from pytest_deploybench.spec import load_task

from helpers import DATA_TASKS

RUNTIMES = ["docker"]


def make_runtime(name: str):
    if name == "docker":
        from pytest_deploybench.sandbox.docker import DockerRuntime

        return DockerRuntime()
    raise ValueError(name)


@pytest.fixture(scope="module", params=RUNTIMES)
def runtime(request, docker_client):
    rt = make_runtime(request.param)
    rt.wait_ready()
    rt.prepare_image(load_task(DATA_TASKS / "systems" / "core-sum"))  # the cpu base image too
    yield rt
    rt.close()


def test_a_runtime_is_the_contract(runtime):
    assert isinstance(runtime, Runtime) and runtime.name


def test_prepare_image_is_cached_and_starts_a_sandbox_with_the_artifact(runtime):
    task = load_task(DATA_TASKS / "systems" / "core-sum")
    image = runtime.prepare_image(task)
    assert isinstance(image, PreparedImage) and image.built is False  # the fixture prepared it
    run = f"conformance-{secrets.token_hex(3)}"
    with runtime.start(SandboxRequest(image=image.ref, name=f"deploybench-{run}", labels={C.LABEL_RUN: run},
                                      workdir="/workspace/w", cpus=1, memory="512m", pids=256,
                                      copy_in=((task.artifact_dir, "/workspace/w"),))) as sandbox:
        assert sandbox.exec("ls", timeout=20).stdout.split() == sorted(p.name for p in task.artifact_dir.iterdir())


def sandboxes(removed: list[str]) -> list[str]:
    """The sandboxes among removed containers: a runtime started for this test alone (-k) also
    started its egress point under the test's run id, and removes it with the run."""
    return [name for name in removed if not name.startswith(EGRESS_PREFIX)]


def test_remove_sandboxes_removes_a_runs_sandboxes_and_names_them(runtime):
    run = f"conformance-{secrets.token_hex(3)}"
    name = f"deploybench-{run}"
    sandbox = runtime.start(SandboxRequest(image=C.BASE_IMAGES["cpu"], name=name, labels={C.LABEL_RUN: run},
                                           workdir="/w", cpus=1, memory="256m", pids=64))
    try:
        assert runtime.remove_sandboxes("conformance-someone-else") == []
        assert sandboxes(runtime.remove_sandboxes(run)) == [name]
        with pytest.raises(SandboxError, match=name):  # a removed sandbox: SandboxError, naming it
            sandbox.exec("true", timeout=10)
        assert runtime.remove_sandboxes(run) == []
    finally:
        sandbox.close()  # safe after removal


def test_remove_sandboxes_of_a_session_spares_another_session_of_the_same_run(runtime):
    # two pytest sessions given one --run-id (with two --runs-dir): each one's end removes only
    # its own sandboxes
    run = f"conformance-{secrets.token_hex(3)}"
    boxes = {
        session: runtime.start(SandboxRequest(image=C.BASE_IMAGES["cpu"], name=f"deploybench-{run}-{session}",
                                              labels={C.LABEL_RUN: run, C.LABEL_SESSION: session},
                                              workdir="/w", cpus=1, memory="256m", pids=64))
        for session in ("s1", "s2")
    }
    try:
        assert sandboxes(runtime.remove_sandboxes(run, session="s1")) == [f"deploybench-{run}-s1"]
        assert boxes["s2"].exec("true", timeout=20).exit_code == 0  # the other session's sandbox runs on
        assert sandboxes(runtime.remove_sandboxes(run)) == [f"deploybench-{run}-s2"]  # no session: the whole run
    finally:
        for box in boxes.values():
            box.close()


def test_list_gpus_is_the_engines_view_and_empty_without_a_gpu_runtime(runtime):
    # no GPU on this machine: the engine refuses a GPU request, which must read as "none", not fail
    # (the parsing of a real listing is tested in test_engines.py)
    assert runtime.list_gpus() == ()
    if runtime.name == "docker":  # and the refused probe left no container behind
        import docker

        probes = docker.from_env().containers.list(all=True, filters={"label": f"{C.LABEL_KIND}=gpu-probe"})
        assert probes == []


def test_engine_lost_tells_a_dead_engine_from_a_bug(runtime):
    assert runtime.engine_lost(ValueError("a harness bug")) is None
    if runtime.name != "docker":
        return
    import requests  # what the docker SDK raises when the engine's socket goes away

    lost = runtime.engine_lost(requests.exceptions.ConnectionError("Connection refused"))
    assert lost is not None and "Connection refused" in lost and "\n" not in lost


@pytest.fixture
def box(runtime):
    run = f"conformance-{secrets.token_hex(3)}"
    sandbox = runtime.start(SandboxRequest(
        image=C.BASE_IMAGES["cpu"], name=f"deploybench-{run}", labels={C.LABEL_RUN: run},
        workdir="/workspace/w", cpus=1, memory="512m", pids=256,
        ca_bundle=Path(os.environ["SSL_CERT_FILE"]) if os.path.isfile(os.environ.get("SSL_CERT_FILE", "")) else None,
    ))
    with sandbox:
        yield sandbox


def test_exec_streams_and_exit_code(box):
    r = box.exec("echo out; echo err >&2; exit 3", timeout=20)
    assert (r.exit_code, r.stdout, r.stderr, r.timed_out) == (3, "out\n", "err\n", False)
    assert sorted(r.output.splitlines()) == ["err", "out"]  # order across the two pipes is not kept


def test_exec_cwd_and_env(box):
    assert box.exec("pwd", timeout=20).stdout == "/workspace/w\n"
    assert box.exec("pwd", timeout=20, workdir="/tmp").stdout == "/tmp\n"
    assert box.exec("echo $GREETING", timeout=20, env={"GREETING": "hi"}).stdout == "hi\n"


def test_exec_timeout_kills_the_command_inside(box):
    r = box.exec("echo started; sleep 60", timeout=2)
    assert r.timed_out and r.exit_code is None and r.stdout == "started\n"
    assert r.duration_s < 30
    assert "sleep 60" not in box.exec("cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' '", timeout=20).stdout


def test_exec_output_cap_keeps_head_and_tail_and_sink_gets_all(box):
    sink = io.BytesIO()
    r = box.exec("echo HEAD; head -c 3000000 /dev/zero | tr '\\0' x; echo; echo TAIL", timeout=60,
                 output_cap=1000, sink=sink)
    assert r.stdout.startswith("HEAD") and r.stdout.rstrip().endswith("TAIL")
    assert "bytes cut by deploybench" in r.stdout and len(r.stdout) < 1200
    assert r.stdout_bytes == len(sink.getvalue()) > 3_000_000


def test_put_and_read_text_and_binary(box):
    blob = bytes(range(256)) * 10
    box.put_file("/workspace/w/data/blob.bin", blob, mode=0o600)
    box.put_file("/workspace/w/notes.txt", "héllo\n".encode())
    assert box.read_file("/workspace/w/data/blob.bin", max_bytes=10_000) == blob
    assert box.read_file("/workspace/w/notes.txt", max_bytes=100).decode() == "héllo\n"
    assert box.exec("stat -c %a data/blob.bin", timeout=20).stdout == "600\n"


def test_read_missing_file_and_directory(box):
    with pytest.raises(FileNotFoundError):
        box.read_file("/workspace/w/nope", max_bytes=10)
    with pytest.raises(IsADirectoryError):
        box.read_file("/workspace", max_bytes=10)


def test_put_dir_keeps_parents_permissions(box, tmp_path):
    (tmp_path / "src" / "sub").mkdir(parents=True)
    (tmp_path / "src" / "sub" / "f.txt").write_text("x")
    before = box.exec("stat -c %a /tmp", timeout=20).stdout
    box.put_dir(tmp_path / "src", "/tmp/deep/secret", mode=0o700)
    assert box.exec("stat -c %a /tmp/deep/secret; cat /tmp/deep/secret/sub/f.txt", timeout=20).stdout == "700\nx"
    assert box.exec("stat -c %a /tmp", timeout=20).stdout == before == "1777\n"


def test_get_large_dir_and_missing(box, tmp_path):
    box.exec("mkdir -p out/sub && head -c 5000000 /dev/urandom > out/sub/big && echo 1 > out/a", timeout=60)
    assert box.get_path("/workspace/w/out", tmp_path / "copy" / "out")
    assert (tmp_path / "copy" / "out" / "sub" / "big").stat().st_size == 5_000_000
    assert (tmp_path / "copy" / "out" / "a").read_text() == "1\n"
    assert not box.get_path("/workspace/w/missing", tmp_path / "copy" / "missing")


def test_get_does_not_follow_links_out_of_the_copy(box, tmp_path):
    box.exec("mkdir -p out && ln -s /etc/shadow out/link && echo ok > out/real", timeout=20)
    assert box.get_path("/workspace/w/out", tmp_path / "out")
    assert (tmp_path / "out" / "real").read_text() == "ok\n"
    assert not (tmp_path / "out" / "link").exists()


def test_disconnect_network_leaves_only_loopback(box):
    assert "eth0" in box.exec("ls /sys/class/net", timeout=20).stdout
    box.disconnect_network()
    assert box.exec("ls /sys/class/net", timeout=20).stdout.split() == ["lo"]


def test_stop_processes_ends_background_work_and_keeps_files(box):
    box.exec("echo kept > kept.txt; setsid nohup sleep 1000 >/dev/null 2>&1 &", timeout=20)
    running = "cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' '"
    assert "sleep 1000" in box.exec(running, timeout=20).stdout
    box.stop_processes()
    assert "sleep 1000" not in box.exec(running, timeout=20).stdout
    assert box.exec("cat kept.txt", timeout=20).stdout == "kept\n"


def test_ca_bundle_is_handed_in(box):
    if box.request.ca_bundle is None:
        pytest.skip("this host names no CA bundle in SSL_CERT_FILE")
    r = box.exec('echo "$PIP_CERT $SSL_CERT_FILE $REQUESTS_CA_BUNDLE"; test -s "$PIP_CERT"', timeout=20)
    assert r.ok and r.stdout.split() == [C.SANDBOX_CA_PATH] * 3


def test_apt_gives_up_on_a_stalled_mirror_and_retries(box):
    # apt's own view of its configuration, so a file apt would not read fails the test
    r = box.exec("apt-config dump Acquire::http::Timeout Acquire::https::Timeout Acquire::Retries", timeout=20)
    assert r.ok, r.stderr
    assert 'Acquire::http::Timeout "60";' in r.stdout
    assert 'Acquire::https::Timeout "60";' in r.stdout
    assert 'Acquire::Retries "3";' in r.stdout


def test_limits_and_hardening(box, docker_client):
    host = docker_client.containers.get(box.id).attrs["HostConfig"]
    assert host["NanoCpus"] == 1_000_000_000 and host["Memory"] == 512 * 1024 * 1024
    assert host["PidsLimit"] == 256 and not host["Privileged"]
    assert "no-new-privileges" in host["SecurityOpt"]
    assert not host.get("Binds")


def test_close_removes_and_is_idempotent(runtime, docker_client):
    run = f"conformance-{secrets.token_hex(3)}"
    box = runtime.start(SandboxRequest(image=C.BASE_IMAGES["cpu"], name=f"deploybench-{run}",
                                       labels={C.LABEL_RUN: run}, workdir="/w"))
    box.close()
    box.close()
    assert docker_client.containers.list(all=True, filters={"label": f"{C.LABEL_RUN}={run}"}) == []


def test_capabilities_are_dropped_but_package_work_is_possible(box, docker_client):
    host = docker_client.containers.get(box.id).attrs["HostConfig"]
    assert host["CapDrop"] == ["ALL"] and "NET_RAW" not in host["CapAdd"]
    r = box.exec("chown nobody /tmp && mknod /tmp/dev c 1 3", timeout=20)
    assert r.exit_code != 0 and "Operation not permitted" in r.stderr  # chown works, mknod does not
    assert box.exec("test ! -e /var/run/docker.sock && test ! -e /run/docker.sock", timeout=20).ok


def test_open_attempts_have_networks_of_their_own(runtime, docker_client):
    """network: open gets a bridge network per attempt. (registries sandboxes share their worker's
    egress network, one attempt at a time: tests/test_network_policy.py.)"""
    run = f"conformance-{secrets.token_hex(3)}"
    boxes = [runtime.start(SandboxRequest(image=C.BASE_IMAGES["cpu"], name=f"deploybench-{run}-{i}",
                                          labels={C.LABEL_RUN: run}, workdir="/w", network="open"))
             for i in range(2)]
    try:
        nets = [set(docker_client.containers.get(b.id).attrs["NetworkSettings"]["Networks"]) for b in boxes]
        assert nets[0] == {boxes[0].request.name} and nets[1] == {boxes[1].request.name}
        ip0 = docker_client.containers.get(boxes[0].id).attrs["NetworkSettings"]["Networks"][boxes[0].request.name]["IPAddress"]
        # reachable would be an immediate "connection refused"; isolated times out
        probe = boxes[1].exec(f"timeout 3 bash -c 'exec 3<>/dev/tcp/{ip0}/9'; echo rc=$?", timeout=20)
        assert "rc=124" in probe.stdout, probe.output
    finally:
        for b in boxes:
            b.close()
    assert docker_client.networks.list(names=[b.request.name for b in boxes]) == []


def test_run_tool_runs_the_harness_busybox_never_the_sandboxs_tools(box):
    box.exec("mkdir -p x && printf '#!/bin/sh\\necho planted > /tmp/planted\\n' > /usr/local/bin/rm && "
             "chmod 755 /usr/local/bin/rm", timeout=20)
    r = box.run_tool(["rm", "-rf", "--", "/workspace/w/x"], timeout=20)
    assert r.exit_code == 0, r.output
    assert box.exec("ls; ls /tmp", timeout=20).stdout.split() == []


def test_only_the_harness_processes_are_left_after_a_stop(box):
    """A process started before the stop is a stray; after the stop, and after harness steps (whose
    busybox `timeout` watcher outlives them), nothing is."""
    from pytest_deploybench.verify.pipeline import stray_processes

    box.exec("setsid nohup sleep 1000 >/dev/null 2>&1 &", timeout=20)
    assert any("sleep 1000" in p for p in stray_processes(box))
    box.stop_processes()
    for _ in range(3):
        box.run_tool(["mkdir", "-p", "/workspace/w/d"], timeout=20)
        assert stray_processes(box) == []
