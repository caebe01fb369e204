"""Model calls through `litellm.completion`, with retries, usage and cost.

litellm is imported inside functions only (so `--agent=oracle` never loads it), after
`LITELLM_LOCAL_MODEL_COST_MAP=True` so that prices come from the installed package and the import
makes no network request. Error policy:

- rate limits, 5xx, connection errors and timeouts: retried with exponential backoff and jitter
  (honouring `Retry-After`), at most `RetrySettings.attempts` calls; the time lost is reported so
  the loop can leave it out of the agent's wall clock; after the last attempt -> `InfraError`;
- authentication, permission and unknown-model errors -> `FatalRunError` (the whole run stops:
  every other task would fail the same way);
- the context window exceeded -> `ContextOverflow` (the loop trims the conversation);
- other rejected requests -> `RequestRejected` (an `InfraError`; the gateway tells whose request it was).
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...errors import FatalRunError, InfraError
from .config import DEFAULT_MAX_OUTPUT_TOKENS, RetrySettings
from .models import key_env_names, provider_of
from .redact import Redactor

PLACEHOLDER_KEY = "deploybench-no-key"  # for OpenAI-compatible servers (--api-base) that need none
_MAX_RETRY_AFTER_S = 300.0


class ContextOverflow(Exception):
    """The provider says the request does not fit the model's context window."""

    def __init__(self, message: str, lost_s: float = 0.0):
        super().__init__(message)
        self.lost_s = lost_s  # time lost to failed attempts before this answer


class DeadlineReached(Exception):
    """The agent's time ran out during a model call."""


class RequestRejected(InfraError):
    """The provider answered that the request itself is invalid (400, 422, unsupported parameters).
    An InfraError for the model agent (the harness wrote that request); the gateway tells whose
    request it was (gateway/server.py)."""


@dataclass
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0  # input tokens read from the provider's prompt cache
    cache_write_tokens: int = 0
    reasoning_tokens: int = 0

    def to_dict(self) -> dict[str, int]:
        return dict(self.__dict__)


@dataclass
class ToolCallRequest:
    """One tool call as the model sent it (arguments still raw text)."""

    id: str
    name: str
    arguments: str
    extra: dict[str, Any] = field(default_factory=dict)  # provider fields to send back (thought signatures)


@dataclass
class ModelReply:
    content: str | None
    tool_calls: list[ToolCallRequest]
    finish_reason: str | None
    usage: Usage
    cost_usd: float | None  # None: litellm has no price for this model
    call_s: float  # the successful call
    attempts: int
    lost_s: float  # failed attempts and backoff: not counted against the agent's wall clock
    response_model: str | None
    extra_message_fields: dict[str, Any] = field(default_factory=dict)  # sent back: thinking blocks
    reasoning: str | None = None  # the model's reasoning text, when the provider returns it


RetryHook = Callable[[int, str, str, float], None]  # (attempt, error class, message, wait_s)


def _litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.suppress_debug_info = True
    return litellm


