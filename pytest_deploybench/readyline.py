"""The ready line of an external attempt (`--agent=external`, agents/external/) on pytest's
terminal: also when pytest runs in the background with its output in a file, and under `-n`
(pytest-xdist shows nothing a worker prints).

Registered by the plugin when `--agent=external`. Without xdist the attempt runs in this process,
inside pytest's output capture: the agent calls the announcer set here, which suspends the capture
for the one line, as pytest's own live logging does. Under xdist the controller watches the record
folders of the attempts that run (as livelog.py tails their agent.log) and prints each attempt's
line when its `external.json` appears. Either way the line also goes to the attempt's agent.log,
and the entry files (agents/external/channel.py) let `deploybench attempt ready`/`list` find the
attempt without the line.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from . import constants as C
from .agents.external import channel
from .records import attempt_dir
from .settings import xdist_workers
from .state import DeployBenchState, get_state

POLL_S = 0.25


def _write_line(config: pytest.Config, line: str) -> None:
    """`line` on a line of its own, ended at once (unlike the progress lines, which pytest's next
    writer ends): a program that follows the output line by line (`tail -f | grep -m1`) gets it now,
    not when the attempt's end line comes."""
    tw = config.get_terminal_writer()
    if tw.width_of_current_line:
        tw.line()
    tw.line(line)
    tw.flush()


def _in_process(config: pytest.Config) -> Callable[[str], None]:
    def show(line: str) -> None:
        capman = config.pluginmanager.get_plugin("capturemanager")
        if capman is None:
            _write_line(config, line)
            return
        with capman.global_and_fixture_disabled():
            _write_line(config, line)

    return show


class ReadyWatcher:
    """On the controller of an xdist run: prints the ready line of each running attempt once."""

    def __init__(self, config: pytest.Config, state: DeployBenchState):
        assert state.settings is not None
        self.config = config
        self.run_dir = state.settings.run_dir
        self.watched: dict[str, tuple[Path, float]] = {}  # nodeid -> (entry file, start time)
        self.shown: set[str] = set()
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.thread: threading.Thread | None = None

    def _poll(self) -> None:
        while not self.stop.wait(POLL_S):
            self.check()

    def check(self) -> None:
        with self.lock:
            watched = list(self.watched.values())
        for path, since in watched:
            try:
                entry = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            name = entry.get("name")
            if not name or name in self.shown or float(entry.get("created_unix") or 0) < since - 5:
                continue  # not yet, already shown, or left by an earlier session (--resume)
            self.shown.add(name)
            with self.lock:
                _write_line(self.config, channel.ready_line(entry))

    def pytest_runtest_logstart(self, nodeid: str, location) -> None:
        if "::" not in nodeid:
            return
        task, _, rest = nodeid.rsplit("::", 1)[-1].partition("[")
        k = int(rest.rstrip("]")) if rest.rstrip("]").isdigit() else 1
        with self.lock:
            self.watched[nodeid] = (attempt_dir(self.run_dir, task, k) / C.EXTERNAL_READY_FILE, time.time())
        if self.thread is None:
            self.thread = threading.Thread(target=self._poll, name="deploybench-external-ready", daemon=True)
            self.thread.start()

    def pytest_runtest_logfinish(self, nodeid: str, location) -> None:
        with self.lock:
            self.watched.pop(nodeid, None)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.stop.set()


def pytest_configure(config: pytest.Config) -> None:
    from .agents.external import agent

    state = get_state(config)
    if state.is_worker or not state.controls_run(config):
        return  # a worker's terminal is nobody's: its controller shows the line
    if xdist_workers(config):
        config.pluginmanager.register(ReadyWatcher(config, state), "deploybench-external-ready")
    else:
        agent.set_announcer(_in_process(config))


def pytest_unconfigure(config: pytest.Config) -> None:
    from .agents.external import agent

    agent.set_announcer(None)
