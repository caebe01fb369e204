"""`deploybench compare`: runs side by side.

Per task, each run's outcomes; per run, the pass rate with its 95% Wilson interval and, where
tasks have several attempts, pass@k (the unbiased estimator); and the tasks that flipped against
the first run (the baseline). Pass rates count passed / (passed + failed), as everywhere: errors
are infrastructure and are listed, not counted.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Set
from dataclasses import dataclass, field
from pathlib import Path

from .. import constants as C
from ..outcome import Outcome
from ..records import Tally, load_results
from ..text import plural
from .data import ReportError, not_a_run, read_json
from .stats import Interval, mean_pass_at_k, wilson

COMPARE_SCHEMA = "pytest-deploybench/compare"
COMPARE_SCHEMA_VERSION = 1

# A task's status in one run.
PASS, FAIL, MIXED, ERRORED, MISSING = "pass", "fail", "mixed", "error", "missing"
JUDGED_STATUSES = (PASS, FAIL, MIXED)


@dataclass
class TaskCell(Tally):
    """One task's attempts in one run: their tally, and the failure modes of the failed ones.
    Unlike the other tallies' outputs, a cell's text calls a lone attempt that was neither judged
    nor an error `interrupted`, whether it was interrupted or skipped (compare has no skip column)."""

    failure_modes: Counter = field(default_factory=Counter)

    @property
    def fraction(self) -> float | None:
        return self.pass_rate

    @property
    def status(self) -> str:
        if self.judged:
            return PASS if not self.failed else FAIL if not self.passed else MIXED
        return ERRORED if self.errors else MISSING

    def text(self) -> str:
        if self.attempts == 0:
            return "-"
        modes = ", ".join(m for m, _ in self.failure_modes.most_common())
        if self.attempts == 1:
            if self.passed:
                return "passed"
            if self.failed:
                return f"failed ({modes})"
            return "error" if self.errors else "interrupted"
        text = f"{self.passed}/{self.judged} passed" if self.judged else "no judged attempt"
        extra = [plural(self.errors, "error")] if self.errors else []
        if self.failed:
            extra.append(modes)
        return text + (f" ({'; '.join(extra)})" if extra else "")


@dataclass
class RunSide:
    label: str
    run_dir: Path
    meta: dict
    cells: dict[str, TaskCell]
    pass_at: dict[int, tuple[float | None, int]] = field(default_factory=dict)  # k -> (estimate, tasks counted)

    @property
    def passed(self) -> int:
        return sum(c.passed for c in self.cells.values())

    @property
    def failed(self) -> int:
        return sum(c.failed for c in self.cells.values())

    @property
    def errors(self) -> int:
        return sum(c.errors for c in self.cells.values())

    @property
    def interval(self) -> Interval | None:
        return wilson(self.passed, self.passed + self.failed)

    @property
    def max_attempts(self) -> int:
        return max((c.judged for c in self.cells.values()), default=0)


@dataclass
class Flip:
    task_id: str
    run: str
    before: str  # the baseline's status text
    after: str
    direction: str  # gained | lost


@dataclass
class Comparison:
    runs: list[RunSide]
    tasks: list[str]
    flips: list[Flip]
    ks: list[int]

    @property
    def baseline(self) -> RunSide:
        return self.runs[0]


def _load_side(run_dir: Path) -> RunSide:
    """One run's outcomes per task; its label is set by compare_runs (it depends on the others)."""
    run_dir = Path(run_dir)
    meta = read_json(run_dir / C.RUN_FILE)
    records = load_results(run_dir)
    if meta is None and not records:
        raise not_a_run(run_dir, "pass them one by one")
    cells: dict[str, TaskCell] = {}
    for r in records:
        cell = cells.setdefault(str(r.get("task_id")), TaskCell())
        cell.add(r.get("outcome"))
        if r.get("outcome") == Outcome.FAILED:
            cell.failure_modes[str(r.get("failure_mode"))] += 1
    side = RunSide(label="", run_dir=run_dir, meta=meta or {}, cells=cells)
    per_task = {t: (c.judged, c.passed) for t, c in cells.items() if c.judged}
    for k in range(1, side.max_attempts + 1):
        side.pass_at[k] = mean_pass_at_k(per_task, k)
    return side


def _labels(sides: list[RunSide]) -> list[str]:
    names = [str(side.meta.get("run_id") or side.run_dir.resolve().name) for side in sides]
    counts = Counter(names)
    seen: Counter = Counter()
    out = []
    for n in names:
        seen[n] += 1
        out.append(n if counts[n] == 1 else f"{n}#{seen[n]}")
    return out


def compare_runs(run_dirs: list[Path]) -> Comparison:
    if not run_dirs:
        raise ReportError("compare: give at least one run folder")
    runs = [_load_side(d) for d in run_dirs]
    for side, label in zip(runs, _labels(runs), strict=True):
        side.label = label
    tasks = sorted(set().union(*(r.cells for r in runs)))
    flips = []
    base = runs[0]
    for other in runs[1:]:
        for t in tasks:
            a, b = base.cells.get(t, TaskCell()), other.cells.get(t, TaskCell())
            if a.status in JUDGED_STATUSES and b.status in JUDGED_STATUSES and a.status != b.status:
                flips.append(
                    Flip(
                        t,
                        other.label,
                        a.text(),
                        b.text(),
                        "gained" if (b.fraction or 0) > (a.fraction or 0) else "lost",
                    )
                )
    ks = list(range(1, max(r.max_attempts for r in runs) + 1)) if any(r.max_attempts > 1 for r in runs) else []
    return Comparison(runs=runs, tasks=tasks, flips=flips, ks=ks)


