"""A trajectory (events of trajectory.jsonl) as the report shows it: steps of events, each event
with a kind the template knows how to draw.

Any event type renders: unknown ones generically (their type and every field, long texts
collapsible). Known ones get a nicer form: model messages (`model_response`, `response`), tool
calls with their arguments (`tool_call`), tool outputs (`observation`), token use (`usage`), and
the agent's end (`end`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..text import usd
from .data import FIELD_CAP_CHARS, Text, cut_text

MESSAGE_TYPES = {"model_response", "response", "assistant", "message", "helper_response"}
TOOL_CALL_TYPES = {"tool_call", "action"}
OBSERVATION_TYPES = {"observation", "tool_result"}
USAGE_TYPES = {"usage", "cost"}
META_TYPES = {"model_request", "request", "timings"}  # one quiet line each
WARN_TYPES = {"warning", "nudge", "provider_retry", "context_overflow", "context_trim", "limit"}
BAD_TYPES = {"error", "unparsed_line"}
MESSAGE_TEXT_KEYS = ("content", "text", "message")
OUTPUT_TEXT_KEYS = ("output", "output_tail", "text", "content", "result", "stdout")
SHORT_CHARS = 160  # a value longer than this (or with a line break) is shown collapsed


@dataclass
class FieldView:
    name: str
    text: str
    long: bool = False
    preview: str = ""
    omitted: int = 0
    code: bool = False  # JSON or other structured text


@dataclass
class EventView:
    type: str
    kind: str  # message | tool_call | observation | usage | meta | end | generic
    level: str = ""  # "" | ok | warn | bad
    step: int | None = None
    t_rel: float | None = None
    title: str = ""
    body: Text | None = None
    command: str | None = None  # a shell command among a tool call's arguments
    chips: list[str] = field(default_factory=list)
    fields: list[FieldView] = field(default_factory=list)


@dataclass
class StepView:
    number: int | None  # None: events outside any step (start, totals, end...)
    events: list[EventView] = field(default_factory=list)
    duration_s: float | None = None
    tokens: int | None = None
    cost_usd: float | None = None
    cost_unknown: bool = False
    tool_calls: int = 0


def _as_text(value: Any) -> tuple[str, bool]:
    """(text, is_structured) for any JSON value."""
    if isinstance(value, str):
        return value, False
    if isinstance(value, (dict, list)):
        compact = json.dumps(value, ensure_ascii=False, default=str)
        if len(compact) <= SHORT_CHARS:
            return compact, True
        return json.dumps(value, indent=2, ensure_ascii=False, default=str), True
    if isinstance(value, float):
        return f"{value:g}", False
    return json.dumps(value, default=str) if value is None or isinstance(value, bool) else str(value), False


def field_view(name: str, value: Any) -> FieldView:
    text, code = _as_text(value)
    t = cut_text(text, FIELD_CAP_CHARS, "trajectory.jsonl")
    long = len(text) > SHORT_CHARS or "\n" in text.strip()
    first = text.strip().splitlines()[0] if text.strip() else ""
    preview = (first[:SHORT_CHARS] + "…") if long and (len(first) > SHORT_CHARS or len(text) > len(first)) else first
    return FieldView(name=name, text=t.text, long=long, preview=preview, omitted=t.omitted, code=code)


def _num(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _chip(name: str, value: Any, unit: str = "") -> str | None:
    if value is None or value == "" or value is False:
        return None
    if value is True:
        return name
    if isinstance(value, float):
        value = f"{value:.3g}" if unit == "s" else f"{value:g}"
    elif isinstance(value, int):
        value = f"{value:,}"
    return f"{name} {value}{unit}" if name else f"{value}{unit}"


def _cost_chip(cost: float | None, has_cost: bool = False) -> str | None:
    """A model call's cost: money is written `$0.0042`, not as _chip's `name value`; "cost
    unknown" where the event has the field but no price (has_cost), nothing without the field."""
    if cost is None:
        return "cost unknown" if has_cost else None
    return usd(cost)


def _first(event: dict, keys: tuple[str, ...]) -> tuple[str | None, Any]:
    for k in keys:
        if isinstance(event.get(k), str):
            return k, event[k]
    return None, None


