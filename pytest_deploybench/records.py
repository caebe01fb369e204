"""Records on disk: `<runs-dir>/<run-id>/run.json`, one folder per attempt with `result.json`,
and `summary.json` rebuilt from every attempt's result (docs/RECORDS.md)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import platform
import re
import secrets
import statistics
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Self

from . import constants as C
from .attempt import AttemptRecord, Record, fields, from_json, value
from .outcome import Outcome


@lru_cache(maxsize=1)
def harness_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("pytest-deploybench")
    except PackageNotFoundError:
        return "unknown"


# task.yaml lines that describe the task without changing it: a timing and the difficulty label
# (labels follow the trials' measurement, so relabelling must not make those trials stale)
_METADATA_LINES = re.compile(rb"^(oracle_seconds|difficulty)\s*:.*(\n|$)", re.MULTILINE)


def task_digest(root: Path) -> str:
    """sha256 over every file of a task directory (paths and contents): which version of the task ran.
    Left out, since they describe the task without changing what runs: task.yaml's `calibration:`
    list (recording a trial does not change the task), its `oracle_seconds:` line (a timing,
    corrected when re-measured) and `difficulty:` line (the label follows the trials) and
    verify/NOTES.md (the author's notes, where failed trials are explained)."""
    from .calibration import without_calibration

    h = hashlib.sha256()
    root = Path(root)
    for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        rel = path.relative_to(root).as_posix()
        if rel == C.TASK_NOTES:
            continue
        data = path.read_bytes()
        if rel == C.TASK_FILE:
            data = _METADATA_LINES.sub(b"", without_calibration(data))
        h.update(rel.encode() + b"\0" + data + b"\0")
    return h.hexdigest()


def suite_digest(results: Iterable[Record]) -> str | None:
    """One digest for the set of task versions a run used (None when no attempt recorded one)."""
    pairs = sorted({f"{r['task_id']}:{r['task_digest']}" for r in results if r.get("task_digest")})
    return hashlib.sha256("\n".join(pairs).encode()).hexdigest() if pairs else None


def new_run_id() -> str:
    return dt.datetime.now().strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(2)


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def attempt_dir(run_dir: Path, task_id: str, attempt: int) -> Path:
    return run_dir / task_id / f"attempt-{attempt}"


def write_json(path: Path, data: Any) -> None:
    """Write atomically: a reader never sees half a file, a crash never leaves one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, sort_keys=False, default=str)
        f.write("\n")
    os.replace(tmp, path)


def read_json(path: Path) -> dict | None:
    """A JSON object from `path`, or None when it is missing, unreadable, half-written or not an
    object (records are written atomically, but another worker may be writing one right now)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def read_result(run_dir: Path, task_id: str, attempt: int) -> AttemptRecord | None:
    data = read_json(attempt_dir(run_dir, task_id, attempt) / C.RESULT_FILE)
    return None if data is None else from_json(data)


def write_run_meta(run_dir: Path, meta: dict) -> None:
    path = run_dir / C.RUN_FILE
    old = read_json(path)
    if old is not None:  # a resumed run keeps its first start time
        meta = {**meta, "started": old.get("started", meta.get("started")), "resumed": True}
    write_json(path, meta)


def run_meta(agent: str, model: str | None, run_id: str, argv: list[str]) -> dict:
    return {
        "schema_version": C.RESULT_SCHEMA_VERSION,
        "run_id": run_id,
        "agent": agent,
        "model": model,
        "harness_version": harness_version(),
        "started": now_iso(),
        "host": platform.node(),
        "python": platform.python_version(),
        "argv": argv,
    }


def load_results(run_dir: Path) -> list[AttemptRecord]:
    results = (read_json(path) for path in sorted(run_dir.glob(f"*/attempt-*/{C.RESULT_FILE}")))
    return [from_json(r) for r in results if r is not None]


# summary.json's row per attempt, in this order
SUMMARY_ATTEMPT_FIELDS = fields(
    "task_id",
    "attempt",
    "domain",
    "kind",
    "difficulty",
    "outcome",
    "failure_mode",
    "end_reason",
    "verifier_status",
    "score",
    "steps",
    "tokens",
    "cost_usd",
)

JSON_COUNTS = ("passed", "failed", "errors", "skipped", "interrupted")  # a summary.json tally's counts


@dataclass(kw_only=True)
class Tally:
    """Attempts counted by outcome, and the pass rate: passed / (passed + failed), errors not
    counted (docs/RECORDS.md). The one tally of summary.json's totals and breakdowns, the terminal
    summary, the HTML report's groups and `deploybench compare`'s cells."""

    passed: int = 0
    failed: int = 0
    errors: int = 0
    skipped: int = 0
    interrupted: int = 0
    other: int = 0  # an outcome that is none of the five (in no output but compare's attempts)

    def add(self, outcome: object) -> None:
        if outcome == Outcome.PASSED:
            self.passed += 1
        elif outcome == Outcome.FAILED:
            self.failed += 1
        elif outcome == Outcome.ERROR:
            self.errors += 1
        elif outcome == Outcome.SKIPPED:
            self.skipped += 1
        elif outcome == Outcome.INTERRUPTED:
            self.interrupted += 1
        else:
            self.other += 1

    @classmethod
    def of(cls, outcomes: Iterable[object]) -> Self:
        tally = cls()
        for outcome in outcomes:
            tally.add(outcome)
        return tally

    @classmethod
    def from_json(cls, counts: Mapping, **fields: Any) -> Self:
        """From a summary.json tally (`totals`, or one entry of `by_domain`...); missing keys count
        0. `fields`: a subclass's own (a report Group's name)."""
        return cls(**fields, **{key: counts.get(key, 0) for key in JSON_COUNTS})

    @property
    def judged(self) -> int:
        return self.passed + self.failed

    @property
    def attempts(self) -> int:
        return self.judged + self.errors + self.skipped + self.interrupted + self.other

    @property
    def pass_rate(self) -> float | None:
        return self.passed / self.judged if self.judged else None

    def to_json(self) -> dict:
        """As summary.json writes a tally: the counts and the pass rate to 4 decimals."""
        rate = self.pass_rate
        return {
            **{key: getattr(self, key) for key in JSON_COUNTS},
            "pass_rate": None if rate is None else round(rate, 4),
        }


def tallies(pairs: Iterable[tuple[Any, object]]) -> dict[Any, Tally]:
    """A tally per name from (name, outcome) pairs, sorted by name."""
    groups: dict[Any, Tally] = {}
    for name, outcome in pairs:
        groups.setdefault(name, Tally()).add(outcome)
    return dict(sorted(groups.items(), key=lambda kv: kv[0]))


def _group(results: Iterable[Record], key: str) -> dict:
    return {name: t.to_json() for name, t in tallies((str(r.get(key)), r["outcome"]) for r in results).items()}


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 3) if values else None