class Provider:
    """One model, called with the agent's messages and tools."""

    def __init__(
        self,
        model: str,
        *,
        api_base: str | None,
        params: Mapping[str, Any],
        retry: RetrySettings,
        redactor: Redactor,
        prompt_caching: bool = True,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.model = model
        self.api_base = api_base
        self.params = dict(params)
        self.retry = retry
        self.redactor = redactor
        self.sleep = sleep
        self.clock = clock
        self.provider = provider_of(model)
        self.prompt_caching = prompt_caching and self.provider == "anthropic"
        self._litellm = _litellm()
        self._info = self._model_info()

    # -- what litellm knows about the model ------------------------------------------------------
    def _model_info(self) -> dict:
        try:
            return dict(self._litellm.get_model_info(self.model) or {})
        except Exception:  # unknown to litellm's table: no window, no price
            return {}

    @property
    def context_window(self) -> int | None:
        return self._info.get("max_input_tokens") or None

    @property
    def price_known(self) -> bool:
        return self._info.get("input_cost_per_token") is not None

    def max_output_tokens(self) -> int:
        """The most one call can answer: the max_tokens sent, else the model's own limit, else the default."""
        sent = {**self.default_params(), **self.params}
        value = sent.get("max_tokens") or sent.get("max_completion_tokens") or self._info.get("max_output_tokens")
        try:
            return int(value) if value else DEFAULT_MAX_OUTPUT_TOKENS
        except (TypeError, ValueError):
            return DEFAULT_MAX_OUTPUT_TOKENS

    def price(self, input_tokens: int, output_tokens: int) -> float | None:
        """What a call of that size costs by litellm's price table (None when the price is unknown)."""
        if not self.price_known:
            return None
        per_out = self._info.get("output_cost_per_token") or 0.0
        return input_tokens * float(self._info["input_cost_per_token"]) + output_tokens * float(per_out)

    def default_params(self) -> dict[str, Any]:
        """max_tokens when the user gave none and the model's output limit is known."""
        out = {}
        limit = self._info.get("max_output_tokens")
        if limit and "max_tokens" not in self.params and "max_completion_tokens" not in self.params:
            out["max_tokens"] = min(int(limit), DEFAULT_MAX_OUTPUT_TOKENS)
        return out

    def preflight(self) -> None:
        """Stop the run early when the provider's key is missing (no point starting 50 tasks)."""
        if self.api_base:
            return  # a local or self-hosted server: it may need no key
        names = key_env_names(self.model)
        if names and not any(os.environ.get(n) for n in names):
            raise FatalRunError(
                f"model {self.model}: {names[0]} is not set; export it on the host running pytest "
                "(the key stays there: it never enters the sandbox)"
            )
        if not names:
            try:
                check = self._litellm.validate_environment(model=self.model)
            except Exception:
                return
            missing = check.get("missing_keys") or []
            if missing and not check.get("keys_in_environment"):
                raise FatalRunError(f"model {self.model}: {', '.join(missing)} not set in the environment")

    def _key_kwargs(self) -> dict[str, Any]:
        if self.api_base and not any(os.environ.get(n) for n in key_env_names(self.model)):
            return {"api_key": PLACEHOLDER_KEY}
        return {}

    # -- one call, with retries ------------------------------------------------------------------
    def complete(
        self, messages: list[dict], tools: list[dict] | None, *, time_left: float, on_retry: RetryHook | None = None
    ) -> ModelReply:
        """Call the model. `time_left` is the agent's remaining wall clock (lost time not counted)."""
        lt = self._litellm
        kwargs: dict[str, Any] = {**self.default_params(), **self.params, **self._key_kwargs()}
        if self.api_base:
            kwargs["api_base"] = self.api_base
        if tools:
            kwargs["tools"] = tools
        if self.prompt_caching and "cache_control_injection_points" not in kwargs:
            kwargs["cache_control_injection_points"] = [
                {"location": "message", "role": "system"},
                {"location": "message", "index": -1},
            ]
        lost = 0.0
        attempt = 0
        start = self.clock()
        while True:
            attempt += 1
            remaining = time_left - ((self.clock() - start) - lost)
            if remaining <= 0:
                raise DeadlineReached()
            timeout = max(1.0, min(self.retry.request_timeout_s, remaining))
            t0 = self.clock()
            try:
                response = lt.completion(model=self.model, messages=messages, timeout=timeout, max_retries=0, **kwargs)
            except Exception as e:  # sorted below; unknown kinds propagate (an agent bug)
                failed_s = self.clock() - t0
                kind = self._classify(e)
                message = self._one_line(e)
                if kind == "context":
                    raise ContextOverflow(message, lost + failed_s) from None
                if kind == "fatal":
                    raise FatalRunError(self._fatal_message(e, message)) from None
                if kind == "timeout" and failed_s >= remaining - 0.5:
                    raise DeadlineReached() from None
                if kind == "rejected":
                    raise RequestRejected(
                        f"model provider rejected the request for {self.model}: {type(e).__name__}: {message}"
                    ) from None
                if kind == "unknown":
                    raise
                if attempt >= self.retry.attempts:
                    raise InfraError(
                        f"model provider failed for {self.model} after {attempt} attempts over "
                        f"{lost + failed_s:.0f}s: {type(e).__name__}: {message}"
                    ) from None
                wait = self.backoff(attempt, _retry_after(e))
                if on_retry is not None:
                    on_retry(attempt, type(e).__name__, message, wait)
                self.sleep(wait)
                lost += self.clock() - t0
                continue
            call_s = self.clock() - t0
            return self._reply(response, call_s, attempt, lost)

    def backoff(self, attempt: int, retry_after: float | None = None) -> float:
        """Exponential backoff with jitter: half to all of initial * 2^(attempt-1), capped."""
        base = min(self.retry.max_s, self.retry.initial_s * (2 ** (attempt - 1)))
        wait = random.uniform(base / 2, base)
        if retry_after is not None:
            wait = max(wait, min(retry_after, _MAX_RETRY_AFTER_S))
        return wait

    def _classify(self, e: Exception) -> str:
        lt = self._litellm
        if isinstance(e, lt.ContextWindowExceededError):
            return "context"
        if isinstance(e, (lt.AuthenticationError, lt.PermissionDeniedError, lt.NotFoundError)):
            return "fatal"
        if isinstance(e, lt.Timeout):
            return "timeout"
        if isinstance(
            e,
            (
                lt.RateLimitError,
                lt.InternalServerError,
                lt.ServiceUnavailableError,
                lt.BadGatewayError,
                lt.APIConnectionError,
            ),
        ):
            return "transient"
        if isinstance(e, (lt.BadRequestError, lt.UnprocessableEntityError, lt.UnsupportedParamsError)):
            return "rejected"
        if isinstance(e, lt.APIError):  # other API errors: 5xx or no status
            status = getattr(e, "status_code", None)
            return "transient" if status is None or status >= 500 or status == 408 else "rejected"
        return "unknown"

    def _one_line(self, e: Exception) -> str:
        text = " ".join(str(getattr(e, "message", None) or e).split())
        return self.redactor.text(text)[:300]

    def _fatal_message(self, e: Exception, message: str) -> str:
        lt = self._litellm
        if isinstance(e, lt.NotFoundError):
            return f"model provider does not know the model {self.model} ({message}); check --model"
        names = key_env_names(self.model)
        where = f"check {names[0]}" if names else "check the provider's API key"
        what = "rejected the API key" if isinstance(e, lt.AuthenticationError) else "refused access"
        return f"model provider {what} for {self.model}: {where} ({type(e).__name__}: {message[:160]})"

    # -- the reply ------------------------------------------------------------------------------
    def _reply(self, response: Any, call_s: float, attempts: int, lost: float) -> ModelReply:
        choice = response.choices[0]
        message = choice.message
        calls = []
        for i, tc in enumerate(getattr(message, "tool_calls", None) or []):
            fn = getattr(tc, "function", None)
            extra = {}
            psf = getattr(tc, "provider_specific_fields", None)
            if psf:
                extra["provider_specific_fields"] = psf
            calls.append(
                ToolCallRequest(
                    id=getattr(tc, "id", None) or f"call_{i}",
                    name=(getattr(fn, "name", None) or "").strip(),
                    arguments=getattr(fn, "arguments", None) or "",
                    extra=extra,
                )
            )
        # Anthropic's thinking blocks must come back with the tool results; reasoning text is only
        # recorded (some providers reject it in requests).
        extra_fields = {}
        if getattr(message, "thinking_blocks", None):
            extra_fields["thinking_blocks"] = message.thinking_blocks
        reasoning = getattr(message, "reasoning_content", None)
        return ModelReply(
            content=message.content if isinstance(message.content, str) else _text_of(message.content),
            tool_calls=calls,
            finish_reason=getattr(choice, "finish_reason", None),
            usage=_usage(getattr(response, "usage", None)),
            cost_usd=self._cost(response),
            call_s=call_s,
            attempts=attempts,
            lost_s=lost,
            response_model=getattr(response, "model", None),
            extra_message_fields=extra_fields,
            reasoning=reasoning if isinstance(reasoning, str) else None,
        )

    def _cost(self, response: Any) -> float | None:
        hidden = getattr(response, "_hidden_params", None) or {}
        cost = hidden.get("response_cost")
        if cost is None:
            try:
                cost = self._litellm.completion_cost(completion_response=response)
            except Exception:  # not in litellm's price table: unknown, never 0
                return None
        try:
            return float(cost)
        except (TypeError, ValueError):
            return None


def _text_of(content: Any) -> str | None:
    if content is None:
        return None
    if isinstance(content, list):
        return "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return str(content)


def _int(v: Any) -> int:
    try:
        return int(v or 0)
    except (TypeError, ValueError):
        return 0


def _usage(u: Any) -> Usage:
    if u is None:
        return Usage()
    prompt_details = getattr(u, "prompt_tokens_details", None)
    completion_details = getattr(u, "completion_tokens_details", None)
    cached = _int(getattr(prompt_details, "cached_tokens", 0)) or _int(getattr(u, "cache_read_input_tokens", 0))
    return Usage(
        input_tokens=_int(getattr(u, "prompt_tokens", 0)),
        output_tokens=_int(getattr(u, "completion_tokens", 0)),
        cached_tokens=cached,
        cache_write_tokens=_int(getattr(u, "cache_creation_input_tokens", 0)),
        reasoning_tokens=_int(getattr(completion_details, "reasoning_tokens", 0)),
    )


def _retry_after(e: Exception) -> float | None:
    response = getattr(e, "response", None)
    headers = getattr(response, "headers", None)
    if not headers:
        return None
    value = headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None
