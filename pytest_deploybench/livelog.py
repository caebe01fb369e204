"""Live agent steps under `-n`: the controller tails the running attempts' agent.log.

Without xdist, the agent's log records reach pytest's live logging directly (`--log-cli-level=INFO`).
pytest-xdist does not stream its workers' live logs, so with `-n N` and live logging on, the
controller reads each running attempt's agent.log (every `POLL_S`) and writes its new lines, each
prefixed with the attempt's name, as they appear; what an attempt wrote before it ended is read to
the end when it ends, so no line is lost. Registered by the plugin on the controller of an xdist run.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

import pytest

from . import constants as C
from .records import attempt_dir
from .state import DeployBenchState

POLL_S = 0.5


def wanted(config: pytest.Config) -> bool:
    """Live logging is on (`--log-cli-level` or ini `log_cli`) at a level that shows INFO."""
    level = config.getoption("log_cli_level", None) or config.getini("log_cli_level")
    if not (config.getoption("log_cli_level", None) or config.getini("log_cli")):
        return False
    if not level:
        return True  # log_cli without a level: the root logger's level decides; steps are INFO
    number = logging.getLevelName(str(level).upper()) if not str(level).isdigit() else int(level)
    return isinstance(number, int) and number <= logging.INFO


class _Tail:
    def __init__(self, label: str, path: Path):
        self.label = label
        self.path = path
        self.offset = 0
        self.partial = ""

    def read(self, final: bool = False) -> list[str]:
        try:
            with open(self.path, encoding="utf-8", errors="replace") as f:
                if os.fstat(f.fileno()).st_size < self.offset:  # a new file (a resumed attempt starts clean)
                    self.offset, self.partial = 0, ""
                f.seek(self.offset)
                chunk = f.read()
                self.offset = f.tell()
        except OSError:
            return []
        text = self.partial + chunk
        lines = text.split("\n")
        self.partial = "" if final else lines.pop()
        return [f"{self.label} | {line}" for line in lines if line]


class LiveLog:
    def __init__(self, config: pytest.Config, state: DeployBenchState):
        assert state.settings is not None
        self.config = config
        self.run_dir = state.settings.run_dir
        self.tails: dict[str, _Tail] = {}
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.thread: threading.Thread | None = None

    def _emit(self, lines: list[str]) -> None:
        if not lines:
            return
        tw = self.config.get_terminal_writer()
        with self.lock:
            if tw.width_of_current_line:
                tw.line()
            for line in lines:
                tw.line(line)
            tw.flush()

    def _poll(self) -> None:
        while not self.stop.wait(POLL_S):
            with self.lock:
                tails = list(self.tails.values())
            for tail in tails:
                self._emit(tail.read())

    @staticmethod
    def _attempt(nodeid: str) -> tuple[str, int]:
        name = nodeid.rsplit("::", 1)[-1]
        task, _, rest = name.partition("[")
        return task, int(rest.rstrip("]")) if rest.rstrip("]").isdigit() else 1

    def pytest_runtest_logstart(self, nodeid: str, location) -> None:
        if "::" not in nodeid:
            return
        task, attempt = self._attempt(nodeid)
        path = attempt_dir(self.run_dir, task, attempt) / C.AGENT_LOG
        with self.lock:
            self.tails[nodeid] = _Tail(nodeid.rsplit("::", 1)[-1], path)
        if self.thread is None:
            self.thread = threading.Thread(target=self._poll, name="deploybench-livelog", daemon=True)
            self.thread.start()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logfinish(self, nodeid: str, location) -> None:
        with self.lock:
            tail = self.tails.pop(nodeid, None)
        if tail is not None:
            self._emit(tail.read(final=True))

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.stop.set()