def _network(results: Sequence[Record]) -> dict:
    """The agent phases' policies and what the egress points refused, over the whole run."""
    refused: dict[str, dict[str, int]] = {}
    egress = {"attempts": 0, "allowed": 0, "refused": 0, "bytes": 0, "cache_hits": 0}
    for r in results:
        figures = (r.get("network") or {}).get("egress") or {}
        if figures:
            egress["attempts"] += 1
            for key in ("allowed", "refused", "bytes", "cache_hits"):
                egress[key] += int(figures.get(key) or 0)
        for host, n in (figures.get("refused_hosts") or {}).items():
            entry = refused.setdefault(host, {"attempts": 0, "requests": 0})
            entry["attempts"] += 1
            entry["requests"] += n
    return {
        "policies": dict(Counter((r.get("network") or {}).get("policy") for r in results if r.get("network"))),
        "egress": egress,  # totals over the attempts with egress figures (network: registries)
        "refused_hosts": dict(sorted(refused.items(), key=lambda kv: -kv[1]["requests"])),
    }


def summarize(results: Sequence[Record], meta: dict | None = None) -> dict:
    tally = Tally.of(r["outcome"] for r in results)
    judged = [r for r in results if r["outcome"] in (Outcome.PASSED, Outcome.FAILED)]
    costs = [r.get("cost_usd") for r in judged]
    known_costs = [c for c in costs if c is not None]
    return {
        "schema_version": C.RESULT_SCHEMA_VERSION,
        **(meta or {}),
        "summarized": now_iso(),
        "task_suite_digest": suite_digest(results),
        "totals": {
            "attempts": len(results),
            **tally.to_json(),
            "cost_usd": round(sum(known_costs), 6) if known_costs or not costs else None,
            "cost_unknown_attempts": sum(c is None for c in costs),
            "tokens": sum(r.get("tokens") or 0 for r in judged),
            "median_steps": _median([r.get("steps") or 0 for r in judged]),
            "median_agent_s": _median([r["timings"].get("agent_s") or 0 for r in judged]),
            "median_verify_s": _median([r["timings"].get("verify_s") or 0 for r in judged]),
        },
        "by_domain": _group(results, "domain"),
        "by_difficulty": _group(results, "difficulty"),
        "by_kind": _group(results, "kind"),
        "network": _network(results),
        "failure_modes": dict(
            Counter(r["failure_mode"] for r in results if r["outcome"] == Outcome.FAILED).most_common()
        ),
        "verifier_statuses": dict(
            Counter(r.get("verifier_status") for r in results if r["outcome"] == Outcome.FAILED).most_common()
        ),
        "errors": [
            {"task": r["task_id"], "attempt": r["attempt"], "error": r.get("error")}
            for r in results
            if r["outcome"] == Outcome.ERROR
        ],
        "attempts": [
            {k: value(r, k, plain=True) for k in SUMMARY_ATTEMPT_FIELDS}
            for r in sorted(results, key=lambda r: (r["task_id"], r["attempt"]))
        ],
    }


def write_summary(run_dir: Path) -> dict | None:
    results = load_results(run_dir)
    if not results and not (run_dir / C.RUN_FILE).exists():
        return None
    summary = summarize(results, read_json(run_dir / C.RUN_FILE) or {})
    write_json(run_dir / C.SUMMARY_FILE, summary)
    return summary
