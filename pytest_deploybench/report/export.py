"""The results export: one row per attempt, a versioned schema for leaderboards (docs/RESULTS_SCHEMA.md).

The columns are listed once, here, with their type and meaning; the doc's table is checked
against this list by the tests. Add columns at the end; bump SCHEMA_VERSION when a column is
removed, renamed or changes meaning.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..attempt import Record, fields, value
from ..outcome import Outcome
from ..records import now_iso
from .data import network_of

SCHEMA_NAME = "pytest-deploybench/results"
SCHEMA_VERSION = 1


def _f(name: str) -> Callable[[Record], Any]:
    """A column that is a field of the attempt record (attempt.FIELDS; a timing read from `timings`)."""
    fields(name)
    return lambda r: value(r, name)


def _v(key: str) -> Callable[[Record], Any]:
    return lambda r: (r.get("verify") or {}).get(key)


def _s(key: str) -> Callable[[Record], Any]:
    return lambda r: ((r.get("verify") or {}).get("score") or {}).get(key)


def _checks(r: Record, ok: bool | None) -> int | None:
    checks = (r.get("verify") or {}).get("checks")
    if not isinstance(checks, list):
        return None
    return sum(1 for c in checks if ok is None or bool(c.get("ok")) is ok)


def _policy(r: Record) -> str | None:
    net = network_of(r)
    return None if net is None else net.policy


def _refused(r: Record) -> int | None:
    """Requests the egress point refused; null unless the attempt ran under `registries` with figures."""
    net = network_of(r)
    if net is None or net.egress is None:
        return None
    return _int(net.egress.get("refused"))


def _refused_hosts(r: Record) -> list[str] | None:
    net = network_of(r)
    if net is None or net.egress is None:
        return None
    return sorted(host for host, _ in net.refused_hosts)


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _passed(r: Record) -> bool | None:
    """True or False for a judged attempt, None for the others (errors, skips, interrupts)."""
    outcome = r.get("outcome")
    return True if outcome == Outcome.PASSED else False if outcome == Outcome.FAILED else None


# name, type, meaning, getter from a result.json record
COLUMNS: tuple[tuple[str, str, str, Callable[[Record], Any]], ...] = (
    ("schema_version", "integer", "version of this schema (1)", lambda r: SCHEMA_VERSION),
    ("run_id", "string", "the run", _f("run_id")),
    ("task_id", "string", "the task", _f("task_id")),
    ("attempt", "integer", "attempt number, from 1", _f("attempt")),
    ("domain", "string", "ai_ml, systems or scientific", _f("domain")),
    ("kind", "string", "deploy or improve", _f("kind")),
    ("difficulty", "string", "easy, medium or hard", _f("difficulty")),
    (
        "languages",
        "list of strings",
        "the task's languages (CSV: joined with `;`)",
        lambda r: value(r, "languages") or [],
    ),
    ("legacy", "boolean", "the artifact predates current toolchains", _f("legacy")),
    ("gpus", "integer", "GPUs the task requires", _f("gpus")),
    ("agent", "string", "agent name (`--agent`)", _f("agent")),
    ("model", "string or null", "model name, for model agents", _f("model")),
    (
        "harness_version",
        "string",
        "pytest-deploybench version that ran the attempt",
        _f("harness_version"),
    ),
    ("outcome", "string", "passed, failed, error or interrupted", _f("outcome")),
    (
        "passed",
        "boolean or null",
        "true for passed, false for failed, null for outcomes outside the pass rate (error, interrupted)",
        _passed,
    ),
    (
        "failure_mode",
        "string",
        "none, premature_stop, an end reason, infra_error or interrupted",
        _f("failure_mode"),
    ),
    (
        "end_reason",
        "string or null",
        "submitted, gave_up, agent_timeout, step_limit, cost_limit, token_limit, "
        "context_limit or agent_error; null when the agent never ran",
        _f("end_reason"),
    ),
    (
        "verifier_status",
        "string or null",
        "ok, experiment_error, experiment_timeout, output_missing, output_mismatch, "
        "score_below_target; null when verification did not run",
        _f("verifier_status"),
    ),
    ("score", "number or null", "improve tasks: the hidden-test score", _f("score")),
    ("score_baseline", "number or null", "improve tasks: the starter's score", _s("baseline")),
    ("score_target", "number or null", "improve tasks: the score to reach", _s("target")),
    ("checks_passed", "integer or null", "verification checks that passed", lambda r: _checks(r, True)),
    ("checks_total", "integer or null", "verification checks evaluated", lambda r: _checks(r, None)),
    ("steps", "integer", "agent steps", _f("steps")),
    ("input_tokens", "integer or null", "model input tokens", _f("input_tokens")),
    ("output_tokens", "integer or null", "model output tokens", _f("output_tokens")),
    ("cached_tokens", "integer or null", "input tokens served from the provider's cache", _f("cached_tokens")),
    ("tokens", "integer or null", "input + output tokens; null when unknown (an external agent)", _f("tokens")),
    (
        "cost_usd",
        "number or null",
        "USD; null when a price is unknown (never 0 for unknown)",
        _f("cost_usd"),
    ),
    ("agent_s", "number or null", "seconds in the agent phase", _f("agent_s")),
    ("verify_s", "number or null", "seconds in the hidden verification", _f("verify_s")),
    ("experiment_s", "number or null", "seconds of the experiment within verification", _f("experiment_s")),
    ("total_s", "number or null", "seconds for the whole attempt, image to teardown", _f("total_s")),
    ("exit_code", "integer or null", "the experiment's exit code at verification", _v("exit_code")),
    ("started", "string", "ISO 8601 UTC", _f("started")),
    ("finished", "string or null", "ISO 8601 UTC", _f("finished")),
    ("error", "string or null", "one line, for error and interrupted outcomes", _f("error")),
    (
        "network_policy",
        "string or null",
        "the agent phase's network: registries, none or open; records from before "
        "network policies: open or none from `sandbox.network`; null when not recorded",
        _policy,
    ),
    (
        "refused_requests",
        "integer or null",
        "network registries: requests the egress point refused (destinations "
        "beyond the registries); null without egress figures",
        _refused,
    ),
    (
        "refused_hosts",
        "list of strings or null",
        "network registries: the distinct hosts refused, sorted (CSV: joined with `;`); null without egress figures",
        _refused_hosts,
    ),
)
COLUMN_NAMES = tuple(c[0] for c in COLUMNS)


def rows(records: Sequence[Record]) -> list[dict]:
    """One row per attempt, in task and attempt order."""
    ordered = sorted(records, key=lambda r: (str(r.get("task_id")), int(r.get("attempt") or 1)))
    return [{name: get(r) for name, _, _, get in COLUMNS} for r in ordered]


def to_json(records: Sequence[Record], run_meta: dict | None = None) -> dict:
    meta = run_meta or {}
    return {
        "schema": SCHEMA_NAME,
        "schema_version": SCHEMA_VERSION,
        "exported": now_iso(),
        "run": {
            k: meta.get(k) for k in ("run_id", "agent", "model", "harness_version", "started", "host") if k in meta
        },
        "columns": list(COLUMN_NAMES),
        "attempts": rows(records),
    }


def _cell(value: Any) -> Any:
    if isinstance(value, list):
        return ";".join(str(v) for v in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else value


def to_csv(records: Sequence[Record]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMN_NAMES)
    for row in rows(records):
        w.writerow([_cell(row[name]) for name in COLUMN_NAMES])
    return buf.getvalue()


def write_export(records: Sequence[Record], run_meta: dict | None, directory: Path) -> tuple[Path, Path]:
    """results.json and results.csv in `directory`."""
    directory.mkdir(parents=True, exist_ok=True)
    j, c = directory / "results.json", directory / "results.csv"
    j.write_text(json.dumps(to_json(records, run_meta), indent=2, default=str) + "\n", encoding="utf-8")
    c.write_text(to_csv(records), encoding="utf-8")
    return j, c
