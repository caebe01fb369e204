"""`--agent=external`: a scripted outside process drives real attempts through `deploybench attempt`,
as an outside agent would: pytest started in the background with its output in a file, the
attempt found by its ready line's name, commands run in the real sandbox, the verdict read back."""

from __future__ import annotations

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

pytestmark = pytest.mark.usefixtures("docker_client")

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
