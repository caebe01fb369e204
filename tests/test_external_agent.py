"""`--agent=external`: a scripted outside process drives real attempts through `deploybench attempt`,
as an outside agent would: pytest started in the background with its output in a file, the
attempt found by its ready line's name, commands run in the real sandbox, the verdict read back."""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import DATA_TASKS, ROOT, bench_command, default_sigint

needs_engine = pytest.mark.usefixtures("docker_client")

DEPLOYBENCH = Path(sys.executable).parent / "deploybench"
FINISHED = re.compile(r"^=+ .* in [\d.]+s", re.MULTILINE)


class Outside:
    """The outside agent: `deploybench attempt ...` in a process of its own."""

    def __init__(self, attempts_dir: Path):
        self.env = {**os.environ, "DEPLOYBENCH_ATTEMPTS_DIR": str(attempts_dir)}
        self.env.pop("DEPLOYBENCH_ATTEMPT", None)

    def __call__(self, *args: str, input: str | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
        return subprocess.run([str(DEPLOYBENCH), "attempt", *args], env=self.env, input=input, capture_output=True,
                              text=True, timeout=timeout)


class Bench:
    """A pytest run with --agent=external, its output going to a file."""

    def __init__(self, tmp_path: Path, run_id: str, *args: str, nohup: bool = False):
        self.attempts = tmp_path / "attempts"
        self.log = tmp_path / f"{run_id}.log"
        self.run_dir = tmp_path / "runs" / run_id
        cmd, env = bench_command(tmp_path / "runs", run_id, "--agent=external", *args,
                                 env={"DEPLOYBENCH_ATTEMPTS_DIR": str(self.attempts)})
        self.proc: subprocess.Popen | None = None
        if nohup:  # as a user starts it from a script: `nohup pytest ... > log 2>&1 &` (SIGINT ignored)
            line = " ".join(_q(c) for c in cmd)
            out = subprocess.run(["bash", "-c", f"nohup {line} > {_q(str(self.log))} 2>&1 & echo $!"], cwd=ROOT,
                                 env=env, capture_output=True, text=True, check=True)
            self.pid = int(out.stdout.strip())
        else:
            with open(self.log, "w") as sink:
                self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT,
                                             preexec_fn=default_sigint)
            self.pid = self.proc.pid

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def finish(self, timeout: float = 300) -> str:
        """Wait for the run to end; its output."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                break
            if self.proc is None and not _running(self.pid):
                break
            time.sleep(0.5)
        else:
            os.kill(self.pid, signal.SIGTERM)
            raise AssertionError(f"the run did not end within {timeout}s:\n{self.output()[-3000:]}")
        return self.output()

    def result(self, task: str, attempt: int = 1) -> dict:
        return json.loads((self.run_dir / task / f"attempt-{attempt}" / "result.json").read_text())

    def trajectory(self, task: str, attempt: int = 1) -> list[dict]:
        path = self.run_dir / task / f"attempt-{attempt}" / "trajectory.jsonl"
        return [json.loads(line) for line in path.read_text().splitlines()]


def _q(s: str) -> str:
    import shlex

    return shlex.quote(s)


def _running(pid: int) -> bool:
    """The process exists and is not a zombie (an orphan of `&` is reaped by whoever adopts it)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def _sigint_ignored(pid: int) -> bool:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            return bool(int(line.split()[1], 16) & (1 << (signal.SIGINT - 1)))
    return False


