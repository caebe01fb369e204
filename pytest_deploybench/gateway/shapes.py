"""The three API shapes the installed agents speak, to and from one canonical form.

The canonical form is what `Provider.complete` takes and gives: OpenAI chat messages and function
tools in, a `ModelReply` out. Each shape has a request reader (`*_request`: body -> `Request`) and
a reply writer (`*_reply`: the whole JSON answer) and a stream writer (`*_events`: the same answer
as server-sent events). The gateway always calls the provider without streaming (usage and cost
are then exact, and a call that fails fails before the agent saw half an answer); an agent that
asked for a stream gets the finished answer as the events its SDK expects.

- OpenAI Chat Completions (`/v1/chat/completions`): mini-swe-agent, anything on litellm;
- OpenAI Responses (`/v1/responses`): Codex CLI. Custom (free-form) tools become function tools
  with one string argument `input`, and their calls go back as `custom_tool_call` items;
- Anthropic Messages (`/v1/messages`, `/v1/messages/count_tokens`): Claude Code.

Only what these agents send is read: text, tool calls and tool results. Images become a line of
text, reasoning items and thinking blocks are dropped (they belong to the provider that made them),
server-side tools (web search) are not offered to the model. `canonical` then makes every message of
every shape text with a known role before the provider sees it (no part litellm would fetch).
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..agents.model.provider import ModelReply

IMAGE_PLACEHOLDER = "[an image was here: the gateway passes text only]"


@dataclass
class Request:
    """One model call in canonical form."""

    model: str  # what the agent asked for (recorded; the gateway answers with the run's model)
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] = field(default_factory=list)
    stream: bool = False
    custom_tools: frozenset[str] = frozenset()  # Responses: tools whose calls carry free text


def _id(prefix: str) -> str:
    return f"{prefix}_{secrets.token_hex(12)}"


def _text(content: Any) -> str:
    """The text of a content value: a string, or a list of parts of any of the three shapes."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    out = []
    for part in content if isinstance(content, list) else []:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, dict):
            kind = part.get("type", "text")
            if kind in ("text", "input_text", "output_text"):
                out.append(str(part.get("text", "")))
            elif kind in ("image", "image_url", "input_image"):
                out.append(IMAGE_PLACEHOLDER)
            elif kind == "refusal":
                out.append(str(part.get("refusal", "")))
    return "\n".join(p for p in out if p)


def _arguments(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value if value is not None else {})


def _parsed(arguments: str) -> Any:
    try:
        return json.loads(arguments) if arguments.strip() else {}
    except json.JSONDecodeError:
        return {"raw_arguments": arguments}


def _tool_call(call_id: str, name: str, arguments: str) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def _add_tool_call(messages: list[dict], call: dict) -> None:
    """A tool call joins the assistant message just before it, or starts one."""
    last = messages[-1] if messages else None
    if last is not None and last["role"] == "assistant":
        last.setdefault("tool_calls", []).append(call)
    else:
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})


# -- what reaches the provider, whatever the shape -------------------------------------------------------
ROLES = ("system", "user", "assistant", "tool")


def canonical(req: Request) -> Request:
    """The request as the provider gets it, for every shape (gemini.py's too): each message a known
    role with text content only, each tool call with string arguments, each tool a plain function.

    litellm turns image and file parts into bytes for providers that need them, and fetches a URL it
    finds there from this host: an agent's `image_url` in any role (a `function` message, an
    assistant turn) would have this host fetch it, loopback included. So every content becomes
    text (images a placeholder line, any other part dropped), every other field of a message is
    dropped, and a role outside ROLES (or `developer`, `function`, which become system and user
    text) is refused with ValueError, which the server answers with a 400."""
    messages: list[dict[str, Any]] = []
    for m in req.messages:
        if not isinstance(m, dict):
            raise ValueError("a message is not an object")
        role = m.get("role")
        text = _text(m.get("content"))
        if role == "developer":
            role = "system"
        elif role == "function":  # OpenAI's old function results: no call id to tie them to, so text
            role, text = "user", f"[result of function {m.get('name', '')}]\n{text}"
        if role not in ROLES:
            raise ValueError(f"unknown message role {role!r}")
        msg: dict[str, Any] = {"role": role, "content": text}
        if role == "assistant":
            calls = []
            for c in m.get("tool_calls") or []:
                fn = c.get("function") or {}
                call_id = str(c.get("id") or _id("call"))
                calls.append(_tool_call(call_id, str(fn.get("name") or ""), _arguments(fn.get("arguments"))))
            old = m.get("function_call")
            if isinstance(old, dict):
                args = _arguments(old.get("arguments"))
                msg["content"] = "\n".join(p for p in (text, f"[called function {old.get('name', '')}({args})]") if p)
            if calls:
                msg["tool_calls"] = calls
            msg["content"] = msg["content"] or None
        elif role == "tool":
            msg["tool_call_id"] = str(m.get("tool_call_id") or "")
        messages.append(msg)
    tools = []
    for t in req.tools:
        fn = t.get("function") if isinstance(t, dict) else None
        if not isinstance(fn, dict) or not fn.get("name"):
            raise ValueError("a tool without a function name")
        params = fn.get("parameters")
        tools.append(
            {
                "type": "function",
                "function": {
                    "name": str(fn["name"]),
                    "description": str(fn.get("description") or ""),
                    "parameters": params if isinstance(params, dict) else {"type": "object", "properties": {}},
                },
            }
        )
    return Request(model=req.model, messages=messages, tools=tools, stream=req.stream, custom_tools=req.custom_tools)


