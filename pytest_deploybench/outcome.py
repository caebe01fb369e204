"""The vocabulary of an attempt's end, and the rule from the agent's end and the verdict to the outcome.

| agent end reason | verification | outcome | failure_mode |
|---|---|---|---|
| any | passed | passed | none |
| submitted | failed | failed | premature_stop |
| gave_up, agent_timeout, step_limit, cost_limit, token_limit, context_limit, disk_limit | failed | failed | its name |
| agent_error, or infrastructure broke | not run | error | infra_error |
| Ctrl-C during the attempt | not run | interrupted | interrupted |

Every enum here is a `StrEnum`: its str() is its value, records keep plain strings in JSON, and a
record read back from disk compares equal to the members (`rec["outcome"] == Outcome.PASSED`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Outcome(enum.StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    ERROR = "error"
    SKIPPED = "skipped"
    INTERRUPTED = "interrupted"


class EndReason(enum.StrEnum):
    """How the agent's phase ended (the agent says so; a harness-enforced limit may override it)."""

    SUBMITTED = "submitted"
    GAVE_UP = "gave_up"
    AGENT_TIMEOUT = "agent_timeout"
    STEP_LIMIT = "step_limit"
    COST_LIMIT = "cost_limit"
    TOKEN_LIMIT = "token_limit"  # --max-tokens-total
    CONTEXT_LIMIT = "context_limit"
    DISK_LIMIT = "disk_limit"  # the sandbox wrote more than requires.disk (guard.py)
    AGENT_ERROR = "agent_error"


class FailureMode(enum.StrEnum):
    """Why an attempt did not pass; a failed attempt that ended on a limit carries the end reason."""

    NONE = "none"
    PREMATURE_STOP = "premature_stop"
    GAVE_UP = "gave_up"
    AGENT_TIMEOUT = "agent_timeout"
    STEP_LIMIT = "step_limit"
    COST_LIMIT = "cost_limit"
    TOKEN_LIMIT = "token_limit"
    CONTEXT_LIMIT = "context_limit"
    DISK_LIMIT = "disk_limit"
    INFRA_ERROR = "infra_error"
    INTERRUPTED = "interrupted"

    @property
    def meaning(self) -> str:
        return _FAILURE_MEANING.get(self, "")


class VerifierStatus(enum.StrEnum):
    """What the hidden pipeline concluded (verify/pipeline.verifier_status decides)."""

    OK = "ok"
    EXPERIMENT_ERROR = "experiment_error"
    EXPERIMENT_TIMEOUT = "experiment_timeout"
    OUTPUT_MISSING = "output_missing"
    OUTPUT_MISMATCH = "output_mismatch"
    SCORE_BELOW_TARGET = "score_below_target"

    @property
    def meaning(self) -> str:
        return _STATUS_MEANING.get(self, "")


_FAILURE_MEANING = {
    FailureMode.PREMATURE_STOP: "the agent submitted, but verification failed (DeployBench's most common failure)",
    FailureMode.GAVE_UP: "the agent stopped without submitting",
    FailureMode.AGENT_TIMEOUT: "the agent ran out of time",
    FailureMode.STEP_LIMIT: "the agent reached its step limit",
    FailureMode.COST_LIMIT: "the agent reached its cost limit",
    FailureMode.TOKEN_LIMIT: "the agent reached its token limit",
    FailureMode.CONTEXT_LIMIT: "the conversation no longer fit the model's context window",
    FailureMode.DISK_LIMIT: "the sandbox wrote more to disk than the task allows (requires.disk)",
}
_STATUS_MEANING = {
    VerifierStatus.EXPERIMENT_ERROR: "the experiment exited non-zero",
    VerifierStatus.EXPERIMENT_TIMEOUT: "the experiment ran over its time limit",
    VerifierStatus.OUTPUT_MISSING: "a declared output or checked file was missing",
    VerifierStatus.OUTPUT_MISMATCH: "outputs did not match the paper within tolerance",
    VerifierStatus.SCORE_BELOW_TARGET: "the score did not beat the baseline by the margin",
}


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    failure_mode: FailureMode


def classify(end_reason: EndReason, verified: bool | None) -> Verdict:
    """`verified` is None when verification did not run (the agent or the harness broke)."""
    if end_reason is EndReason.AGENT_ERROR or verified is None:
        return Verdict(Outcome.ERROR, FailureMode.INFRA_ERROR)
    if verified:
        return Verdict(Outcome.PASSED, FailureMode.NONE)
    if end_reason is EndReason.SUBMITTED:
        return Verdict(Outcome.FAILED, FailureMode.PREMATURE_STOP)
    return Verdict(Outcome.FAILED, FailureMode(end_reason.value))