@needs_engine
def test_outside_process_deploys_a_task_started_in_the_background_and_it_passes(tmp_path):
    bench = Bench(tmp_path, "ext-pass", str(DATA_TASKS), "-k", "core-sum", "--timeout-multiplier", "3",
                  "--agent-arg", "who=scripted test agent", nohup=True)
    outside = Outside(bench.attempts)
    assert _sigint_ignored(bench.pid), "the test must run pytest as `cmd &` does: SIGINT ignored"
    ready = outside("ready", "--run", "ext-pass", "--timeout", "300")
    assert ready.returncode == 0, ready.stderr + bench.output()
    name = ready.stdout.strip()
    assert name.startswith("core-sum-1-")
    # the ready line reaches pytest's output file, captured output or not
    deadline = time.monotonic() + 10
    while f"attempt {name} ready" not in bench.output() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert f"deploybench: attempt {name} ready (core-sum" in bench.output()

    prompt = outside("prompt", "--attempt", name)
    assert "Make `bash run.sh` sum the numbers of its input file." in prompt.stdout
    assert "How this task is checked" in prompt.stdout
    for hidden in ("DEPLOYBENCH_VERIFY_DIR", "input.txt", "1234", "sum.json"):  # the experiment and checks
        assert hidden not in prompt.stdout

    deploy = outside("exec", "--attempt", name, "--", "echo SCALE=1 > sum.conf && ls")
    assert (deploy.returncode, deploy.stderr.strip()) == (0, "[exit code 0]"), deploy.stderr
    assert "sum.conf" in deploy.stdout.split() and "run.sh" in deploy.stdout.split()
    failing = outside("exec", "--attempt", name, "-c", "echo out; echo err >&2; exit 3")
    assert (failing.returncode, failing.stderr.strip()) == (3, "[exit code 3]")
    assert sorted(failing.stdout.splitlines()) == ["err", "out"]  # both streams (their order is the engine's)
    slow = outside("exec", "--attempt", name, "--timeout", "1", "--", "sleep", "20")
    assert slow.returncode == 124 and "timed out after 1 s" in slow.stderr, slow.stderr
    piped = outside("exec", "--attempt", name, input="cd /tmp\npwd\ncat /workspace/core-sum/sum.conf\n")
    assert piped.stdout == "/tmp\nSCALE=1\n"
    fresh = outside("exec", "--attempt", name, "--", "pwd")  # a fresh shell each time, in the workdir
    assert fresh.stdout == "/workspace/core-sum\n"
    big = outside("exec", "--attempt", name, "--", "seq 1 200000")  # cut as the bash tool cuts it
    assert "output cut by deploybench" in big.stdout and len(big.stdout) < 20_000
    assert big.stdout.startswith("1\n2\n") and big.stdout.endswith("199999\n200000\n")
    left = outside("time", "--attempt", name)
    assert 0 < int(left.stdout) <= 180

    submit = outside("submit", "--attempt", name, "--summary", "wrote sum.conf")
    assert submit.returncode == 0 and "submitted" in submit.stdout
    late = outside("exec", "--attempt", name, "--", "touch late")
    assert late.returncode == 125 and f"attempt {name} has ended: submitted" in late.stderr, late.stderr
    assert len(late.stderr.strip().splitlines()) == 1
    verdict = outside("wait", "--json")  # no --attempt: the one attempt of the live session
    assert verdict.returncode == 0, verdict.stderr
    status = json.loads(verdict.stdout)
    assert (status["state"], status["outcome"], status["failure_mode"]) == ("done", "passed", "none")
    assert all(c["ok"] for c in status["checks"]) and len(status["checks"]) >= 3

    output = bench.finish()
    assert "1 passed" in output, output
    rec = bench.result("core-sum")
    assert (rec["outcome"], rec["end_reason"], rec["steps"]) == ("passed", "submitted", 6)
    assert rec["cost_usd"] is None and rec["agent_summary"] == "wrote sum.conf"
    assert rec["tokens"] is None and rec["input_tokens"] is None  # unknown to the harness: never 0
    assert rec["agent_extra"]["who"] == "scripted test agent" and rec["agent_extra"]["attempt_name"] == name
    events = bench.trajectory("core-sum")
    calls = [e["arguments"]["command"] for e in events if e["type"] == "tool_call" and e["tool"] == "bash"]
    assert calls == ["echo SCALE=1 > sum.conf && ls", "echo out; echo err >&2; exit 3", "sleep 20",
                     "cd /tmp\npwd\ncat /workspace/core-sum/sum.conf\n", "pwd", "seq 1 200000"]
    observations = [e for e in events if e["type"] == "observation"]
    assert [o["exit_code"] for o in observations] == [0, 3, None, 0, 0, 0]
    assert observations[2]["timed_out"] is True and observations[5]["cut_for_model"] is True
    assert [e["type"] for e in events][-2:] == ["totals", "end"]
    assert not any(e["type"] == "tool_call" and "late" in json.dumps(e) for e in events)


