"""Running the harness with the model agent against a scripted model server, several runs at once.

A `Bench` is one `python -m pytest --agent=...` run in a subprocess, with its own scripted server
(tests/model_server.py) in this process. `Bench.start()` returns at once so the test module can
start all its runs together; `wait()` collects the exit status and the process's peak memory
(from `os.wait4`). Fixture task variants are copies of tests/data/tasks/systems/model-deploy under
another id (and, optionally, another agent time limit).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from model_server import Script, ScriptedModelServer

ROOT = Path(__file__).resolve().parent.parent
MODEL_DEPLOY = ROOT / "tests" / "data" / "tasks" / "systems" / "model-deploy"


def task_variant(root: Path, task_id: str, *, agent_timeout: int | None = None) -> Path:
    """A copy of the model-deploy fixture named `task_id` (directory name = id)."""
    dest = root / "systems" / task_id
    shutil.copytree(MODEL_DEPLOY, dest)
    spec = dest / "task.yaml"
    text = spec.read_text().replace("id: model-deploy", f"id: {task_id}")
    if agent_timeout is not None:
        text = re.sub(r"timeouts: \{agent: \d+,", f"timeouts: {{agent: {agent_timeout},", text)
    spec.write_text(text)
    return dest


@dataclass
class Bench:
    name: str
    tmp: Path
    scripts: dict[str, Script]
    paths: list[Path]
    args: list[str]
    env: dict[str, str] = field(default_factory=dict)
    server: ScriptedModelServer | None = None
    proc: subprocess.Popen | None = None
    returncode: int | None = None
    maxrss_kb: int = 0

    @property
    def run_dir(self) -> Path:
        return self.tmp / "runs" / self.name

    @property
    def junit(self) -> Path:
        return self.tmp / f"{self.name}.xml"

    def start(self) -> "Bench":
        self.server = ScriptedModelServer(self.scripts).start()
        cmd = [
            sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--runs-dir", str(self.tmp / "runs"),
            "--run-id", self.name, f"--junitxml={self.junit}", "-o", "junit_family=xunit2",
            "--api-base", self.server.url, *self.args, *map(str, self.paths),
        ]
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        env.update(self.env)
        self._out = open(self.tmp / f"{self.name}.out", "w")
        self.proc = subprocess.Popen(cmd, cwd=ROOT, stdout=self._out, stderr=subprocess.STDOUT, env=env)
        return self

    def wait(self, timeout: float = 900) -> "Bench":
        if self.returncode is None:
            deadline, timed_out = time.monotonic() + timeout, False
            while True:  # wait4 for the child's peak memory; polled, so a hung run cannot hang the suite
                pid, status, usage = os.wait4(self.proc.pid, os.WNOHANG)
                if pid:
                    break
                if not timed_out and time.monotonic() > deadline:
                    os.kill(self.proc.pid, signal.SIGTERM)  # the harness removes its sandboxes on SIGTERM
                    timed_out = True
                time.sleep(0.2)
            self.returncode = os.waitstatus_to_exitcode(status)
            self.proc.returncode = self.returncode
            self.maxrss_kb = usage.ru_maxrss
            self._out.close()
            self.server.stop()
            if timed_out:
                raise TimeoutError(f"scripted run {self.name} still going after {timeout:g}s:\n{self.output[-3000:]}")
        return self

    # -- reading the records ----------------------------------------------------------------------
    @property
    def output(self) -> str:
        return (self.tmp / f"{self.name}.out").read_text()

    def result(self, task_id: str) -> dict:
        return json.loads((self.record_dir(task_id) / "result.json").read_text())

    def record_dir(self, task_id: str) -> Path:
        return self.run_dir / task_id / "attempt-1"

    def events(self, task_id: str, type: str | None = None) -> list[dict]:
        path = self.record_dir(task_id) / "trajectory.jsonl"
        events = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        return [e for e in events if type is None or e["type"] == type]

    def tool_messages(self, task_id: str, step: int) -> list[str]:
        """The tool results the agent sent with its (successful) request for `step` (1-based)."""
        for r in self.server.requests_for(task_id, ok_only=True):
            if r["step"] == step - 1 and not r["helper"]:
                return [m["content"] for m in r["body"]["messages"] if m["role"] == "tool"]
        raise AssertionError(f"no successful request of step {step} for {task_id}")

    def junit_cases(self) -> dict[str, dict]:
        from helpers import read_junit

        return read_junit(self.junit)


def needs(*names: str):
    """Marks an end-to-end test with the runs (Bench names) it reads: the module's fixture starts
    only the runs its selected tests need (start_needed)."""
    def mark(test):
        test.benches = names
        return test
    return mark


def start_needed(request, make_benches) -> dict[str, Bench]:
    """Start, all at once, the runs that the selected tests of `request`'s module name in @needs;
    `make_benches()` builds every Bench (not started). The others are never started."""
    wanted = set()
    for item in request.session.items:
        if getattr(item, "module", None) is request.module:
            wanted.update(getattr(getattr(item, "function", None), "benches", ()))
    benches = {name: b for name, b in make_benches().items() if name in wanted}
    for b in benches.values():
        b.start()
    return benches
