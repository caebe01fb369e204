"""Blind trials of a task, recorded in its task.yaml as `calibration:` (docs/CALIBRATION.md).

Three jobs: finding the list in task.yaml's text (the task's digest leaves it out: recording a
trial does not change the task), appending a trial from an attempt's result.json as text at the
end of that list (comments and layout kept: the file never goes through a YAML dumper), and what
the trials measure per task and per group (pass rate, median minutes, the difficulty label the
pass rate supports). The entries' schema is `spec.Trial`.
"""

from __future__ import annotations

import json
import os
import re
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import constants as C

_KEY = re.compile(rb"^calibration\s*:(.*)$")
_FLOW_EMPTY = re.compile(rb"^\s*\[\s*\]\s*(#.*)?$")


class CalibrationError(Exception):
    """A trial cannot be recorded; one line naming the file or the result and the fix."""


# -- the list in task.yaml's text ---------------------------------------------------------------------
def block(lines: list[bytes]) -> tuple[int, int] | None:
    """[start, end) of the top-level `calibration:` block among task.yaml's lines (each with its
    line break): its key line, then every indented, list-item, blank or comment line after it;
    trailing blank and comment lines are left to what follows. None when there is none."""
    for i, line in enumerate(lines):
        if not _KEY.match(line):
            continue
        end = i + 1
        while end < len(lines) and (not lines[end].strip() or lines[end][:1] in (b" ", b"\t", b"#", b"-")):
            end += 1
        while end > i + 1 and (not lines[end - 1].strip() or lines[end - 1][:1] == b"#"):
            end -= 1
        return i, end
    return None


def without_calibration(data: bytes) -> bytes:
    """task.yaml's bytes without its calibration list: what the task's digest hashes."""
    lines = data.splitlines(keepends=True)
    where = block(lines)
    if where is not None:
        before = lines[: where[0]]
        while before and not before[-1].strip():  # the blank line append_trial puts ahead of a new list
            before.pop()
        lines = before + lines[where[1] :]
    while lines and not lines[-1].strip():  # and blank lines that ended the file before the list came
        lines.pop()
    return b"".join(lines)


PLAIN_FIELDS = ("date", "outcome", "failure_mode")  # words and a date: written without quotes


def _scalar(key: str, value: Any) -> str:
    if isinstance(value, str) and key not in PLAIN_FIELDS:
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar
    return str(value)


TRIAL_FIELDS = ("date", "agent", "outcome", "failure_mode", "agent_minutes", "steps", "decided_by", "run_id", "attempt")


def trial_text(entry: Mapping[str, Any], indent: str = "  ") -> str:
    """One list item of `calibration:`, in the field order of TRIAL_FIELDS."""
    keys = [k for k in TRIAL_FIELDS if entry.get(k) is not None]
    first, rest = keys[0], keys[1:]
    lines = [f"{indent}- {first}: {_scalar(first, entry[first])}\n"]
    lines += [f"{indent}  {k}: {_scalar(k, entry[k])}\n" for k in rest]
    return "".join(lines)


def append_trial(text: str, entry: Mapping[str, Any], shown: str) -> str:
    """task.yaml's text with `entry` added at the end of its calibration list (which is created at
    the end of the file when missing). The list must be the file's last block: the entry is
    appended as text, so every other byte of the file stays as it was."""
    data = text.encode("utf-8")
    lines = data.splitlines(keepends=True)
    where = block(lines)
    if where is None:
        tail = b"" if data.endswith(b"\n") or not data else b"\n"
        return (data + tail).decode("utf-8") + "\ncalibration:\n" + trial_text(entry)
    start, end = where
    after = [ln for ln in lines[end:] if ln.strip() and not ln.lstrip().startswith(b"#")]
    if after:
        raise CalibrationError(
            f"{shown}: calibration: the list is not the last block of the file; move it to the end "
            "(new trials are appended to it)"
        )
    inline = _KEY.match(lines[start]).group(1).strip()  # type: ignore[union-attr]  # block() matched it
    if inline and not inline.startswith(b"#"):
        if not _FLOW_EMPTY.match(inline):
            raise CalibrationError(
                f"{shown}: calibration: write the list in block style (- date: ...), one item a line"
            )
        lines[start] = b"calibration:\n"
        end = start + 1
    items = [ln for ln in lines[start + 1 : end] if ln.lstrip().startswith(b"- ")]
    indent = items[0][: len(items[0]) - len(items[0].lstrip())].decode() if items else "  "
    head = b"".join(lines[:end])
    if not head.endswith(b"\n"):
        head += b"\n"
    return head.decode("utf-8") + trial_text(entry, indent) + b"".join(lines[end:]).decode("utf-8")


