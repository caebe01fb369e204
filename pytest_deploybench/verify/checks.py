"""Evaluating a task's checks and score on the host, on the copied-out outputs."""

from __future__ import annotations

import contextlib
import csv
import importlib.util
import json
import math
import os
import re
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .. import constants as C
from ..spec import (
    Approx,
    CsvCheck,
    ExitCodeCheck,
    FileExistsCheck,
    JsonCheck,
    PythonCheck,
    RegexCheck,
    Task,
    TaskSpec,
)


@dataclass(frozen=True)
class CheckContext:
    """What host-side checks see (docs/TASK_FORMAT.md, "The check context")."""

    outputs_dir: Path
    verify_dir: Path
    stdout: str
    stderr: str
    exit_code: int | None
    spec: TaskSpec
    # experiment.timing only: seconds of each run on the host's clock, both at verification, in turns:
    # the starter's in a twin of the fresh sandbox, the experiment's in the agent's (last run checked)
    starter_s: tuple[float, ...] = ()
    experiment_s: tuple[float, ...] = ()
    # the same runs' CPU seconds as the engine accounts them (load on the host barely moves them;
    # None for a run the runtime could not measure)
    starter_cpu_s: tuple[float | None, ...] = ()
    experiment_cpu_s: tuple[float | None, ...] = ()


@dataclass(frozen=True)
class CheckResult:
    name: str
    kind: str
    ok: bool
    detail: str
    missing_file: bool = False

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class ScoreResult:
    score: float | None
    baseline: float
    target: float
    improvement: float | None  # relative to |baseline|, signed so that better is positive
    success: bool
    error: str | None = None

    def to_dict(self) -> dict:
        return asdict(self)


