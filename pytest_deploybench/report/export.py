"""The results export: one row per attempt, a versioned schema for leaderboards (docs/RESULTS_SCHEMA.md).

The columns are listed once, here, with their type and meaning; the doc's table is checked
against this list by the tests. Add columns at the end; bump SCHEMA_VERSION when a column is
removed, renamed or changes meaning.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..outcome import FAILED, PASSED
from ..records import now_iso
from .data import network_of

SCHEMA_NAME = "pytest-deploybench/results"
SCHEMA_VERSION = 1


def _t(key: str) -> Callable[[dict], Any]:
    return lambda r: (r.get("timings") or {}).get(key)


def _v(key: str) -> Callable[[dict], Any]:
    return lambda r: (r.get("verify") or {}).get(key)


def _s(key: str) -> Callable[[dict], Any]:
    return lambda r: ((r.get("verify") or {}).get("score") or {}).get(key)


def _checks(r: dict, ok: bool | None) -> int | None:
    checks = (r.get("verify") or {}).get("checks")
    if not isinstance(checks, list):
        return None
    return sum(1 for c in checks if ok is None or bool(c.get("ok")) is ok)


def _policy(r: dict) -> str | None:
    net = network_of(r)
    return None if net is None else net.policy


def _refused(r: dict) -> int | None:
    """Requests the egress point refused; null unless the attempt ran under `registries` with figures."""
    net = network_of(r)
    if net is None or net.egress is None:
        return None
    return _int(net.egress.get("refused"))


def _refused_hosts(r: dict) -> list[str] | None:
    net = network_of(r)
    if net is None or net.egress is None:
        return None
    return sorted(host for host, _ in net.refused_hosts)


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _passed(r: dict) -> bool | None:
    """True or False for a judged attempt, None for the others (errors, skips, interrupts)."""
    outcome = r.get("outcome")
    return True if outcome == PASSED else False if outcome == FAILED else None


# name, type, meaning, getter from a result.json record
COLUMNS: tuple[tuple[str, str, str, Callable[[dict], Any]], ...] = (
    ("schema_version", "integer", "version of this schema (1)", lambda r: SCHEMA_VERSION),
    ("run_id", "string", "the run", lambda r: r.get("run_id")),
    ("task_id", "string", "the task", lambda r: r.get("task_id")),
    ("attempt", "integer", "attempt number, from 1", lambda r: r.get("attempt")),
    ("domain", "string", "ai_ml, systems or scientific", lambda r: r.get("domain")),
    ("kind", "string", "deploy or improve", lambda r: r.get("kind")),
    ("difficulty", "string", "easy, medium or hard", lambda r: r.get("difficulty")),
    ("languages", "list of strings", "the task's languages (CSV: joined with `;`)", lambda r: r.get("languages") or []),
    ("legacy", "boolean", "the artifact predates current toolchains", lambda r: r.get("legacy")),
    ("gpus", "integer", "GPUs the task requires", lambda r: r.get("gpus")),
    ("agent", "string", "agent name (`--agent`)", lambda r: r.get("agent")),
    ("model", "string or null", "model name, for model agents", lambda r: r.get("model")),
    (
        "harness_version",
        "string",
        "pytest-deploybench version that ran the attempt",
        lambda r: r.get("harness_version"),
    ),
    ("outcome", "string", "passed, failed, error or interrupted", lambda r: r.get("outcome")),
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
        lambda r: r.get("failure_mode"),
    ),
    (
        "end_reason",
        "string or null",
        "submitted, gave_up, agent_timeout, step_limit, cost_limit, token_limit, "
        "context_limit or agent_error; null when the agent never ran",
        lambda r: r.get("end_reason"),
    ),
    (
        "verifier_status",
        "string or null",
        "ok, experiment_error, experiment_timeout, output_missing, output_mismatch, "
        "score_below_target; null when verification did not run",
        lambda r: r.get("verifier_status"),
    ),
    ("score", "number or null", "improve tasks: the hidden-test score", lambda r: r.get("score")),
    ("score_baseline", "number or null", "improve tasks: the starter's score", _s("baseline")),
    ("score_target", "number or null", "improve tasks: the score to reach", _s("target")),
    ("checks_passed", "integer or null", "verification checks that passed", lambda r: _checks(r, True)),
    ("checks_total", "integer or null", "verification checks evaluated", lambda r: _checks(r, None)),
    ("steps", "integer", "agent steps", lambda r: r.get("steps")),
    ("input_tokens", "integer", "model input tokens", lambda r: r.get("input_tokens")),
    ("output_tokens", "integer", "model output tokens", lambda r: r.get("output_tokens")),
    ("cached_tokens", "integer", "input tokens served from the provider's cache", lambda r: r.get("cached_tokens")),
    ("tokens", "integer", "input + output tokens", lambda r: r.get("tokens")),
    (
        "cost_usd",
        "number or null",
        "USD; null when a price is unknown (never 0 for unknown)",
        lambda r: r.get("cost_usd"),
    ),
    ("agent_s", "number or null", "seconds in the agent phase", _t("agent_s")),
    ("verify_s", "number or null", "seconds in the hidden verification", _t("verify_s")),
    ("experiment_s", "number or null", "seconds of the experiment within verification", _t("experiment_s")),
    ("total_s", "number or null", "seconds for the whole attempt, image to teardown", _t("total_s")),
    ("exit_code", "integer or null", "the experiment's exit code at verification", _v("exit_code")),
    ("started", "string", "ISO 8601 UTC", lambda r: r.get("started")),
    ("finished", "string or null", "ISO 8601 UTC", lambda r: r.get("finished")),
    ("error", "string or null", "one line, for error and interrupted outcomes", lambda r: r.get("error")),
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


def rows(records: list[dict]) -> list[dict]:
    """One row per attempt, in task and attempt order."""
    ordered = sorted(records, key=lambda r: (str(r.get("task_id")), int(r.get("attempt") or 1)))
    return [{name: get(r) for name, _, _, get in COLUMNS} for r in ordered]


def to_json(records: list[dict], run_meta: dict | None = None) -> dict:
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


def to_csv(records: list[dict]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMN_NAMES)
    for row in rows(records):
        w.writerow([_cell(row[name]) for name in COLUMN_NAMES])
    return buf.getvalue()


def write_export(records: list[dict], run_meta: dict | None, directory: Path) -> tuple[Path, Path]:
    """results.json and results.csv in `directory`."""
    directory.mkdir(parents=True, exist_ok=True)
    j, c = directory / "results.json", directory / "results.csv"
    j.write_text(json.dumps(to_json(records, run_meta), indent=2, default=str) + "\n", encoding="utf-8")
    c.write_text(to_csv(records), encoding="utf-8")
    return j, c