def _usage_of(event: dict) -> tuple[int | None, float | None, bool]:
    """(tokens, cost, has_cost_field) an event reports for one model call."""
    raw = event.get("usage")
    usage: dict = raw if isinstance(raw, dict) else event
    tokens = None
    inp, out = (
        _num(usage.get("input_tokens", usage.get("prompt_tokens"))),
        _num(usage.get("output_tokens", usage.get("completion_tokens"))),
    )
    total = _num(usage.get("total_tokens", usage.get("tokens")))
    if inp is not None or out is not None:
        tokens = int((inp or 0) + (out or 0))
    elif total is not None:
        tokens = int(total)
    return tokens, _num(event.get("cost_usd")), "cost_usd" in event


SKIP = {"type", "t", "step"}


def event_view(event: dict, t0: float | None, step_has_tool_calls: bool) -> EventView:
    etype = str(event.get("type") or "(no type)")
    t = _num(event.get("t"))
    ev = EventView(
        type=etype,
        kind="generic",
        step=event.get("step") if isinstance(event.get("step"), int) else None,
        t_rel=(t - t0) if t is not None and t0 is not None else None,
        title=etype,
    )
    used: set[str] = set(SKIP)
    if etype in MESSAGE_TYPES:
        ev.kind = "message"
        key, text = _first(event, MESSAGE_TEXT_KEYS)
        if key:
            ev.body = cut_text(text, FIELD_CAP_CHARS, "trajectory.jsonl")
            used.add(key)
        ev.title = "model" if etype != "helper_response" else f"helper model ({event.get('purpose', '')})"
        tokens, cost, _ = _usage_of(event)
        ev.chips = [
            c
            for c in (
                _chip("", tokens, " tokens") if tokens is not None else None,
                _cost_chip(cost),
                _chip("", event.get("latency_s"), "s"),
                _chip("finish", event.get("finish_reason")),
                _chip("attempts", event.get("attempts")) if (event.get("attempts") or 1) > 1 else None,
            )
            if c
        ]
        used |= {"usage", "cost_usd", "latency_s", "finish_reason", "attempts"}
        if step_has_tool_calls:  # drawn from the tool_call events that follow
            used.add("tool_calls")
        elif isinstance(event.get("tool_calls"), list) and event["tool_calls"]:
            names = [str(c.get("name")) for c in event["tool_calls"] if isinstance(c, dict)]
            ev.chips.append("calls " + ", ".join(names))
        if event.get("reasoning") in (None, ""):
            used.add("reasoning")
    elif etype in TOOL_CALL_TYPES:
        ev.kind = "tool_call"
        ev.title = str(event.get("tool") or event.get("name") or "tool")
        used |= {"tool", "name", "arguments", "args", "input", "call_id", "native"}
        args = event.get("arguments", event.get("args", event.get("input")))
        if isinstance(args, str):
            try:
                parsed = json.loads(args)
                args = parsed if isinstance(parsed, dict) else args
            except json.JSONDecodeError:
                pass
        if isinstance(args, dict):
            for k, v in args.items():
                if k in ("command", "cmd") and isinstance(v, str) and ev.command is None:
                    ev.command = cut_text(v, FIELD_CAP_CHARS).text
                else:
                    ev.fields.append(field_view(k, v))
        elif args is not None:
            ev.fields.append(field_view("arguments", args))
    elif etype in OBSERVATION_TYPES:
        ev.kind = "observation"
        key, text = _first(event, OUTPUT_TEXT_KEYS)
        if key:
            ev.body = cut_text(text, FIELD_CAP_CHARS, "trajectory.jsonl")
            used.add(key)
        bad = (
            event.get("error") is True
            or event.get("timed_out") is True
            or (isinstance(event.get("exit_code"), int) and event["exit_code"] != 0)
        )
        ev.level = "bad" if bad else "ok"
        ev.title = "output" + (f" of {event['tool']}" if event.get("tool") else "")
        ev.chips = [
            c
            for c in (
                _chip("exit", event.get("exit_code")) if event.get("exit_code") is not None else None,
                _chip("error", event.get("error")),
                _chip("timed out", event.get("timed_out")),
                _chip("", event.get("status"))
                if event.get("status")
                and not (event.get("exit_code") is not None and "exit code" in str(event["status"]))
                else None,
                _chip("", event.get("duration_s"), "s"),
                _chip("cut for the model", event.get("cut_for_model")),
            )
            if c
        ]
        used |= {"tool", "call_id", "exit_code", "error", "timed_out", "status", "duration_s", "cut_for_model"}
    elif etype in USAGE_TYPES:
        ev.kind = "usage"
        tokens, cost, has_cost = _usage_of(event)
        ev.chips = [
            c
            for c in (
                _chip("", tokens, " tokens") if tokens is not None else None,
                _cost_chip(cost, has_cost),
            )
            if c
        ]
    elif etype == "end":
        ev.kind = "end"
        ev.title = f"end: {event.get('end_reason', '?')}"
        ev.level = "ok" if event.get("end_reason") == "submitted" else "warn"
        if isinstance(event.get("summary"), str) and event["summary"]:
            ev.body = cut_text(event["summary"], FIELD_CAP_CHARS, "trajectory.jsonl")
        ev.chips = [c for c in (_chip("steps", event.get("steps")),) if c]
        used |= {"end_reason", "summary", "steps"}
    elif etype in META_TYPES:
        ev.kind = "meta"
    if etype in WARN_TYPES:
        ev.level = "warn"
    elif etype in BAD_TYPES:
        ev.level = "bad"
    for k, v in event.items():
        if k in used or (v is None and ev.kind != "generic"):  # known kinds leave out empty fields
            continue
        if ev.kind == "message" and not isinstance(v, (dict, list, str)) and not v:
            continue  # a message's zero figures (no retry wait) say nothing
        if (
            ev.kind in ("meta", "usage", "message")
            and not isinstance(v, (dict, list))
            and len(str(v)) <= SHORT_CHARS
            and "\n" not in str(v)
        ):
            if ev.kind == "meta" or k not in ("input_tokens", "output_tokens", "total_tokens", "tokens", "cost_usd"):
                ev.chips.append(f"{k} {_as_text(v)[0]}")
            continue
        ev.fields.append(field_view(k, v))
    return ev