@needs_engine
def test_submitting_early_is_a_premature_stop(tmp_path):
    bench = Bench(tmp_path, "ext-early", str(DATA_TASKS), "-k", "core-sum", "--timeout-multiplier", "3")
    outside = Outside(bench.attempts)
    name = outside("ready", "--run", str(bench.run_dir)).stdout.strip()
    assert name, bench.output()
    looked = outside("exec", "--", "cat run.sh")  # no --attempt: the only waiting attempt
    assert looked.returncode == 0 and "sum.conf" in looked.stdout
    # a file copied in: 200 KB of bytes, in recorded steps of 96 KiB of base64 (longer than one command line)
    blob = tmp_path / "blob.bin"
    blob.write_bytes(os.urandom(200_000))
    put = outside("put", str(blob), "deep/dir/blob.bin")
    assert (put.returncode, put.stdout) == (0, "wrote 200000 bytes to deep/dir/blob.bin in 5 steps\n"), put.stderr
    digest = outside("exec", "--", "sha256sum deep/dir/blob.bin; ls deep/dir")
    assert digest.stdout == f"{hashlib.sha256(blob.read_bytes()).hexdigest()}  deep/dir/blob.bin\nblob.bin\n"
    # a person's shell: each line one recorded exec, :submit ends the attempt
    shell = outside("shell", input="echo from the shell \\\n  && pwd\n:time\n:submit looked around\n")
    assert shell.returncode == 0, shell.stderr
    assert "from the shell\n/workspace/core-sum\n" in shell.stdout and "submitted" in shell.stdout
    status = json.loads(outside("wait", "--attempt", str(bench.run_dir), "--json").stdout)
    assert (status["outcome"], status["failure_mode"], status["end_reason"]) == ("failed", "premature_stop", "submitted")
    assert not all(c["ok"] for c in status["checks"])
    bench.finish()
    rec = bench.result("core-sum")
    assert (rec["outcome"], rec["failure_mode"], rec["steps"]) == ("failed", "premature_stop", 8)
    assert rec["agent_summary"] == "looked around"
    commands = [e["arguments"]["command"] for e in bench.trajectory("core-sum") if e["type"] == "tool_call"
                and e["tool"] == "bash"]
    assert commands[0] == "cat run.sh" and commands[-1] == "echo from the shell \\\n  && pwd"
    assert commands[1].startswith("mkdir -p") and commands[5].startswith("base64 -d <")  # put's 5 steps
    assert all(c.startswith("printf '%s' '") and len(c) < 100_000 for c in commands[2:5])


@needs_engine
def test_an_attempt_that_runs_out_of_time_ends_as_agent_timeout(tmp_path):
    # 60 s of agent time scaled to 12 s: a command asking for more is cut at the attempt's end
    bench = Bench(tmp_path, "ext-late", str(DATA_TASKS), "-k", "core-sum", "--timeout-multiplier", "0.2")
    outside = Outside(bench.attempts)
    name = outside("ready", "--run", "ext-late").stdout.strip()
    assert name, bench.output()
    left = int(outside("time", "--attempt", name).stdout)
    assert 0 < left <= 12
    long = outside("exec", "--attempt", name, "--timeout", "600", "--", "echo started; sleep 60")
    assert long.returncode == 124 and "(all the time left for this task)" in long.stderr, long.stderr
    assert long.stdout == "started\n"
    late = outside("exec", "--attempt", name, "--", "true")
    assert late.returncode == 125 and f"attempt {name} has ended: agent_timeout" in late.stderr, late.stderr
    assert outside("submit", "--attempt", name).returncode == 125
    status = json.loads(outside("wait", "--attempt", name, "--json").stdout)
    assert (status["end_reason"], status["failure_mode"]) == ("agent_timeout", "agent_timeout")
    bench.finish()
    rec = bench.result("core-sum")
    assert (rec["outcome"], rec["end_reason"], rec["steps"]) == ("failed", "agent_timeout", 1)
    assert rec["timings"]["agent_s"] < 12 + 10
    events = bench.trajectory("core-sum")
    assert any(e["type"] == "limit" and e["reason"] == "agent_timeout" for e in events)