# -- comparisons -------------------------------------------------------------------------------
def _num(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            return float(value)
        except OverflowError:  # an integer beyond any float (hundreds of digits): no number to compare
            return None
    if isinstance(value, str):
        try:
            return float(value.strip())
        except ValueError:
            return None
    return None


def _approx_ok(found: float, approx: Approx) -> tuple[bool, str]:
    tol = approx.tolerance()
    ok = math.isfinite(found) and abs(found - approx.value) <= tol
    return ok, f"{found:g} vs {approx.value:g} ± {tol:g}"


def compare(
    found: Any, *, equals=None, approx: Approx | None = None, min: float | None = None, max: float | None = None
) -> tuple[bool, str]:
    """Compare a found value with the given bounds; numbers as numbers. Returns (ok, detail)."""
    parts: list[str] = []
    ok = True
    number = _num(found)
    if equals is not None:
        expected_num = _num(equals)
        same = number == expected_num if (number is not None and expected_num is not None) else found == equals
        ok &= same
        parts.append(f"{found!r} {'==' if same else '!='} {equals!r}")
    for bound, value in (("approx", approx), ("min", min), ("max", max)):
        if value is None:
            continue
        if number is None:
            return False, f"{found!r} is not a number ({bound} needs one)"
        if isinstance(value, Approx):  # the approx bound; min and max are numbers
            good, text = _approx_ok(number, value)
        elif bound == "min":
            good, text = number >= value, f"{number:g} {'>=' if number >= value else '<'} min {value:g}"
        else:
            good, text = number <= value, f"{number:g} {'<=' if number <= value else '>'} max {value:g}"
        ok &= good
        parts.append(text)
    return ok, "; ".join(parts)


# -- check kinds -------------------------------------------------------------------------------
def _missing(name: str, kind: str, rel: str) -> CheckResult:
    return CheckResult(name, kind, False, f"{rel} was not produced by the experiment", missing_file=True)


def _exit_code(check: ExitCodeCheck, ctx: CheckContext) -> list[CheckResult]:
    found = ctx.exit_code
    ok = found == check.exit_code
    detail = "timed out" if found is None else f"exit code {found}" + ("" if ok else f", expected {check.exit_code}")
    return [CheckResult("exit_code", "exit_code", ok, detail)]


def _file_exists(check: FileExistsCheck, ctx: CheckContext) -> list[CheckResult]:
    out = []
    for rel in check.paths():
        if (ctx.outputs_dir / rel).exists():
            out.append(CheckResult(f"file_exists:{rel}", "file_exists", True, "present"))
        else:
            out.append(_missing(f"file_exists:{rel}", "file_exists", rel))
    return out


class UnreadableOutput(Exception):
    """An output a built-in check will not read (over the size cap): the check fails with the reason."""


def _read_text(ctx: CheckContext, rel: str) -> str | None:
    path = ctx.outputs_dir / rel
    if not path.is_file():
        return None
    size = path.stat().st_size
    if size > C.CHECK_FILE_MAX_BYTES:
        raise UnreadableOutput(f"{rel} is {size} bytes; a check reads at most {C.CHECK_FILE_MAX_BYTES}")
    return path.read_text(encoding="utf-8", errors="replace")


def _regex(check: RegexCheck, ctx: CheckContext) -> list[CheckResult]:
    spec = check.regex
    source = spec.stream or spec.file
    name = f"regex:{source}:{spec.pattern[:40]}"
    if spec.file:
        text = _read_text(ctx, spec.file)
        if text is None:
            return [_missing(name, "regex", spec.file)]
    else:
        text = ctx.stdout if spec.stream == "stdout" else ctx.stderr
    matches = list(re.finditer(spec.pattern, text, re.MULTILINE))
    if not matches:
        return [CheckResult(name, "regex", False, f"pattern not found in {source}")]
    groups = matches[-1].groupdict()
    parts, ok = [], True
    for group in sorted(set(spec.min) | set(spec.max) | set(spec.equals) | set(spec.approx)):
        good, text_ = compare(
            groups.get(group),
            equals=spec.equals.get(group),
            approx=spec.approx.get(group),
            min=spec.min.get(group),
            max=spec.max.get(group),
        )
        ok &= good
        parts.append(f"{group}: {text_}")
    return [CheckResult(name, "regex", ok, "; ".join(parts) or "matched")]


def json_lookup(data: Any, path: str) -> Any:
    """Follow a dotted path (list indices as numbers); KeyError names the missing step."""
    if not path:
        return data
    node = data
    for i, part in enumerate(path.split(".")):
        if isinstance(node, list):
            try:
                node = node[int(part)]
                continue
            except (ValueError, IndexError):
                raise KeyError(".".join(path.split(".")[: i + 1])) from None
        if isinstance(node, dict) and part in node:
            node = node[part]
        else:
            raise KeyError(".".join(path.split(".")[: i + 1]))
    return node


def _json(check: JsonCheck, ctx: CheckContext) -> list[CheckResult]:
    spec = check.json_
    name = f"json:{spec.file}:{spec.path}"
    text = _read_text(ctx, spec.file)
    if text is None:
        return [_missing(name, "json", spec.file)]
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:  # also an integer over 4,300 digits, nesting past the stack
        return [CheckResult(name, "json", False, f"{spec.file} is not valid JSON: {str(e)[:200]}")]
    try:
        found = json_lookup(data, spec.path)
    except KeyError as e:
        return [CheckResult(name, "json", False, f"{spec.file} has no {e.args[0]!r}")]
    ok, detail = compare(found, equals=spec.equals, approx=spec.approx, min=spec.min, max=spec.max)
    return [CheckResult(name, "json", ok, detail)]


def _csv(check: CsvCheck, ctx: CheckContext) -> list[CheckResult]:
    spec = check.csv
    name = f"csv:{spec.file}:{spec.row}:{spec.column}"
    text = _read_text(ctx, spec.file)
    if text is None:
        return [_missing(name, "csv", spec.file)]
    try:
        rows = list(csv.DictReader(text.splitlines()))
    except csv.Error as e:  # a field over the csv module's limit (128 KiB), a NUL byte
        return [CheckResult(name, "csv", False, f"{spec.file} is not readable CSV: {e}")]
    if isinstance(spec.row, int):
        if not 0 <= spec.row < len(rows):
            return [CheckResult(name, "csv", False, f"{spec.file} has {len(rows)} rows, no row {spec.row}")]
        row = rows[spec.row]
    else:
        hits = [r for r in rows if all(_cell_eq(r.get(k), v) for k, v in spec.row.items())]
        if len(hits) != 1:
            return [CheckResult(name, "csv", False, f"{spec.file}: {len(hits)} rows match {spec.row}, expected 1")]
        row = hits[0]
    if spec.column not in row:
        return [CheckResult(name, "csv", False, f"{spec.file} has no column {spec.column!r}")]
    ok, detail = compare(row[spec.column], equals=spec.equals, approx=spec.approx, min=spec.min, max=spec.max)
    return [CheckResult(name, "csv", ok, detail)]


def _cell_eq(cell: str | None, value: Any) -> bool:
    if cell is None:
        return False
    a, b = _num(cell), _num(value)
    return a == b if (a is not None and b is not None) else cell.strip() == str(value)


@contextlib.contextmanager
def task_imports(task: Task):
    """Around a host script's import and call: its sibling modules (`import model` after putting
    verify/ on sys.path) are forgotten afterwards and sys.path is put back, so two tasks' `model.py`
    never meet in one worker process."""
    path_before = list(sys.path)
    modules_before = set(sys.modules)
    root = os.path.realpath(task.root) + os.sep
    try:
        yield
    finally:
        sys.path[:] = path_before
        for name in set(sys.modules) - modules_before:
            file = getattr(sys.modules.get(name), "__file__", None)
            if file and os.path.realpath(file).startswith(root):
                del sys.modules[name]


def call_host_function(task: Task, rel: str, func: str, ctx: CheckContext):
    """`func(ctx)` from the task's host-side script `rel`, its imports kept to this call."""
    with task_imports(task):
        return load_host_function(task, rel, func)(ctx)


def load_host_function(task: Task, rel: str, func: str):
    """Import `func` from the task's host-side script `rel` (verify/check.py, verify/score.py)."""
    path = task.root / rel
    name = f"deploybench_host_{task.id.replace('-', '_')}_{Path(rel).stem}"
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None or module_spec.loader is None:  # no loader for the name's suffix: not a .py file
        raise ImportError(f"{rel} cannot be imported as a Python module (name it *.py)")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    try:
        module_spec.loader.exec_module(module)
    finally:
        sys.modules.pop(name, None)
    fn = getattr(module, func, None)
    if not callable(fn):
        raise AttributeError(f"{rel} defines no {func}(ctx)")
    return fn


def _python(check: PythonCheck, ctx: CheckContext, task: Task) -> list[CheckResult]:
    try:
        results = call_host_function(task, check.python, "check", ctx)
        out = []
        for item in results:
            name, ok, detail = item
            out.append(CheckResult(f"python:{name}", "python", bool(ok), str(detail)))
        if not out:
            return [CheckResult(f"python:{check.python}", "python", False, "check(ctx) returned no results")]
        return out
    except Exception as e:  # the script is task code: its failure is a failed check, with the reason
        return [
            CheckResult(f"python:{check.python}", "python", False, f"{check.python} raised {type(e).__name__}: {e}")
        ]


_BUILTIN: dict[type, tuple[str, Callable[..., list[CheckResult]]]] = {
    ExitCodeCheck: ("exit_code", _exit_code),
    FileExistsCheck: ("file_exists", _file_exists),
    RegexCheck: ("regex", _regex),
    JsonCheck: ("json", _json),
    CsvCheck: ("csv", _csv),
}


def evaluate_checks(task: Task, ctx: CheckContext) -> list[CheckResult]:
    """Every check's results. The outputs are the agent's: whatever they make a check do (raise on a
    huge number, a deep nesting, an oversized file) is a failed check with the reason, never an error."""
    spec = task.spec
    results: list[CheckResult] = []
    if not any(isinstance(c, ExitCodeCheck) for c in spec.checks):
        results += _exit_code(ExitCodeCheck(exit_code=0), ctx)
    for check in spec.checks:
        if isinstance(check, PythonCheck):
            results += _python(check, ctx, task)
            continue
        kind, evaluate = _BUILTIN[type(check)]
        try:
            results += evaluate(check, ctx)
        except Exception as e:  # noqa: BLE001 (caused by the outputs: the check fails, with why)
            detail = str(e) if isinstance(e, UnreadableOutput) else f"{type(e).__name__}: {str(e)[:300]}"
            results.append(CheckResult(kind, kind, False, f"the outputs broke this check: {detail}"))
    return results


def evaluate_score(task: Task, ctx: CheckContext) -> ScoreResult | None:
    score_spec = task.spec.score
    if score_spec is None:
        return None
    base, target = score_spec.baseline, score_spec.target()
    try:
        value = float(call_host_function(task, score_spec.python, "score", ctx))
        if not math.isfinite(value):
            raise ValueError(f"score is {value}")
    except Exception as e:
        return ScoreResult(None, base, target, None, False, f"{score_spec.python} raised {type(e).__name__}: {e}")
    sign = 1 if score_spec.higher_is_better else -1
    improvement = sign * (value - base) / abs(base) if base else None
    return ScoreResult(value, base, target, improvement, score_spec.reached(value))