# -- OpenAI Chat Completions ------------------------------------------------------------------------------
def chat_request(body: dict[str, Any]) -> Request:
    messages = []
    for m in body.get("messages") or []:
        m = dict(m)
        if m.get("role") == "developer":
            m["role"] = "system"
        if m.get("role") in ("system", "user", "tool") and not isinstance(m.get("content"), str):
            m["content"] = _text(m.get("content"))
        messages.append(m)
    tools = [t for t in body.get("tools") or [] if t.get("type", "function") == "function"]
    return Request(model=str(body.get("model", "")), messages=messages, tools=tools, stream=bool(body.get("stream")))


def _chat_usage(reply: ModelReply) -> dict[str, Any]:
    u = reply.usage
    return {
        "prompt_tokens": u.input_tokens,
        "completion_tokens": u.output_tokens,
        "total_tokens": u.input_tokens + u.output_tokens,
        "prompt_tokens_details": {"cached_tokens": u.cached_tokens},
    }


def _finish(reply: ModelReply) -> str:
    if reply.tool_calls:
        return "tool_calls"
    return "length" if reply.finish_reason == "length" else "stop"


def chat_reply(req: Request, reply: ModelReply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.tool_calls:
        message["tool_calls"] = [_tool_call(c.id, c.name, c.arguments) for c in reply.tool_calls]
    return {
        "id": _id("chatcmpl"),
        "object": "chat.completion",
        "created": int(time.time()),
        "model": req.model,
        "choices": [{"index": 0, "message": message, "finish_reason": _finish(reply)}],
        "usage": _chat_usage(reply),
    }


def chat_events(req: Request, reply: ModelReply) -> Iterator[bytes]:
    whole = chat_reply(req, reply)
    base = {k: whole[k] for k in ("id", "created", "model")} | {"object": "chat.completion.chunk"}

    def chunk(delta: dict, finish: str | None = None, usage: dict | None = None) -> bytes:
        body = {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
        if usage is not None:
            body["usage"] = usage
        return b"data: " + json.dumps(body).encode() + b"\n\n"

    yield chunk({"role": "assistant", "content": reply.content or ""})
    for i, c in enumerate(reply.tool_calls):
        yield chunk({"tool_calls": [{"index": i, **_tool_call(c.id, c.name, c.arguments)}]})
    yield chunk({}, _finish(reply), whole["usage"])
    yield b"data: [DONE]\n\n"


# -- OpenAI Responses -------------------------------------------------------------------------------------
def responses_request(body: dict[str, Any]) -> Request:
    messages: list[dict[str, Any]] = []
    if body.get("instructions"):
        messages.append({"role": "system", "content": _text(body["instructions"])})
    items = body.get("input") or []
    if isinstance(items, str):
        items = [{"role": "user", "content": items}]
    for item in items:
        kind = item.get("type") or "message"
        if kind == "message":
            role = {"developer": "system"}.get(item.get("role", "user"), item.get("role", "user"))
            messages.append({"role": role, "content": _text(item.get("content"))})
        elif kind == "function_call":
            _add_tool_call(messages, _tool_call(item["call_id"], item["name"], _arguments(item.get("arguments"))))
        elif kind == "custom_tool_call":
            args = json.dumps({"input": item.get("input", "")})
            _add_tool_call(messages, _tool_call(item["call_id"], item["name"], args))
        elif kind in ("function_call_output", "custom_tool_call_output"):
            messages.append({"role": "tool", "tool_call_id": item["call_id"], "content": _text(item.get("output"))})
        # reasoning items, web searches and the like: the provider's own, not resent
    tools, custom = [], set()
    for t in body.get("tools") or []:
        if t.get("type") == "function":
            fn = {"name": t["name"], "description": t.get("description", ""), "parameters": t.get("parameters") or {}}
            tools.append({"type": "function", "function": fn})
        elif t.get("type") == "custom":
            custom.add(t["name"])
            described = t.get("description", "")
            grammar = (t.get("format") or {}).get("definition")
            if grammar:
                described += f"\n\nThe input follows this grammar:\n{grammar}"
            params = {"type": "object", "properties": {"input": {"type": "string"}}, "required": ["input"]}
            tools.append(
                {"type": "function", "function": {"name": t["name"], "description": described, "parameters": params}}
            )
    return Request(
        model=str(body.get("model", "")),
        messages=messages,
        tools=tools,
        stream=bool(body.get("stream")),
        custom_tools=frozenset(custom),
    )


def _responses_output(req: Request, reply: ModelReply) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if reply.content:
        part = {"type": "output_text", "text": reply.content, "annotations": []}
        out.append({"type": "message", "id": _id("msg"), "status": "completed", "role": "assistant", "content": [part]})
    for c in reply.tool_calls:
        if c.name in req.custom_tools:
            parsed = _parsed(c.arguments)
            text = parsed.get("input", c.arguments) if isinstance(parsed, dict) else c.arguments
            out.append(
                {"type": "custom_tool_call", "id": _id("ctc"), "call_id": c.id, "name": c.name, "input": str(text)}
            )
        else:
            out.append(
                {
                    "type": "function_call",
                    "id": _id("fc"),
                    "call_id": c.id,
                    "name": c.name,
                    "arguments": c.arguments,
                    "status": "completed",
                }
            )
    return out


def responses_reply(req: Request, reply: ModelReply, response_id: str | None = None) -> dict[str, Any]:
    u = reply.usage
    return {
        "id": response_id or _id("resp"),
        "object": "response",
        "created_at": int(time.time()),
        "status": "completed" if reply.finish_reason != "length" else "incomplete",
        "incomplete_details": {"reason": "max_output_tokens"} if reply.finish_reason == "length" else None,
        "error": None,
        "model": req.model,
        "output": _responses_output(req, reply),
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "usage": {
            "input_tokens": u.input_tokens,
            "input_tokens_details": {"cached_tokens": u.cached_tokens},
            "output_tokens": u.output_tokens,
            "output_tokens_details": {"reasoning_tokens": u.reasoning_tokens},
            "total_tokens": u.input_tokens + u.output_tokens,
        },
    }


def responses_events(req: Request, reply: ModelReply) -> Iterator[bytes]:
    whole = responses_reply(req, reply)
    started = {**whole, "status": "in_progress", "output": [], "usage": None}
    seq = 0

    def event(kind: str, **fields: Any) -> bytes:
        nonlocal seq
        seq += 1
        data = json.dumps({"type": kind, "sequence_number": seq, **fields})
        return f"event: {kind}\ndata: {data}\n\n".encode()

    yield event("response.created", response=started)
    yield event("response.in_progress", response=started)
    for i, item in enumerate(whole["output"]):
        if item["type"] == "message":
            text = item["content"][0]["text"]
            empty = {**item, "status": "in_progress", "content": []}
            part = {"type": "output_text", "text": "", "annotations": []}
            yield event("response.output_item.added", output_index=i, item=empty)
            yield event("response.content_part.added", item_id=item["id"], output_index=i, content_index=0, part=part)
            yield event("response.output_text.delta", item_id=item["id"], output_index=i, content_index=0, delta=text)
            yield event("response.output_text.done", item_id=item["id"], output_index=i, content_index=0, text=text)
            part = item["content"][0]
            yield event("response.content_part.done", item_id=item["id"], output_index=i, content_index=0, part=part)
        elif item["type"] == "function_call":
            yield event(
                "response.output_item.added", output_index=i, item={**item, "arguments": "", "status": "in_progress"}
            )
            args = item["arguments"]
            yield event("response.function_call_arguments.delta", item_id=item["id"], output_index=i, delta=args)
            yield event("response.function_call_arguments.done", item_id=item["id"], output_index=i, arguments=args)
        else:
            yield event("response.output_item.added", output_index=i, item=item)
        yield event("response.output_item.done", output_index=i, item=item)
    yield event("response.completed", response=whole)


# -- Anthropic Messages -----------------------------------------------------------------------------------
def messages_request(body: dict[str, Any]) -> Request:
    messages: list[dict[str, Any]] = []
    system = _text(body.get("system"))
    if system:
        messages.append({"role": "system", "content": system})
    for m in body.get("messages") or []:
        role, content = m.get("role", "user"), m.get("content")
        if isinstance(content, str):
            messages.append({"role": role, "content": content})
            continue
        texts: list[str] = []
        calls: list[dict] = []
        for block in content or []:
            kind = block.get("type")
            if kind == "tool_result":
                result = _text(block.get("content"))
                if block.get("is_error"):
                    result = f"[tool error] {result}"
                messages.append({"role": "tool", "tool_call_id": block["tool_use_id"], "content": result})
            elif kind == "tool_use":
                calls.append(_tool_call(block["id"], block["name"], json.dumps(block.get("input") or {})))
            elif kind in ("text", "image"):
                texts.append(_text(block))
            # thinking / redacted_thinking: the provider's own, not resent
        if role == "assistant":
            msg: dict[str, Any] = {"role": "assistant", "content": "\n".join(texts) or None}
            if calls:
                msg["tool_calls"] = calls
            messages.append(msg)
        elif texts:
            messages.append({"role": "user", "content": "\n".join(texts)})
    tools = [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t.get("description", ""),
                "parameters": t.get("input_schema") or {"type": "object"},
            },
        }
        for t in body.get("tools") or []
        if "input_schema" in t  # client tools; server tools (web search) have a type and no schema
    ]
    return Request(model=str(body.get("model", "")), messages=messages, tools=tools, stream=bool(body.get("stream")))


