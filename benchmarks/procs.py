"""Running pytest the way users do, in a subprocess, and watching its memory."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(__file__).resolve().parent


def _status_kb(pid: int, key: str) -> int | None:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        return None
    return None


def _children(pid: int) -> list[int]:
    out = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/children") as f:
                out += [int(x) for x in f.read().split()]
    except OSError:
        pass
    return out


def _cmdline(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


@dataclass
class MemoryWatch:
    """Samples the peak RSS (VmHWM, the kernel's own high-water mark) of a process and of its
    Python descendants (xdist workers) until stopped."""

    root: int
    interval: float = 0.1
    peaks_kb: dict[int, int] = field(default_factory=dict)
    roles: dict[int, str] = field(default_factory=dict)

    def __post_init__(self):
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> "MemoryWatch":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.sample()
            self._stop.wait(self.interval)

    def sample(self) -> None:
        todo, seen = [self.root], set()
        while todo:
            pid = todo.pop()
            if pid in seen:
                continue
            seen.add(pid)
            hwm = _status_kb(pid, "VmHWM")
            if hwm is not None:
                cmd = _cmdline(pid)
                # xdist workers are execnet's `python -u -c "import sys;exec(eval(sys.stdin.readline()))"`
                role = "controller" if pid == self.root else "worker" if "sys.stdin.readline" in cmd else None
                if role is not None and (pid not in self.roles or self.roles[pid] == role):
                    self.peaks_kb[pid] = max(self.peaks_kb.get(pid, 0), hwm)
                    self.roles[pid] = role
            todo += _children(pid)

    def controller_mb(self) -> float | None:
        kb = self.peaks_kb.get(self.root)
        return kb / 1024 if kb else None

    def workers_mb(self) -> list[float]:
        return sorted(kb / 1024 for pid, kb in self.peaks_kb.items() if self.roles.get(pid) == "worker")


@dataclass
class PytestRun:
    args: list[str]
    returncode: int
    wall_s: float
    output: str
    controller_mb: float | None = None
    workers_mb: list[float] = field(default_factory=list)
    max_rss_mb: float | None = None  # wait4: the largest process of the tree

    def collected(self) -> tuple[int, float] | None:
        """(items, seconds) from pytest's 'N tests collected in X s' line."""
        m = re.search(r"(\d+) tests? collected in ([\d.]+)s", self.output)
        return (int(m.group(1)), float(m.group(2))) if m else None


def pytest_env(extra: dict | None = None, *, autoload: bool = True) -> dict:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(BENCH_DIR), str(ROOT)]), **(extra or {})}
    env.pop("PYTEST_ADDOPTS", None)
    if not autoload:
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    else:
        env.pop("PYTEST_DISABLE_PLUGIN_AUTOLOAD", None)
    return env


def run_pytest(args: list[str], *, env: dict | None = None, watch_memory: bool = False,
               timeout: float = 3600, python_args: tuple[str, ...] = ()) -> PytestRun:
    cmd = [sys.executable, *python_args, "-m", "pytest", "-p", "no:cacheprovider", *args]
    return run_cmd(cmd, env=env or pytest_env(), watch_memory=watch_memory, timeout=timeout)


def run_cmd(cmd: list[str], *, env: dict | None = None, watch_memory: bool = False, timeout: float = 3600) -> PytestRun:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env or os.environ.copy(), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)
    watch = MemoryWatch(proc.pid).start() if watch_memory else None
    chunks: list[bytes] = []
    reader = threading.Thread(target=lambda: chunks.append(proc.stdout.read()), daemon=True)
    reader.start()
    deadline = time.monotonic() + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            proc.kill()
            pid, status, usage = os.wait4(proc.pid, 0)
            break
        time.sleep(0.02)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    reader.join()
    if watch is not None:
        watch.stop()
    return PytestRun(
        args=cmd, returncode=proc.returncode, wall_s=wall, output=b"".join(chunks).decode(errors="replace"),
        controller_mb=watch.controller_mb() if watch else None, workers_mb=watch.workers_mb() if watch else [],
        max_rss_mb=usage.ru_maxrss / 1024,
    )
