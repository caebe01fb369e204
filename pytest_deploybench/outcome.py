"""From the agent's end reason and the verifier's status to the pytest outcome and failure mode.

| agent end reason | verification | outcome | failure_mode |
|---|---|---|---|
| any | passed | passed | none |
| submitted | failed | failed | premature_stop |
| gave_up, agent_timeout, step_limit, cost_limit, token_limit, context_limit | failed | failed | the end reason |
| agent_error, or infrastructure broke | not run | error | infra_error |
"""

from __future__ import annotations

from dataclasses import dataclass

PASSED, FAILED, ERROR, SKIPPED, INTERRUPTED = "passed", "failed", "error", "skipped", "interrupted"

NONE = "none"
PREMATURE_STOP = "premature_stop"
INFRA_ERROR = "infra_error"


@dataclass(frozen=True)
class Outcome:
    outcome: str
    failure_mode: str


def classify(end_reason: str | None, verified: bool | None) -> Outcome:
    """`verified` is None when verification did not run (the agent or the harness broke)."""
    if end_reason == "agent_error" or verified is None:
        return Outcome(ERROR, INFRA_ERROR)
    if verified:
        return Outcome(PASSED, NONE)
    if end_reason == "submitted":
        return Outcome(FAILED, PREMATURE_STOP)
    return Outcome(FAILED, str(end_reason))
