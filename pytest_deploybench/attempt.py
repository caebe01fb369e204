"""The attempt record: its type, its one field list, a new one, one read back from result.json.

Every reader of a record (JUnit properties, the compact report an xdist worker sends, the summary,
the export, the HTML report) names its fields from `FIELDS`; `fields()` refuses a name that is not
there, at import time, so a renamed field cannot silently turn into a column of nulls.
`FIELDS` is flat: the record's own keys, then the phase timings (`agent_s`, ...), which live under
`timings` in result.json; `value()` reads either kind.

Records keep plain strings in JSON; `from_json` turns the vocabulary back into the enums of
outcome.py (a value a newer harness wrote stays a string rather than failing the read).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, cast

from . import constants as C
from .outcome import EndReason, FailureMode, Outcome, VerifierStatus

if TYPE_CHECKING:
    from .spec import TaskSpec


class Timings(TypedDict, total=False):
    image_s: float  # preparing the task image (0 when cached)
    agent_install_s: float  # an installed agent onto the image (agents/installed/): not the agent's time
    provision_s: float  # starting the sandbox
    starter_timing_s: float  # speed-up tasks: the untouched starter's runs in its twin sandbox, part of verify_s
    twin_provision_s: float  # speed-up tasks: starting the starter's twin sandbox at verification
    agent_s: float
    verify_s: float
    experiment_s: float  # the experiment alone, within verify_s
    teardown_s: float
    total_s: float


class AttemptRecord(TypedDict):
    schema_version: int
    run_id: str
    task_id: str
    attempt: int
    node_id: str
    domain: str
    kind: str
    difficulty: str
    languages: list[str]
    legacy: bool
    gpus: int
    agent: str
    model: str | None
    harness_version: str
    task_digest: str
    outcome: Outcome | None  # None only while the attempt runs
    failure_mode: FailureMode | None
    end_reason: EndReason | None  # None when the agent never ran
    verifier_status: VerifierStatus | None  # None when verification did not run
    score: float | None
    steps: int
    input_tokens: int | None  # None: unknown to the harness (the external agent's), never 0 for unknown
    output_tokens: int | None
    cached_tokens: int | None
    tokens: int | None
    cost_usd: float | None  # None: no model was called, or its price is unknown (never 0 for unknown)
    agent_summary: str | None
    error: str | None
    timings: Timings
    sandbox: dict[str, Any]
    network: dict[str, Any]
    verify: dict[str, Any] | None
    started: str
    finished: str | None
    agent_extra: NotRequired[dict[str, Any]]


TIMING_FIELDS: tuple[str, ...] = tuple(Timings.__annotations__)
FIELDS: tuple[str, ...] = tuple(AttemptRecord.__annotations__) + TIMING_FIELDS


def fields(*names: str) -> tuple[str, ...]:
    """`names`, after checking each is a field of the record (a typo fails at import)."""
    unknown = [n for n in names if n not in FIELDS]
    if unknown:
        raise ValueError(f"not fields of the attempt record: {', '.join(unknown)}")
    return names


def value(record: Mapping[str, Any], name: str, *, plain: bool = False) -> Any:
    """A field of the record, flat: a timing is read from `timings`. `plain`: an enum as its string
    (what crosses a process boundary: execnet, which carries xdist's reports, serializes no enum)."""
    v = (record.get("timings") or {}).get(name) if name in TIMING_FIELDS else record.get(name)
    return v.value if plain and isinstance(v, enum.Enum) else v


def new_record(
    spec: TaskSpec,
    *,
    run_id: str,
    attempt: int,
    node_id: str,
    agent: str,
    model: str | None,
    harness_version: str,
    task_digest: str,
    started: str,
) -> AttemptRecord:
    """The record of an attempt that has just started: every field present, nothing decided yet."""
    return AttemptRecord(
        schema_version=C.RESULT_SCHEMA_VERSION,
        run_id=run_id,
        task_id=spec.id,
        attempt=attempt,
        node_id=node_id,
        domain=spec.domain,
        kind=spec.kind,
        difficulty=spec.difficulty,
        languages=list(spec.languages),
        legacy=spec.legacy,
        gpus=spec.requires.gpus,
        agent=agent,
        model=model,
        harness_version=harness_version,
        task_digest=task_digest,
        outcome=None,
        failure_mode=None,
        end_reason=None,
        verifier_status=None,
        score=None,
        steps=0,
        input_tokens=0,
        output_tokens=0,
        cached_tokens=0,
        tokens=0,
        cost_usd=None,
        agent_summary=None,
        error=None,
        timings=Timings(),
        sandbox={},
        # the agent phase's policy (verification always runs with none) and, for registries, what
        # the agent asked of the egress point: allowed/refused requests, refused hosts, bytes, cache hits
        network={"policy": spec.network.value, "assumes_unreachable": list(spec.assumes_unreachable), "egress": None},
        verify=None,
        started=started,
        finished=None,
    )


_ENUMS: tuple[tuple[str, type[Any]], ...] = (
    ("outcome", Outcome),
    ("failure_mode", FailureMode),
    ("end_reason", EndReason),
    ("verifier_status", VerifierStatus),
)


def from_json(data: dict[str, Any]) -> AttemptRecord:
    """A record read from result.json, with its vocabulary as enums (unknown values kept as strings)."""
    for key, enum_type in _ENUMS:
        raw = data.get(key)
        if isinstance(raw, str):
            try:
                data[key] = enum_type(raw)
            except ValueError:
                pass
    return cast(AttemptRecord, data)


# What readers of records accept: a full record, one read back from disk, or the compact dict an
# xdist worker sends with its report (plugin.COMPACT_FIELDS).
Record = Mapping[str, Any]
