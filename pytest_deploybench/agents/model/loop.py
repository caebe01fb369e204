"""The model agent: a tool-calling loop on the host; only its commands run in the sandbox.

One step = one model response. Before every model call the limits are checked, in this order:
the agent's wall clock (`agent_timeout`, retry time not counted), `--max-steps` (`step_limit`),
`--max-cost` (`cost_limit`), `--max-tokens-total` (`token_limit`); then the conversation is fitted
into the context window (`context_limit` when trimming cannot help). A response without a tool call
gets a reminder; `max_nudges` reminders in a row unanswered end the run as `gave_up`. The `submit`
tool (`Final_Answer` in the mlagentbench profile) ends it as `submitted`.

Everything that happens goes to the attempt's trajectory.jsonl, one event per line: `start`,
`model_request`, `provider_retry`, `model_response` (content, tool calls, usage, cost, latency),
`tool_call`, `observation` (the full output, or a side file for outputs over 1 MiB),
`nudge`, `context_trim`, `context_overflow`, `helper_response`, `timings` (per step), `limit`,
`totals`. Every string passes through the redactor first.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ...errors import FatalRunError, InfraError
from ..base import AgentContext, AgentOptions, AgentResult, EndReason
from . import prompts
from .config import ModelAgentConfig
from .context import Conversation
from .provider import ContextOverflow, DeadlineReached, ModelReply, Provider
from .redact import Redactor
from .toolkit import (
    Call,
    Profile,
    ToolArgError,
    ToolEnv,
    ToolResult,
    cut_for_model,
    observation_fields,
    parse_arguments,
    run_call,
)


def _profiles() -> dict[str, Profile]:
    from . import mlagentbench, tools

    return {"default": tools.PROFILE, "mlagentbench": mlagentbench.PROFILE}


class ModelAgent:
    """`--agent=claude|gpt|gemini|llm`: a model behind litellm, driving the sandbox through tools.

    The factory: `ModelAgent(options)`. Bad options raise `FatalRunError` (the run stops with one line).
    """

    def __init__(self, options: AgentOptions):
        self.options = options
        self.name = options.name
        self.config = ModelAgentConfig.from_options(options)

    def run(self, ctx: AgentContext) -> AgentResult:
        return _Attempt(self.config, ctx).run()


class _Attempt:
    def __init__(self, config: ModelAgentConfig, ctx: AgentContext):
        self.cfg = config
        self.ctx = ctx
        self.profile = _profiles()[config.profile]
        self.tools = self.profile.by_name()
        self.schemas = self.profile.schemas()
        self.redactor = Redactor.from_environment()
        # totals
        self.steps = 0
        self.input_tokens = self.output_tokens = self.cached_tokens = 0
        self.cache_write_tokens = self.reasoning_tokens = 0
        self.cost = 0.0
        self.cost_known = True
        self.excluded_s = 0.0  # provider retries: not counted against the wall clock
        self.nudges = self.nudges_in_a_row = 0
        self.retries = self.tool_calls = self.tool_errors = self.helper_calls = 0
        self.trims = 0
        self.model_s = self.tools_s = self.helper_s = self.overhead_s = 0.0
        self._step_helper_s = 0.0
        self.response_model: str | None = None
        self.provider: Provider | None = None
        self.helper_provider: Provider | None = None

    # -- small helpers -------------------------------------------------------------------------
    def time_left(self) -> float:
        return self.ctx.deadline + self.excluded_s - time.monotonic()

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def event(self, type: str, **fields: Any) -> None:
        self.ctx.trajectory.write(type, **self.redactor.value(fields))

    def log(self, level: str, message: str, *args: Any) -> None:
        getattr(self.ctx.log, level)(self.redactor.text(message % args if args else message))

    def _new_provider(self, model: str) -> Provider:
        cfg = self.cfg
        return Provider(
            model,
            api_base=cfg.api_base,
            params=cfg.params,
            retry=cfg.retry,
            redactor=self.redactor,
            prompt_caching=cfg.prompt_caching,
        )

    # -- the run -------------------------------------------------------------------------------
    def run(self) -> AgentResult:
        cfg, task = self.cfg, self.ctx.task
        try:
            self.provider = self._new_provider(cfg.model)
            self.provider.preflight()
            if self.profile.uses_helper:
                self.helper_provider = self._new_provider(cfg.helper_model) if cfg.helper_model else self.provider
            limits = dict(max_steps=cfg.max_steps, max_cost=cfg.max_cost, max_tokens_total=cfg.max_tokens_total)
            conv = Conversation(
                system=self.profile.system_prompt(task, **limits),
                task=self.profile.task_message(task),
                tools_chars=len(json.dumps(self.schemas)),
            )
            window = cfg.context_window or self.provider.context_window
            self.event(
                "start",
                **cfg.public(),
                task_id=task.id,
                time_limit_s=round(task.timeout_s, 1),
                effective_context_window=window,
                price_known=self.provider.price_known,
                tools_offered=[t.name for t in self.profile.tools],
                system_prompt=conv.system,
                task_message=conv.task,
            )
            self.log(
                "info", "model agent: %s, tools %s, context window %s", cfg.model, cfg.profile, window or "unknown"
            )
            if cfg.max_cost is not None and not self.provider.price_known:
                warning = (
                    f"litellm has no price for {cfg.model}: cost is recorded as unknown and --max-cost "
                    "cannot be enforced (give input_cost_per_token/output_cost_per_token with --agent-arg)"
                )
                self.event("warning", message=warning)
                self.log("warning", warning)
            return self._loop(conv, window)
        except (InfraError, FatalRunError) as e:
            self.event("error", kind=type(e).__name__, message=str(e), steps=self.steps)
            self.log("error", "%s: %s", type(e).__name__, e)
            raise

    def _loop(self, conv: Conversation, window: int | None) -> AgentResult:
        cfg, provider = self.cfg, self.provider
        assert provider is not None, "run() creates the provider before the loop"
        while True:
            limit = self._limit_reached()
            if limit is not None:
                return self._finish(*limit)
            step_start = time.monotonic()
            self._step_helper_s = 0.0
            if window:
                before = conv.estimate_tokens()
                changed, fits = conv.fit(window, cfg.keep_recent)
                if changed:
                    self.trims += 1
                    self.event(
                        "context_trim",
                        step=self.steps + 1,
                        reason="proactive",
                        changed=changed,
                        window=window,
                        est_tokens_before=before,
                        est_tokens_after=conv.estimate_tokens(),
                    )
                if not fits:
                    return self._finish(
                        EndReason.CONTEXT_LIMIT,
                        "the conversation no longer fits the model's context "
                        f"window ({window:,} tokens) even with old observations elided",
                    )
            step = self.steps + 1
            request_chars = conv.chars()
            self.event(
                "model_request",
                step=step,
                model=cfg.model,
                messages=len(conv.messages),
                chars=request_chars,
                est_tokens=conv.estimate_tokens(),
                elided_observations=conv.elided,
                tools=len(self.schemas),
            )
            try:
                reply = provider.complete(
                    conv.messages, self.schemas, time_left=self.time_left(), on_retry=self._retry_hook(step)
                )
            except ContextOverflow as e:
                self.excluded_s += e.lost_s
                estimate = conv.estimate_tokens()
                changed = conv.shrink(keep_recent=cfg.keep_recent)
                self.event("context_overflow", step=step, message=str(e), est_tokens=estimate, trimmed=changed)
                if not changed:
                    return self._finish(
                        EndReason.CONTEXT_LIMIT,
                        f"the conversation does not fit the model's context window, and nothing is left to trim ({e})",
                    )
                self.trims += 1
                window = int(min(window or estimate, estimate) * 0.9)  # learnt: stay below what failed
                continue
            except DeadlineReached:
                return self._finish(EndReason.AGENT_TIMEOUT, "the time limit ran out during a model call")
            self._account(reply)
            conv.calibrate(request_chars, reply.usage.input_tokens)
            self.event(
                "model_response",
                step=step,
                content=reply.content,
                tool_calls=[{"id": c.id, "name": c.name, "arguments": c.arguments} for c in reply.tool_calls],
                finish_reason=reply.finish_reason,
                usage=reply.usage.to_dict(),
                cost_usd=reply.cost_usd,
                latency_s=round(reply.call_s, 3),
                attempts=reply.attempts,
                retry_wait_s=round(reply.lost_s, 3),
                response_model=reply.response_model,
                reasoning=reply.reasoning,
            )
            calls = [Call(id=c.id, name=c.name, arguments=c.arguments) for c in reply.tool_calls]
            if not calls and self.profile.text_calls is not None:
                calls = self.profile.text_calls(reply.content or "")
            conv.add_assistant(self._assistant_message(reply))
            tools_s = 0.0
            if not calls:
                if self.nudges_in_a_row >= cfg.max_nudges:
                    self._timings(step, step_start, reply, tools_s)
                    return self._finish(
                        EndReason.GAVE_UP, f"answered without a tool call {self.nudges_in_a_row + 1} times in a row"
                    )
                self.nudges += 1
                self.nudges_in_a_row += 1
                text = prompts.nudge(self.nudges_in_a_row, cfg.max_nudges, self.profile.finish_tool)
                conv.add_user(text)
                self.event("nudge", step=step, in_a_row=self.nudges_in_a_row, total=self.nudges, text=text)
                self.log("info", "step %d: no tool call; reminder %d of %d", step, self.nudges_in_a_row, cfg.max_nudges)
                self._timings(step, step_start, reply, tools_s)
                continue
            self.nudges_in_a_row = 0
            reminder = self.profile.format_reminder(reply.content) if self.profile.format_reminder else None
            for k, call in enumerate(calls):
                result, took = self._run_tool(conv, call, step, k, reply, reminder if k == len(calls) - 1 else None)
                tools_s += took
                if result.submitted is not None:
                    self._timings(step, step_start, reply, tools_s)
                    return self._finish(EndReason.SUBMITTED, result.submitted)
                if self.time_left() <= 0:
                    break
            self._timings(step, step_start, reply, tools_s)

    # -- limits ----------------------------------------------------------------------------------
    def _limit_reached(self) -> tuple[EndReason, str] | None:
        cfg = self.cfg
        if self.time_left() <= 0:
            return EndReason.AGENT_TIMEOUT, f"the time limit ({self.ctx.task.timeout_s:.0f} s) ran out"
        if cfg.max_steps and self.steps >= cfg.max_steps:
            return EndReason.STEP_LIMIT, f"reached --max-steps {cfg.max_steps}"
        if cfg.max_cost is not None and self.cost_known and self.cost >= cfg.max_cost:
            return EndReason.COST_LIMIT, f"reached --max-cost {cfg.max_cost:g} (spent ${self.cost:.4f})"
        if cfg.max_tokens_total and self.tokens >= cfg.max_tokens_total:
            return EndReason.TOKEN_LIMIT, f"reached --max-tokens-total {cfg.max_tokens_total} (used {self.tokens})"
        return None

    # -- accounting ------------------------------------------------------------------------------
    def _account(self, reply: ModelReply, *, step: bool = True) -> None:
        if step:
            self.steps += 1
            self.model_s += reply.call_s
        u = reply.usage
        self.input_tokens += u.input_tokens
        self.output_tokens += u.output_tokens
        self.cached_tokens += u.cached_tokens
        self.cache_write_tokens += u.cache_write_tokens
        self.reasoning_tokens += u.reasoning_tokens
        self.excluded_s += reply.lost_s
        if reply.cost_usd is None:
            self.cost_known = False
        else:
            self.cost += reply.cost_usd
        if reply.response_model:
            self.response_model = reply.response_model

    def _retry_hook(self, step: int, purpose: str = "step"):
        def hook(attempt: int, error: str, message: str, wait_s: float) -> None:
            self.retries += 1
            self.event(
                "provider_retry",
                step=step,
                purpose=purpose,
                attempt=attempt,
                error=error,
                message=message,
                wait_s=round(wait_s, 3),
            )
            self.log(
                "warning",
                "step %d: model call failed (%s: %s); retry %d in %.1fs",
                step,
                error,
                message[:120],
                attempt,
                wait_s,
            )

        return hook

    def _timings(self, step: int, step_start: float, reply: ModelReply, tools_s: float) -> None:
        wall = time.monotonic() - step_start
        tools_only = max(tools_s - self._step_helper_s, 0.0)
        overhead = max(wall - reply.call_s - reply.lost_s - tools_s, 0.0)
        self.tools_s += tools_only
        self.overhead_s += overhead
        self.event(
            "timings",
            step=step,
            wall_s=round(wall, 4),
            model_s=round(reply.call_s, 4),
            retry_wait_s=round(reply.lost_s, 4),
            tools_s=round(tools_only, 4),
            helper_s=round(self._step_helper_s, 4),
            overhead_s=round(overhead, 4),
        )

    # -- tools -----------------------------------------------------------------------------------
    @staticmethod
    def _assistant_message(reply: ModelReply) -> dict:
        msg: dict[str, Any] = {"role": "assistant", "content": reply.content or None}
        if reply.tool_calls:
            out = []
            for c in reply.tool_calls:
                try:  # what goes back to the provider must parse; the error goes to the model separately
                    args = c.arguments if isinstance(json.loads(c.arguments or "{}"), dict) else "{}"
                except ValueError:
                    args = "{}"
                out.append(
                    {
                        "id": c.id,
                        "type": "function",
                        "function": {"name": c.name or "unnamed", "arguments": args},
                        **c.extra,
                    }
                )
            msg["tool_calls"] = out
        msg.update(reply.extra_message_fields)
        if msg["content"] is None and not reply.tool_calls:
            msg["content"] = ""
        return msg

    def _run_tool(
        self, conv: Conversation, call: Call, step: int, k: int, reply: ModelReply, reminder: str | None
    ) -> tuple[ToolResult, float]:
        self.tool_calls += 1
        try:
            recorded_args: Any = parse_arguments(call.arguments)
        except ToolArgError:
            recorded_args = call.arguments
        self.event("tool_call", step=step, call_id=call.id, tool=call.name, arguments=recorded_args, native=call.native)
        env = ToolEnv(
            sandbox=self.ctx.sandbox,
            workdir=self.ctx.task.workdir,
            record_dir=self.ctx.record_dir,
            time_left=self.time_left,
            step=step,
            call_index=k,
            helper=self._helper if self.profile.uses_helper else None,
        )
        t0 = time.monotonic()
        try:
            result = run_call(self.tools, call, env)
        except ContextOverflow as e:
            result = ToolResult.fail(f"the model could not take this input: {e}")
        except DeadlineReached:
            result = ToolResult.fail("the time limit ran out")
        took = time.monotonic() - t0
        if result.error:
            self.tool_errors += 1
            if reply.finish_reason == "length" and "not valid JSON" in result.text:
                result.text += (
                    " Your answer hit the output token limit and the call was cut off: "
                    "write large files in smaller pieces."
                )
        shown, cut = cut_for_model(
            result.text, self.cfg.observation_chars, total_bytes=result.total_bytes, hint=result.cut_hint
        )
        text = shown + (("\n" if not shown.endswith("\n") else "") + result.status if result.status else "")
        if reminder:
            text += "\n" + reminder
        if call.native:
            conv.add_tool_result(call.id, text)
        else:
            conv.add_observation_text(f"Observation:\n{text}")
        fields = observation_fields(result, step=step, call_id=call.id, tool=call.name, shown=text, cut=cut, took=took)
        self.event("observation", **{**result.meta, **fields})
        first_line = (result.text.strip().splitlines() or [""])[0][:100]
        self.log(
            "info",
            "step %d: %s -> %s%s",
            step,
            call.name,
            result.status or ("error: " + first_line if result.error else "ok"),
            f" ({took:.1f}s)",
        )
        return result, took

    def _helper(self, purpose: str, prompt: str) -> str:
        """A model call made by a tool (mlagentbench's Understand File, Edit Script (AI))."""
        provider = self.helper_provider or self.provider
        assert provider is not None, "tools call the helper only from the loop, which run() starts with a provider"
        step = self.steps
        reply = provider.complete(
            [{"role": "user", "content": prompt}],
            None,
            time_left=self.time_left(),
            on_retry=self._retry_hook(step, purpose),
        )
        self._account(reply, step=False)
        self.helper_calls += 1
        self.helper_s += reply.call_s + reply.lost_s
        self._step_helper_s += reply.call_s + reply.lost_s
        self.event(
            "helper_response",
            step=step,
            purpose=purpose,
            model=provider.model,
            prompt_chars=len(prompt),
            content=reply.content,
            usage=reply.usage.to_dict(),
            cost_usd=reply.cost_usd,
            latency_s=round(reply.call_s, 3),
            attempts=reply.attempts,
        )
        return reply.content or ""

    # -- the end -----------------------------------------------------------------------------------
    def _finish(self, reason: EndReason, summary: str) -> AgentResult:
        if reason not in (EndReason.SUBMITTED, EndReason.GAVE_UP):
            self.event(
                "limit",
                reason=str(reason),
                detail=summary,
                steps=self.steps,
                tokens=self.tokens,
                cost_usd=self.cost if self.cost_known else None,
                time_left_s=round(self.time_left(), 3),
            )
        per_step_ms = 1000 * self.overhead_s / self.steps if self.steps else 0.0
        extra = {
            "model": self.cfg.model,
            "response_model": self.response_model,
            "tools": self.profile.name,
            "nudges": self.nudges,
            "tool_calls": self.tool_calls,
            "tool_errors": self.tool_errors,
            "helper_calls": self.helper_calls,
            "retries": self.retries,
            "wall_clock_excluded_s": round(self.excluded_s, 3),
            "model_s": round(self.model_s, 3),
            "tools_s": round(self.tools_s, 3),
            "helper_s": round(self.helper_s, 3),
            "loop_overhead_s": round(self.overhead_s, 4),
            "loop_overhead_ms_per_step": round(per_step_ms, 2),
            "context_trims": self.trims,
            "cost_known": self.cost_known,
            "cost_usd_known_part": round(self.cost, 6),
            "cache_write_tokens": self.cache_write_tokens,
            "reasoning_tokens": self.reasoning_tokens,
        }
        cost = round(self.cost, 6) if self.cost_known else None
        self.event(
            "totals",
            end_reason=str(reason),
            steps=self.steps,
            input_tokens=self.input_tokens,
            output_tokens=self.output_tokens,
            cached_tokens=self.cached_tokens,
            tokens=self.tokens,
            cost_usd=cost,
            **extra,
        )
        self.log(
            "info",
            "model agent ends: %s after %d steps, %d tokens, cost %s",
            reason,
            self.steps,
            self.tokens,
            "unknown" if cost is None else f"${cost:.4f}",
        )
        return AgentResult(
            end_reason=reason,
            steps=self.steps,
            input_tokens=self.input_tokens,
            output_tokens=self.output_tokens,
            cached_tokens=self.cached_tokens,
            cost_usd=cost,
            summary=summary,
            extra=extra,
        )