@needs_engine
def test_two_attempts_at_once_do_not_mix(tmp_path):
    bench = Bench(tmp_path, "ext-two", str(DATA_TASKS), "-k", "core-sum or core-improve", "-n", "2",
                  "--timeout-multiplier", "3")
    outside = Outside(bench.attempts)
    ready = outside("ready", "--run", "ext-two", "--count", "2", "--json")
    assert ready.returncode == 0, ready.stderr + bench.output()
    names = {e["task_id"]: e["name"] for e in json.loads(ready.stdout)}
    assert set(names) == {"core-sum", "core-improve"}
    ambiguous = outside("exec", "--", "true")  # never guessed
    assert ambiguous.returncode == 125 and "2 attempts are waiting" in ambiguous.stderr
    assert all(n in ambiguous.stderr for n in names.values())
    for task, name in names.items():
        wrote = outside("exec", "--attempt", name, "--", f"echo {name} > owner.txt; pwd")
        assert wrote.stdout == f"/workspace/{task}\n"
    for task, name in names.items():
        assert outside("exec", "--attempt", task, "--", "cat owner.txt").stdout == f"{name}\n"  # by task id
    assert outside("exec", "--attempt", names["core-sum"], "--", "echo SCALE=1 > sum.conf").returncode == 0
    for name in names.values():
        assert outside("submit", "--attempt", name).returncode == 0
    output = bench.finish()
    for name in names.values():  # the controller shows each worker's ready line
        assert f"deploybench: attempt {name} ready" in output, output
    assert bench.result("core-sum")["outcome"] == "passed"
    assert bench.result("core-improve")["failure_mode"] == "premature_stop"
    for task, name in names.items():
        commands = [e["arguments"]["command"] for e in bench.trajectory(task) if e["type"] == "tool_call"
                    and e["tool"] == "bash"]
        other = next(n for n in names.values() if n != name)
        assert commands[0] == f"echo {name} > owner.txt; pwd" and not any(other in c for c in commands)
        assert bench.result(task)["steps"] == len(commands) == (3 if task == "core-sum" else 2)


@needs_engine
def test_ctrl_c_ends_a_waiting_attempt_as_interrupted(tmp_path):
    bench = Bench(tmp_path, "ext-int", str(DATA_TASKS), "-k", "core-sum")
    outside = Outside(bench.attempts)
    name = outside("ready", "--run", "ext-int").stdout.strip()
    assert name, bench.output()
    assert outside("exec", "--attempt", name, "--", "true").returncode == 0
    bench.proc.send_signal(signal.SIGINT)
    bench.finish(timeout=60)
    late = outside("exec", "--attempt", name, "--", "true")
    assert late.returncode == 125 and f"attempt {name} has ended: interrupted" in late.stderr, late.stderr
    rec = bench.result("core-sum")
    assert rec["outcome"] == "interrupted"
    status = json.loads(outside("status", "--attempt", name, "--json").stdout)
    assert status["outcome"] == "interrupted"


# -- without an engine: finding attempts, the channel's errors -------------------------------------------
def _entry(attempts: Path, record: Path, name: str, *, pid: int | None = None, state: str = "waiting",
           end_reason: str | None = None) -> dict:
    """An attempt's entry as the waiting attempt writes it (agents/external/channel.py)."""
    from pytest_deploybench.agents.external import channel

    record.mkdir(parents=True, exist_ok=True)
    entry = {"version": 1, "name": name, "state": state, "task_id": name.rsplit("-", 2)[0],
             "attempt": record.name, "run_dir": str(record.parent.parent), "record_dir": str(record),
             "socket": str(attempts / f"{name}.sock"), "pid": os.getpid() if pid is None else pid,
             "created_unix": time.time(), "deadline_unix": time.time() + 100, "end_reason": end_reason,
             "ended_unix": time.time() if state == "ended" else None}
    channel.private_dir(attempts)
    channel.write_entry(entry)
    return entry


