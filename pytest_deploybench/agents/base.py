"""The agent interface: what an agent gets, what it returns.

An agent is any object with a `name` and `run(ctx) -> AgentResult`. It is made by a factory
`factory(options: AgentOptions) -> Agent`, registered under a name (built in, through the
`pytest_deploybench_agents` hook, or the `deploybench.agents` entry-point group) or given as
`--agent=module:attr`. The agent loop runs on the host; only its commands run in `ctx.sandbox`.

End reasons (`EndReason`): `submitted` the agent says it is done; `gave_up` it stopped without
submitting; `agent_timeout`, `step_limit`, `cost_limit`, `token_limit`, `context_limit` a limit ended it;
`agent_error` the agent itself broke (reported as an infrastructure ERROR, not verified).
Raise `InfraError` for failures outside the agent's control (the model provider after retries),
`FatalRunError` to stop the whole run (the provider rejects the API key).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from ..outcome import EndReason
from ..sandbox.base import Sandbox
from ..trajectory import Trajectory


@dataclass(frozen=True)
class TaskView:
    """The read-only view of a task an agent gets: nothing hidden (no experiment, no checks)."""

    id: str
    kind: str
    domain: str
    difficulty: str
    languages: tuple[str, ...]
    instructions: str
    workdir: str
    network: str  # the agent phase's network policy: registries | none | open
    timeout_s: float  # the agent phase's wall-clock limit, already scaled
    cpus: float
    memory: str
    gpus: int

    @property
    def preamble(self) -> str:
        """The harness's text about verification, the same for every agent (agents/preamble.py)."""
        from .preamble import verification_preamble

        return verification_preamble(self.workdir, self.network)

    @property
    def prompt(self) -> str:
        """What every agent is told: the preamble, then the task's instructions."""
        return f"{self.preamble}\n\n{self.instructions.strip()}"


@dataclass(frozen=True)
class AgentOptions:
    """Run-wide options for agents, from the command line and ini file."""

    name: str
    model: str | None = None
    api_base: str | None = None
    agent_args: Mapping[str, str] = field(default_factory=dict)
    max_steps: int | None = None
    max_cost: float | None = None
    max_tokens_total: int | None = None
    tools: str = "default"


@dataclass
class AgentContext:
    """Everything an agent gets for one attempt."""

    task: TaskView
    sandbox: Sandbox
    options: AgentOptions
    record_dir: Path  # the attempt's folder; the agent may add files of its own
    trajectory: Trajectory
    log: logging.Logger  # lands in agent.log
    deadline: float  # time.monotonic() at which the agent phase ends
    # The reference solution folder: for the oracle only. Model agents must not read it.
    solution_dir: Path | None = None

    def time_left(self) -> float:
        return self.deadline - time.monotonic()


@dataclass
class AgentResult:
    end_reason: EndReason
    steps: int = 0
    # None: unknown to the harness (an external agent's own model use), never recorded as 0
    input_tokens: int | None = 0
    output_tokens: int | None = 0
    cached_tokens: int | None = 0
    cost_usd: float | None = 0.0  # None: the price is unknown (never recorded as 0)
    summary: str = ""
    error: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def tokens(self) -> int | None:
        if self.input_tokens is None and self.output_tokens is None:
            return None
        return (self.input_tokens or 0) + (self.output_tokens or 0)


@runtime_checkable
class Agent(Protocol):
    name: str

    def run(self, ctx: AgentContext) -> AgentResult: ...


AgentFactory = Callable[[AgentOptions], Agent]