# -- a trial from an attempt's record -----------------------------------------------------------------------
def trial_from_result(result: Mapping[str, Any], *, agent: str | None, decided_by: str, source: str) -> dict[str, Any]:
    """The calibration entry for the attempt whose result.json is `result`."""
    if result.get("agent") != "external":
        raise CalibrationError(
            f"{source}: agent {result.get('agent')!r}: a blind trial is an attempt of --agent=external "
            "(docs/CALIBRATION.md)"
        )
    outcome = result.get("outcome")
    if outcome not in ("passed", "failed", "error"):
        raise CalibrationError(f"{source}: outcome {outcome!r}: only a finished attempt is a trial; run it again")
    who = agent or (result.get("agent_extra") or {}).get("who")
    if not who:
        raise CalibrationError(f"{source}: no --agent given and the attempt recorded no who=; say what the agent was")
    agent_s = (result.get("timings") or {}).get("agent_s")
    if not isinstance(agent_s, (int, float)):
        raise CalibrationError(f"{source}: timings.agent_s is missing: the agent never ran, so this is not a trial")
    return {
        "date": str(result.get("started") or "")[:10],
        "agent": who,
        "outcome": outcome,
        "failure_mode": result.get("failure_mode"),
        "agent_minutes": round(agent_s / 60, 1),
        "steps": int(result.get("steps") or 0),
        "decided_by": decided_by,
        "run_id": result.get("run_id"),
        "attempt": result.get("attempt"),
    }


def write_text_atomically(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


# -- what the trials measure ----------------------------------------------------------------------------
def measured_label(pass_rate: float) -> str:
    """The difficulty a pass rate supports: hard at most 25%, medium at most 60%, else easy."""
    if pass_rate <= C.CALIBRATION_HARD_MAX_PASS_RATE:
        return "hard"
    if pass_rate <= C.CALIBRATION_MEDIUM_MAX_PASS_RATE:
        return "medium"
    return "easy"


@dataclass
class Tally:
    """Trials of one task or one group of tasks. Errors (infrastructure) are apart from the pass
    rate, as in every run's summary."""

    tasks: int = 0
    tried: int = 0  # tasks with at least one trial
    passed: int = 0
    failed: int = 0
    errors: int = 0
    minutes: list[float] = field(default_factory=list)  # of passed and failed trials

    def add(self, trials: Iterable[Any]) -> None:
        self.tasks += 1
        trials = list(trials)
        self.tried += bool(trials)
        for t in trials:
            if t.outcome == "error":
                self.errors += 1
                continue
            self.passed += t.outcome == "passed"
            self.failed += t.outcome == "failed"
            self.minutes.append(float(t.agent_minutes))

    @property
    def trials(self) -> int:
        return self.passed + self.failed

    @property
    def pass_rate(self) -> float | None:
        return self.passed / self.trials if self.trials else None

    @property
    def median_minutes(self) -> float | None:
        return round(statistics.median(self.minutes), 1) if self.minutes else None

    @property
    def measured(self) -> str | None:
        rate = self.pass_rate
        return None if rate is None else measured_label(rate)


def report(specs: Iterable[Any]) -> dict[str, list[dict[str, Any]]]:
    """Per task, then per difficulty and per domain: tasks, tasks tried, trials (passed and failed;
    errors apart), pass rate, median agent minutes, and the difficulty the pass rate supports."""
    rows: list[dict[str, Any]] = []
    groups: dict[str, dict[str, Tally]] = {"difficulty": {}, "domain": {}}
    for spec in specs:
        one = Tally()
        one.add(spec.calibration)
        rows.append({"id": spec.id, "domain": spec.domain, "difficulty": spec.difficulty, **_figures(one)})
        rows[-1]["agrees"] = "-" if one.measured is None else ("yes" if one.measured == spec.difficulty else "no")
        for key in groups:
            groups[key].setdefault(getattr(spec, key), Tally()).add(spec.calibration)
    out: dict[str, list[dict[str, Any]]] = {"tasks": rows}
    order = {"difficulty": ("easy", "medium", "hard"), "domain": C.DOMAINS}
    for key, tallies in groups.items():
        out[f"by_{key}"] = [
            {key: name, "tasks": t.tasks, "tried": t.tried, **_figures(t)}
            for name, t in sorted(tallies.items(), key=lambda kv: _rank(order[key], kv[0]))
        ]
    return out


def _rank(order: tuple[str, ...], name: str) -> tuple[int, str]:
    return (order.index(name) if name in order else len(order), name)


def _figures(t: Tally) -> dict[str, Any]:
    rate = t.pass_rate
    return {
        "trials": t.trials,
        "passed": t.passed,
        "errors": t.errors,
        "pass_rate": None if rate is None else round(rate, 3),
        "median_min": t.median_minutes,
        "measured": t.measured,
    }