# -- output ------------------------------------------------------------------------------------
def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def text_table(header: list[str], rows: list[list[str]], right: Set[int] = frozenset()) -> list[str]:
    """Plain-text columns: the header, a rule of dashes, the rows; left-aligned but for the
    column indexes in `right`, two spaces apart, no trailing blanks. Also benchmarks/stats.py's."""
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]

    def line(cells: list[str]) -> str:
        pairs = enumerate(zip(cells, widths, strict=True))
        return "  ".join(str(c).rjust(w) if i in right else str(c).ljust(w) for i, (c, w) in pairs).rstrip()

    return [line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)]


def render_table(cmp: Comparison) -> str:
    out = ["pass rates (passed / (passed + failed); errors not counted; 95% Wilson interval)"]
    header = ["run", "agent", "model", "tasks", "passed", "failed", "errors", "pass rate", "95% CI"] + [
        f"pass@{k}" for k in cmp.ks
    ]
    rows = []
    for r in cmp.runs:
        ci = f"{100 * r.interval.low:.1f}-{100 * r.interval.high:.1f}%" if r.interval else "-"
        row = [
            r.label,
            str(r.meta.get("agent") or "?"),
            str(r.meta.get("model") or "-"),
            str(len(r.cells)),
            str(r.passed),
            str(r.failed),
            str(r.errors),
            _pct(r.interval.rate if r.interval else None),
            ci,
        ]
        for k in cmp.ks:
            value, n = r.pass_at.get(k, (None, 0))
            row.append(f"{_pct(value)} ({n})" if value is not None else "-")
        rows.append(row)
    out += text_table(header, rows, right={3, 4, 5, 6, 7})
    if cmp.ks:
        out.append(
            "pass@k: unbiased estimate over the tasks with at least k judged attempts (their number in brackets)"
        )
    out += ["", "per task"]
    out += text_table(
        ["task", *(r.label for r in cmp.runs)],
        [[t, *(r.cells.get(t, TaskCell()).text() for r in cmp.runs)] for t in cmp.tasks],
    )
    if len(cmp.runs) > 1:
        out += ["", f"flipped against {cmp.baseline.label}: {len(cmp.flips)}"]
        for f in cmp.flips:
            out.append(f"  {'+' if f.direction == 'gained' else '-'} {f.task_id}: {f.before} -> {f.after} ({f.run})")
    return "\n".join(out) + "\n"


def to_json(cmp: Comparison) -> dict:
    def cell(c: TaskCell) -> dict:
        return {
            "attempts": c.attempts,
            "passed": c.passed,
            "failed": c.failed,
            "errors": c.errors,
            "status": c.status,
            "failure_modes": dict(c.failure_modes),
        }

    return {
        "schema": COMPARE_SCHEMA,
        "schema_version": COMPARE_SCHEMA_VERSION,
        "baseline": cmp.baseline.label,
        "runs": [
            {
                "label": r.label,
                "run_dir": str(r.run_dir),
                "run_id": r.meta.get("run_id"),
                "agent": r.meta.get("agent"),
                "model": r.meta.get("model"),
                "tasks": len(r.cells),
                "passed": r.passed,
                "failed": r.failed,
                "errors": r.errors,
                "pass_rate": r.interval.rate if r.interval else None,
                "ci95_low": r.interval.low if r.interval else None,
                "ci95_high": r.interval.high if r.interval else None,
                "pass_at_k": {str(k): {"value": v, "tasks": n} for k, (v, n) in r.pass_at.items()},
            }
            for r in cmp.runs
        ],
        "tasks": [
            {"task_id": t, "runs": {r.label: cell(r.cells.get(t, TaskCell())) for r in cmp.runs}} for t in cmp.tasks
        ],
        "flips": [
            {"task_id": f.task_id, "run": f.run, "before": f.before, "after": f.after, "direction": f.direction}
            for f in cmp.flips
        ],
    }


CSV_COLUMNS = (
    "run",
    "agent",
    "model",
    "task_id",
    "attempts",
    "passed",
    "failed",
    "errors",
    "status",
    "failure_modes",
    "flip",
)


def to_csv(cmp: Comparison) -> str:
    """Tidy: one row per (run, task)."""
    flips = {(f.run, f.task_id): f.direction for f in cmp.flips}
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for r in cmp.runs:
        for t in cmp.tasks:
            c = r.cells.get(t, TaskCell())
            w.writerow(
                [
                    r.label,
                    r.meta.get("agent") or "",
                    r.meta.get("model") or "",
                    t,
                    c.attempts,
                    c.passed,
                    c.failed,
                    c.errors,
                    c.status,
                    ";".join(sorted(c.failure_modes)),
                    flips.get((r.label, t), ""),
                ]
            )
    return buf.getvalue()


def render(cmp: Comparison, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(to_json(cmp), indent=2) + "\n"
    if fmt == "csv":
        return to_csv(cmp)
    return render_table(cmp)