@pytest.fixture
def attempts(tmp_path, monkeypatch):
    folder = tmp_path / "attempts"
    monkeypatch.setenv("DEPLOYBENCH_ATTEMPTS_DIR", str(folder))
    monkeypatch.delenv("DEPLOYBENCH_ATTEMPT", raising=False)
    return folder


def _cli(*args: str):
    from click.testing import CliRunner

    from pytest_deploybench.cli import main

    return CliRunner().invoke(main, ["attempt", *args])


def test_exec_refuses_stdin_it_cannot_pass_and_a_command_longer_than_a_command_line(attempts, tmp_path):
    """`exec -- 'cat > f' < file` would write an empty file in the sandbox (stdin is never passed; a
    blind trial's patches arrived empty that way), and a command over 128 KiB cannot be one argv
    string: both are refused in one line before any attempt is asked."""
    local = tmp_path / "fix.patch"
    local.write_text("--- a\n+++ b\n")
    env = {**os.environ, "DEPLOYBENCH_ATTEMPTS_DIR": str(attempts)}
    with local.open() as stdin:
        piped = subprocess.run([str(DEPLOYBENCH), "attempt", "exec", "--", "cat > fix.patch"], stdin=stdin, env=env,
                               capture_output=True, text=True, timeout=60)
    assert piped.returncode == 2 and "exec does not pass stdin to the command" in piped.stderr, piped.stderr
    assert "deploybench attempt put LOCAL PATH" in piped.stderr
    long = _cli("exec", "-c", "echo " + "x" * 130_000)
    assert long.exit_code == 2 and "more than one command line takes" in long.output, long.output


def test_without_a_waiting_attempt_commands_say_so_in_one_line(attempts):
    result = _cli("exec", "--", "true")
    assert result.exit_code == 125
    assert result.output.startswith("deploybench: no attempt is waiting (start one with `pytest --agent=external")
    assert len(result.output.strip().splitlines()) == 1
    assert _cli("list").output.startswith("no attempt is waiting")


def test_an_attempt_is_found_by_name_prefix_task_or_folder_and_never_guessed(attempts, tmp_path):
    from pytest_deploybench.agents.external import channel

    run = tmp_path / "runs" / "r1"
    a = _entry(attempts, run / "core-sum" / "attempt-1", "core-sum-1-aaaa")
    b = _entry(attempts, run / "core-improve" / "attempt-1", "core-improve-1-bbbb")
    with pytest.raises(channel.AttemptError, match="2 attempts are waiting: core-sum-1-aaaa, core-improve-1-bbbb"):
        channel.find(None)
    assert channel.find("core-sum-1-aaaa")["name"] == a["name"]
    assert channel.find("core-imp")["name"] == b["name"]  # the start of a name
    assert channel.find("core-sum")["name"] == a["name"]  # a task id
    assert channel.find(str(run / "core-improve"))["name"] == b["name"]  # a task's record folder
    assert channel.find(str(run / "core-sum" / "attempt-1"))["name"] == a["name"]
    with pytest.raises(channel.AttemptError, match="2 attempts are waiting in"):
        channel.find(str(run))  # a run folder holding two
    with pytest.raises(channel.AttemptError, match="no attempt named 'nothing'; waiting: core-sum-1-aaaa"):
        channel.find("nothing")
    result = _cli("list", "--json")
    assert [r["name"] for r in json.loads(result.output)] == ["core-sum-1-aaaa", "core-improve-1-bbbb"]


