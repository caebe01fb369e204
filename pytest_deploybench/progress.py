"""Live progress: one terminal line when a task attempt starts and one when it ends (outcome,
failure mode, time, steps, tokens, cost), on the controller, so also under `-n` (pytest-xdist
forwards its workers' log start/finish events and reports there).

The agent's steps are log records of `deploybench.agent.<task>.<attempt>` at INFO, shown live
with `--log-cli-level=INFO` (pytest-xdist does not stream workers' live logs: under `-n` the
controller tails each running attempt's agent.log instead, livelog.py). `-qq` or
`-p no:pytest_deploybench.progress` silences the lines.

The lines are written the way pytest writes its own: each ends when the next writer needs a new
line, so pytest's own lines (its file prefixes, the verbose `PASSED` lines) never leave blank lines
between them. Without -v a task item's own progress letter (its `.`) and file prefix are left out:
its end line says the outcome, and a dot on a line of its own would say nothing. Cost is shown
only where a model was called (tokens or a cost): the oracle and noop call none.

The plugin module registers itself from the plugin's pytest_configure; its own pytest_configure
(a historic hook, so called on registration) adds the `Progress` object that holds the state.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .collect import is_task_dir
from .state import DeployBenchState, get_state
from .text import plural, usd

PREFIX = "deploybench:"
ERROR_CHARS = 160  # of an error's first line


def _secs(value: float) -> str:
    if value < 60:
        return f"{value:.1f}s"
    minutes, s = divmod(int(round(value)), 60)
    return f"{minutes}m{s:02d}s" if minutes < 60 else f"{minutes // 60}h{minutes % 60:02d}m"


def cost_text(tokens: int | None, cost: float | None) -> str | None:
    """The cost as the terminal shows it; None where no model was called (no tokens, no cost:
    the oracle, noop), whose records say 0 or null, which is no cost worth a field."""
    if not tokens and not cost:
        return None
    return "cost unknown" if cost is None else usd(cost)


def end_line(name: str, data: dict | None, duration_s: float, fallback: str) -> str:
    """The line printed when an attempt ends (`data`: the compact record its report carries)."""
    if data is None:  # no record: the item broke before the harness ran (an invalid task.yaml)
        return f"{PREFIX} end   {name}: {fallback} in {_secs(duration_s)}"
    outcome = data.get("outcome") or fallback
    mode = data.get("failure_mode")
    head = f"{outcome} ({mode})" if mode not in (None, "none") else str(outcome)
    parts = [f"{PREFIX} end   {name}: {head} in {_secs(duration_s)}"]
    if outcome == "error" and data.get("error"):
        first = str(data["error"]).splitlines()[0]
        parts.append(first if len(first) <= ERROR_CHARS else first[:ERROR_CHARS] + "…")
    else:
        steps, tokens, cost = data.get("steps"), data.get("tokens"), data.get("cost_usd")
        parts.append(plural(steps or 0, "step"))
        if tokens:
            parts.append(f"{tokens:,} tokens")
        cost_part = cost_text(tokens, cost)
        if cost_part is not None:
            parts.append(cost_part)
        if data.get("score") is not None:
            parts.append(f"score {data['score']:g}")
    return ", ".join(parts)


class Progress:
    """Registered by the plugin in pytest_configure; active on the controller of a run with --agent."""

    def __init__(self, config: pytest.Config, state: DeployBenchState):
        self.config = config
        self.state = state
        self.active = state.controls_run(config)
        self.root = Path(config.rootpath)
        self.total: int | None = None
        self.done = 0
        self.running: dict[str, dict] = {}  # nodeid -> {"duration": s, "outcome": ...}
        self._task_paths: dict[str, bool] = {}
        # without -v, a task item's letter and file prefix are left to its end line
        self.own_letters = config.get_verbosity(pytest.Config.VERBOSITY_TEST_CASES) <= 0 and config.get_verbosity() > -2
        self._showfspath: bool | None = None  # the terminal reporter's own setting, for other items
        self._in_logreport = False

    def _is_task(self, nodeid: str) -> bool:
        path = nodeid.split("::", 1)[0]
        if path not in self._task_paths:
            self._task_paths[path] = "::" in nodeid and is_task_dir(self.root / path)
        return self._task_paths[path]

    def _terminal(self):
        return self.config.pluginmanager.get_plugin("terminalreporter")

    def _write(self, line: str) -> None:
        """`line` on a line of its own, left open as pytest leaves its lines: the next writer ends
        it (pytest starts each of its lines with a newline, which after a closed line is a blank)."""
        tr = self._terminal()
        if tr is None or self.config.get_verbosity() <= -2:
            return
        tw = self.config.get_terminal_writer()
        if tw.width_of_current_line:
            tw.line()
        tw.write(line, flush=True)
        tr.currentfspath = -2  # pytest's own mark of an open line: ensure_newline and write_line end it

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.active and session.items:
            self.total = sum(self._is_task(item.nodeid) for item in session.items)

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids) -> None:
        if self.active and self.total is None:
            self.total = sum(self._is_task(nodeid) for nodeid in ids)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logstart(self, nodeid: str, location) -> None:
        if not self.active:
            return
        is_task = self._is_task(nodeid)
        tr = self._terminal()
        if self.own_letters and tr is not None:  # no `tasks/x/y ` prefix for a task item (xdist sets none)
            if self._showfspath is None:
                self._showfspath = tr.showfspath
            tr.showfspath = self._showfspath and not is_task
        if not is_task:
            return
        self.running[nodeid] = {"duration": 0.0, "outcome": "passed"}
        self._write(f"{PREFIX} start {nodeid.rsplit('::', 1)[-1]}")

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport):
        entry = self.running.get(report.nodeid)
        if entry is not None:
            entry["duration"] += report.duration or 0.0
            if report.failed:
                entry["outcome"] = "error" if report.when != "call" else "failed"
            elif report.skipped and entry["outcome"] == "passed":
                entry["outcome"] = "skipped"
        self._in_logreport = entry is not None and self.own_letters
        try:
            return (yield)
        finally:
            self._in_logreport = False

    @pytest.hookimpl(wrapper=True)
    def pytest_report_teststatus(self, report, config: pytest.Config):
        """While the terminal reporter shows a task item's report live (no -v): no letter, no word,
        so it writes nothing; its category still counts. Elsewhere (the short summary, -r) as ever."""
        result = yield
        if self._in_logreport and result:
            return result[0], "", ""
        return result

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_logfinish(self, nodeid: str, location) -> None:
        entry = self.running.pop(nodeid, None)
        if entry is None:
            return
        self.done += 1
        count = f" [{self.done}/{self.total}]" if self.total else ""
        self._write(
            end_line(nodeid.rsplit("::", 1)[-1], self.state.results.get(nodeid), entry["duration"], entry["outcome"])
            + count
        )


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(Progress(config, get_state(config)), "deploybench-progress")