def build_steps(events: list[dict]) -> list[StepView]:
    """Consecutive events of the same `step` form one StepView; the others stand in between."""
    t0 = next((_num(e.get("t")) for e in events if _num(e.get("t")) is not None), None)
    raw: list[tuple[int | None, list[dict]]] = []
    for e in events:
        step = e.get("step") if isinstance(e.get("step"), int) else None
        if raw and raw[-1][0] == step:
            raw[-1][1].append(e)
        else:
            raw.append((step, [e]))
    steps: list[StepView] = []
    for i, (number, evs) in enumerate(raw):
        has_calls = any(e.get("type") in TOOL_CALL_TYPES for e in evs)
        view = StepView(number=number, events=[event_view(e, t0, has_calls) for e in evs])
        view.tool_calls = sum(e.get("type") in TOOL_CALL_TYPES for e in evs)
        if number is not None:
            _step_figures(view, evs, raw[i + 1][1] if i + 1 < len(raw) else None)
        steps.append(view)
    return steps


def _step_figures(view: StepView, evs: list[dict], following: list[dict] | None) -> None:
    timings = [e for e in evs if e.get("type") == "timings" and _num(e.get("wall_s")) is not None]
    times = [t for e in evs if (t := _num(e.get("t"))) is not None]
    if timings:
        view.duration_s = _num(timings[-1]["wall_s"])
    elif times:
        nxt = next((t for e in following or [] if (t := _num(e.get("t"))) is not None), None)
        view.duration_s = max(0.0, (nxt if nxt is not None else max(times)) - min(times))
    # a step's model calls: from usage events where the agent writes them, else from its responses
    sources = [e for e in evs if e.get("type") in USAGE_TYPES] or [e for e in evs if e.get("type") in MESSAGE_TYPES]
    tokens, costs, unknown = 0, [], False
    any_tokens = False
    for e in sources:
        t, c, has_cost = _usage_of(e)
        if t is not None:
            tokens += t
            any_tokens = True
        if c is not None:
            costs.append(c)
        elif has_cost:
            unknown = True
    view.tokens = tokens if any_tokens else None
    view.cost_usd = sum(costs) if costs else None
    view.cost_unknown = unknown