def test_commands_to_an_ended_or_killed_attempt_get_one_clear_line(attempts, tmp_path):
    from pytest_deploybench.agents.external import channel

    dead = subprocess.Popen(["true"])
    dead.wait()
    _entry(attempts, tmp_path / "r" / "core-sum" / "attempt-1", "core-sum-1-dddd", state="ended",
           end_reason="submitted")
    _entry(attempts, tmp_path / "r" / "core-hang" / "attempt-1", "core-hang-1-eeee", pid=dead.pid)
    ended = _cli("exec", "--attempt", "core-sum-1-dddd", "--", "true")
    assert ended.exit_code == 125
    assert ended.output.startswith("deploybench: attempt core-sum-1-dddd has ended: submitted; verification is "
                                   "running: `deploybench attempt wait --attempt core-sum-1-dddd`")
    (tmp_path / "r" / "core-sum" / "attempt-1" / "result.json").write_text(
        json.dumps({"outcome": "failed", "failure_mode": "premature_stop"}))
    assert "has ended: submitted; verdict failed (premature_stop): see" in _cli("time", "-a", "core-sum-1").output
    gone = _cli("prompt", "--attempt", "core-hang")
    assert gone.exit_code == 125 and "attempt core-hang-1-eeee is gone: its pytest process" in gone.output
    assert "gone" in _cli("status", "-a", "core-hang").output
    assert channel.find(None)["name"] == "core-sum-1-dddd"  # none waits: the one that ended just now


def test_the_attempts_folder_must_be_private(tmp_path, monkeypatch):
    """A folder another user could enter would let them reach the sockets (fails without the
    checks in channel.private_dir: the symlink would be followed, the mode left open)."""
    from pytest_deploybench.agents.external import channel

    open_dir = tmp_path / "open"
    open_dir.mkdir(mode=0o777)
    os.chmod(open_dir, 0o777)
    assert channel.private_dir(open_dir) == open_dir and (open_dir.stat().st_mode & 0o777) == 0o700
    target = tmp_path / "elsewhere"
    target.mkdir()
    (tmp_path / "link").symlink_to(target)
    with pytest.raises(channel.AttemptError, match="is not a folder of this user"):
        channel.private_dir(tmp_path / "link")


def test_a_long_attempts_folder_gets_a_short_socket_path(tmp_path):
    from pytest_deploybench.agents.external import channel

    deep = tmp_path / ("x" * 60) / ("y" * 60)
    path = channel.socket_path(deep, "some-task-1-abcd")
    assert len(os.fsencode(path)) <= channel.SOCKET_PATH_MAX and path.suffix == ".sock"


def test_the_channel_answers_a_request_and_refuses_a_broken_one(tmp_path):
    from pytest_deploybench.agents.external import channel

    seen = []

    def handle(req: dict) -> dict:
        seen.append(req)
        return {"ok": True, "echo": req.get("op")}

    server = channel.Server(tmp_path / "t.sock", handle)
    try:
        entry = {"name": "t", "socket": str(tmp_path / "t.sock"), "pid": os.getpid(), "record_dir": str(tmp_path)}
        assert channel.request(entry, {"op": "time"})["echo"] == "time"
        assert (tmp_path / "t.sock").stat().st_mode & 0o777 == 0o600
        import socket as sk

        raw = sk.socket(sk.AF_UNIX)
        raw.connect(str(tmp_path / "t.sock"))
        raw.sendall(b"not json\n")
        reply = json.loads(raw.makefile().readline())
        raw.close()
        assert reply["ok"] is False and "unreadable request" in reply["error"]
    finally:
        server.close()
    assert not (tmp_path / "t.sock").exists() and len(seen) == 1


def test_an_unknown_agent_arg_stops_the_run_with_one_line():
    from pytest_deploybench.agents.base import AgentOptions
    from pytest_deploybench.agents.external.agent import ExternalAgent
    from pytest_deploybench.errors import FatalRunError

    assert ExternalAgent(AgentOptions(name="external", agent_args={"who": " a person "})).who == "a person"
    with pytest.raises(FatalRunError, match=r"unknown --agent-arg model; it takes who="):
        ExternalAgent(AgentOptions(name="external", agent_args={"model": "x"}))