def _stop_reason(reply: ModelReply) -> str:
    if reply.tool_calls:
        return "tool_use"
    return "max_tokens" if reply.finish_reason == "length" else "end_turn"


def _messages_usage(reply: ModelReply) -> dict[str, int]:
    u = reply.usage
    return {
        "input_tokens": max(0, u.input_tokens - u.cached_tokens),  # Anthropic counts cache reads apart
        "output_tokens": u.output_tokens,
        "cache_read_input_tokens": u.cached_tokens,
        "cache_creation_input_tokens": u.cache_write_tokens,
    }


def messages_reply(req: Request, reply: ModelReply) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if reply.content:
        content.append({"type": "text", "text": reply.content})
    for c in reply.tool_calls:
        content.append({"type": "tool_use", "id": c.id, "name": c.name, "input": _parsed(c.arguments)})
    return {
        "id": _id("msg"),
        "type": "message",
        "role": "assistant",
        "model": req.model,
        "content": content,
        "stop_reason": _stop_reason(reply),
        "stop_sequence": None,
        "usage": _messages_usage(reply),
    }


def messages_events(req: Request, reply: ModelReply) -> Iterator[bytes]:
    whole = messages_reply(req, reply)

    def event(kind: str, **fields: Any) -> bytes:
        return f"event: {kind}\ndata: {json.dumps({'type': kind, **fields})}\n\n".encode()

    usage = whole["usage"]
    start = {**whole, "content": [], "stop_reason": None, "usage": {**usage, "output_tokens": 0}}
    yield event("message_start", message=start)
    for i, block in enumerate(whole["content"]):
        if block["type"] == "text":
            yield event("content_block_start", index=i, content_block={"type": "text", "text": ""})
            yield event("content_block_delta", index=i, delta={"type": "text_delta", "text": block["text"]})
        else:
            yield event("content_block_start", index=i, content_block={**block, "input": {}})
            partial = json.dumps(block["input"])
            yield event("content_block_delta", index=i, delta={"type": "input_json_delta", "partial_json": partial})
        yield event("content_block_stop", index=i)
    yield event("message_delta", delta={"stop_reason": whole["stop_reason"], "stop_sequence": None}, usage=usage)
    yield event("message_stop")


def count_tokens(req: Request) -> int:
    """An estimate for `/v1/messages/count_tokens` (agents use it to decide when to compact): four
    characters a token, which errs high for code and English."""
    chars = sum(len(json.dumps(m)) for m in req.messages) + sum(len(json.dumps(t)) for t in req.tools)
    return max(1, chars // 4)


# -- errors, in each shape --------------------------------------------------------------------------------
def error_body(shape: str, status: int, message: str) -> dict[str, Any]:
    if shape.startswith("gemini"):  # gateway/gemini.py
        from .gemini import error_body as gemini_error

        return gemini_error(status, message)
    if shape == "messages":
        kind = {
            400: "invalid_request_error",
            401: "authentication_error",
            404: "not_found_error",
            413: "request_too_large",
            429: "rate_limit_error",
        }.get(status, "api_error")
        return {"type": "error", "error": {"type": kind, "message": message}}
    code = {401: "invalid_api_key", 429: "rate_limit_exceeded"}.get(status)
    kind = "invalid_request_error" if status < 500 else "server_error"
    return {"error": {"message": message, "type": kind, "code": code, "param": None}}
