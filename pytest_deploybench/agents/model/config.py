"""The model agent's settings: from `AgentOptions` (command line) to one frozen object.

`--agent-arg KEY=VALUE` carries two kinds of keys: the agent's own (`AGENT_KEYS`, consumed here)
and model parameters passed to `litellm.completion` as they are (temperature, max_tokens,
reasoning_effort, top_p, seed, thinking, ...). Values are read as JSON where they parse
(`0.2`, `true`, `{"type": "disabled"}`), as text otherwise. Every default lives in this file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...errors import FatalRunError
from ..base import AgentOptions
from .models import resolve_model

# -- defaults (one place) ----------------------------------------------------------------------
OBSERVATION_CHARS = 16_000  # characters of one tool result the model sees (head and tail kept)
MAX_NUDGES = 3  # reminders in a row after answers without a tool call; one more such answer -> gave_up
KEEP_RECENT_OBSERVATIONS = 3  # observations never elided by routine context trimming
RETRY_ATTEMPTS = 8  # model calls per step before the provider counts as broken (InfraError)
RETRY_INITIAL_S = 2.0  # first backoff; doubles per attempt, with jitter
RETRY_MAX_S = 60.0  # cap of one backoff
REQUEST_TIMEOUT_S = 600.0  # one model call
DEFAULT_MAX_OUTPUT_TOKENS = 16_384  # max_tokens when not given and the model's limit is known
TRAJECTORY_INLINE_BYTES = 1024 * 1024  # larger tool output goes to a side file next to trajectory.jsonl
COMMAND_TIMEOUT_S = 600  # bash(timeout=...) default
EXECUTE_SCRIPT_TIMEOUT_S = 1800  # mlagentbench Execute Script (the original has no timeout argument)

PROFILES = ("default", "mlagentbench")

# Agent keys of --agent-arg: name -> (type, help). Everything else goes to litellm.completion.
AGENT_KEYS: dict[str, tuple[type, str]] = {
    "observation_chars": (int, "characters of a tool result shown to the model"),
    "max_nudges": (int, "reminders after answers without a tool call before gave_up"),
    "keep_recent_observations": (int, "recent observations kept when trimming the context"),
    "context_window": (int, "input-token window, when litellm does not know the model's"),
    "retry_attempts": (int, "model call attempts per step on rate limits and transient errors"),
    "retry_initial_s": (float, "first retry backoff in seconds"),
    "retry_max_s": (float, "longest retry backoff in seconds"),
    "request_timeout": (float, "seconds for one model call"),
    "prompt_caching": (bool, "Anthropic prompt-cache breakpoints (default true)"),
    "helper_model": (str, "mlagentbench: model for Understand File / Edit Script (AI)"),
}
# Never accepted as model parameters: set by the agent, or secrets that would land in records.
RESERVED_PARAMS = {
    "model",
    "messages",
    "tools",
    "tool_choice",
    "stream",
    "n",
    "api_base",
    "base_url",
    "timeout",
    "max_retries",
    "num_retries",
}
SECRET_PARAMS = {"api_key", "aws_secret_access_key", "aws_session_token", "vertex_credentials", "azure_ad_token"}


@dataclass(frozen=True)
class RetrySettings:
    attempts: int = RETRY_ATTEMPTS
    initial_s: float = RETRY_INITIAL_S
    max_s: float = RETRY_MAX_S
    request_timeout_s: float = REQUEST_TIMEOUT_S


@dataclass(frozen=True)
class ModelAgentConfig:
    agent_name: str
    model: str
    api_base: str | None
    profile: str
    max_steps: int | None
    max_cost: float | None
    max_tokens_total: int | None
    params: Mapping[str, Any] = field(default_factory=dict)
    retry: RetrySettings = RetrySettings()
    observation_chars: int = OBSERVATION_CHARS
    max_nudges: int = MAX_NUDGES
    keep_recent: int = KEEP_RECENT_OBSERVATIONS
    context_window: int | None = None
    prompt_caching: bool = True
    helper_model: str | None = None

    @classmethod
    def from_options(cls, options: AgentOptions) -> ModelAgentConfig:
        model = resolve_model(options.name, options.model)
        profile = (options.tools or "default").strip()
        if profile not in PROFILES:
            raise FatalRunError(f"--tools={profile}: unknown tool profile; choose one of {', '.join(PROFILES)}")
        own: dict[str, Any] = {}
        params: dict[str, Any] = {}
        for key, raw in (options.agent_args or {}).items():
            if key in AGENT_KEYS:
                own[key] = _typed(key, raw, AGENT_KEYS[key][0])
            elif key in SECRET_PARAMS or key.endswith("api_key"):
                raise FatalRunError(
                    f"--agent-arg {key}=...: keys never go on the command line (they would land in the run's "
                    "records); set the provider's environment variable instead"
                )
            elif key in RESERVED_PARAMS:
                raise FatalRunError(
                    f"--agent-arg {key}: set by the model agent itself; "
                    f"use --model, --api-base or {', '.join(sorted(AGENT_KEYS))}"
                )
            else:
                params[key] = _value(raw)
        for name, value in (
            ("--max-steps", options.max_steps),
            ("--max-cost", options.max_cost),
            ("--max-tokens-total", options.max_tokens_total),
        ):
            if value is not None and value <= 0:
                raise FatalRunError(f"{name} {value}: must be greater than 0")
        for key in ("observation_chars", "retry_attempts", "max_nudges"):
            if key in own and own[key] < (200 if key == "observation_chars" else 0 if key == "max_nudges" else 1):
                raise FatalRunError(f"--agent-arg {key}={own[key]}: too small")
        retry = RetrySettings(
            attempts=own.pop("retry_attempts", RETRY_ATTEMPTS),
            initial_s=own.pop("retry_initial_s", RETRY_INITIAL_S),
            max_s=own.pop("retry_max_s", RETRY_MAX_S),
            request_timeout_s=own.pop("request_timeout", REQUEST_TIMEOUT_S),
        )
        return cls(
            agent_name=options.name,
            model=model,
            api_base=options.api_base,
            profile=profile,
            max_steps=options.max_steps,
            max_cost=options.max_cost,
            max_tokens_total=options.max_tokens_total,
            params=params,
            retry=retry,
            observation_chars=own.pop("observation_chars", OBSERVATION_CHARS),
            max_nudges=own.pop("max_nudges", MAX_NUDGES),
            keep_recent=own.pop("keep_recent_observations", KEEP_RECENT_OBSERVATIONS),
            context_window=own.pop("context_window", None),
            prompt_caching=own.pop("prompt_caching", True),
            helper_model=own.pop("helper_model", None),
        )

    def public(self) -> dict[str, Any]:
        """What the trajectory's start event records (no secrets: keys never get here)."""
        return {
            "agent": self.agent_name,
            "model": self.model,
            "api_base": _strip_userinfo(self.api_base),
            "tools": self.profile,
            "max_steps": self.max_steps,
            "max_cost": self.max_cost,
            "max_tokens_total": self.max_tokens_total,
            "params": dict(self.params),
            "observation_chars": self.observation_chars,
            "max_nudges": self.max_nudges,
            "retry": {
                "attempts": self.retry.attempts,
                "initial_s": self.retry.initial_s,
                "max_s": self.retry.max_s,
                "request_timeout_s": self.retry.request_timeout_s,
            },
            "context_window": self.context_window,
            "helper_model": self.helper_model,
        }


def _value(raw: str) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        return raw


def _typed(key: str, raw: str, kind: type) -> Any:
    if kind is bool:
        low = raw.strip().lower()
        if low in ("1", "true", "yes", "on"):
            return True
        if low in ("0", "false", "no", "off"):
            return False
        raise FatalRunError(f"--agent-arg {key}={raw}: expected true or false")
    if kind is str:
        return raw
    try:
        return kind(raw)
    except ValueError:
        raise FatalRunError(
            f"--agent-arg {key}={raw}: expected {'an integer' if kind is int else 'a number'}"
        ) from None


def _strip_userinfo(url: str | None) -> str | None:
    if not url or "@" not in url:
        return url
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, parts.query, parts.fragment))
