"""Google's Gemini API (`generateContent`), the gateway's fourth API shape: what Gemini CLI speaks.

Routes: `POST /{version}/models/{model}:generateContent`, `:streamGenerateContent` (server-sent
events) and `:countTokens`, for any API version (`v1beta`, `v1`, ...). The key comes as
`x-goog-api-key` or as `?key=` (server.py reads both).

To the canonical form (shapes.Request: OpenAI chat messages and function tools) and back:
- `systemInstruction` -> a system message; `contents` of role `user` / `model` -> user / assistant
  messages; `functionCall` parts -> tool calls, `functionResponse` parts -> tool results. Gemini's
  calls carry an `id` only sometimes: a call without one gets `gemini_<n>` from its position, and a
  response without one is matched to the earliest unanswered call of the same name;
- `tools[].functionDeclarations` -> function tools (`parametersJsonSchema`, else `parameters` with its
  OpenAPI type names in lower case); Google's own tools (search, code execution) are not offered;
- thoughts (`thought: true` parts) and thought signatures are dropped: they belong to the provider
  that made them. Inline data (images, files) becomes a line of text;
- the answer is one candidate with the text and `functionCall` parts, `finishReason` STOP or
  MAX_TOKENS, and `usageMetadata`; a stream is that answer as a single chunk (the gateway calls the
  provider without streaming), as a server-sent event (Google's SDKs ask for `?alt=sse`).
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..agents.model.provider import ModelReply
from .shapes import IMAGE_PLACEHOLDER, Request, _add_tool_call, _parsed, _tool_call

GENERATE, STREAM, COUNT = "gemini", "gemini_stream", "gemini_count"
SHAPES = (GENERATE, STREAM, COUNT)
_PATH = re.compile(
    r"^/(?:v[0-9a-z]+/)?models/(?P<model>[^/:]+):(?P<method>generateContent|streamGenerateContent|countTokens)$"
)
_METHODS = {"generateContent": GENERATE, "streamGenerateContent": STREAM, "countTokens": COUNT}
_STATUS = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    413: "INVALID_ARGUMENT",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
}


def route(path: str) -> str | None:
    """The Gemini shape of a request path, or None."""
    m = _PATH.match(urlsplit(path).path.rstrip("/"))
    return _METHODS[m.group("method")] if m else None


def query_key(path: str) -> str | None:
    """The API key given as `?key=` (Google's SDKs send it as a header; some clients do not)."""
    keys = parse_qs(urlsplit(path).query).get("key")
    return keys[0] if keys else None


def _schema(value: Any) -> Any:
    """An OpenAPI-style schema of Gemini's (types in upper case) as JSON Schema."""
    if isinstance(value, dict):
        out = {k: _schema(v) for k, v in value.items()}
        if isinstance(out.get("type"), str):
            out["type"] = out["type"].lower()
        return out
    if isinstance(value, list):
        return [_schema(v) for v in value]
    return value


def read(shape: str, body: dict[str, Any], path: str) -> Request:
    """A Gemini request (its model and method from `path`) in canonical form."""
    m = _PATH.match(urlsplit(path).path.rstrip("/"))
    model = m.group("model") if m else ""
    if shape == COUNT and isinstance(body.get("generateContentRequest"), dict):
        body = body["generateContentRequest"]
    messages: list[dict[str, Any]] = []
    system = _parts_text((body.get("systemInstruction") or body.get("system_instruction") or {}).get("parts"))
    if system:
        messages.append({"role": "system", "content": system})
    pending: list[tuple[str, str]] = []  # (name, id) of calls not yet answered, in order
    n = 0
    for content in body.get("contents") or []:
        role = "assistant" if content.get("role") == "model" else "user"
        texts: list[str] = []
        for part in content.get("parts") or []:
            if part.get("thought"):
                continue
            if "functionCall" in part:
                call = part["functionCall"] or {}
                n += 1
                call_id = str(call.get("id") or f"gemini_{n}")
                pending.append((str(call.get("name", "")), call_id))
                if texts:
                    messages.append({"role": "assistant", "content": "\n".join(texts)})
                    texts = []
                _add_tool_call(
                    messages, _tool_call(call_id, str(call.get("name", "")), json.dumps(call.get("args") or {}))
                )
            elif "functionResponse" in part:
                resp = part["functionResponse"] or {}
                name = str(resp.get("name", ""))
                given = str(resp.get("id") or "")
                match = next(
                    (i for i, (nm, cid) in enumerate(pending) if (cid == given if given else nm == name)), None
                )
                call_id = pending.pop(match)[1] if match is not None else given
                output = resp.get("response")
                if isinstance(output, dict) and set(output) <= {"output", "content"} and len(output) == 1:
                    output = next(iter(output.values()))
                text = output if isinstance(output, str) else json.dumps(output)
                messages.append({"role": "tool", "tool_call_id": str(call_id or f"gemini_{name}"), "content": text})
            elif "text" in part:
                texts.append(str(part.get("text") or ""))
            elif "inlineData" in part or "fileData" in part:
                texts.append(IMAGE_PLACEHOLDER)
        if texts:
            text = "\n".join(t for t in texts if t)
            last = messages[-1] if messages else None
            if role == "assistant" and last is not None and last["role"] == "assistant" and not last.get("content"):
                last["content"] = text
            else:
                messages.append({"role": role, "content": text})
    tools = []
    for group in body.get("tools") or []:
        for decl in group.get("functionDeclarations") or group.get("function_declarations") or []:
            params = (
                decl.get("parametersJsonSchema")
                or _schema(decl.get("parameters"))
                or {"type": "object", "properties": {}}
            )
            fn = {"name": decl["name"], "description": decl.get("description", ""), "parameters": params}
            tools.append({"type": "function", "function": fn})
    return Request(model=model, messages=messages, tools=tools, stream=shape == STREAM)


def _parts_text(parts: Any) -> str:
    if isinstance(parts, str):
        return parts
    return "\n".join(
        str(p.get("text", "")) for p in parts or [] if isinstance(p, dict) and not p.get("thought") and p.get("text")
    )


def response(req: Request, reply: ModelReply) -> dict[str, Any]:
    parts: list[dict[str, Any]] = []
    if reply.content:
        parts.append({"text": reply.content})
    for c in reply.tool_calls:
        args = _parsed(c.arguments)
        parts.append({"functionCall": {"id": c.id, "name": c.name, "args": args if isinstance(args, dict) else {}}})
    u = reply.usage
    usage = {
        "promptTokenCount": u.input_tokens,
        "candidatesTokenCount": u.output_tokens,
        "totalTokenCount": u.input_tokens + u.output_tokens,
    }
    if u.cached_tokens:
        usage["cachedContentTokenCount"] = u.cached_tokens
    if u.reasoning_tokens:
        usage["thoughtsTokenCount"] = u.reasoning_tokens
    return {
        "candidates": [
            {
                "content": {"role": "model", "parts": parts or [{"text": ""}]},
                "finishReason": "MAX_TOKENS" if reply.finish_reason == "length" else "STOP",
                "index": 0,
            }
        ],
        "usageMetadata": usage,
        "modelVersion": req.model,
        "responseId": secrets.token_hex(12),
    }


def events(req: Request, reply: ModelReply) -> Iterator[bytes]:
    """The answer as `streamGenerateContent?alt=sse` sends it: one `data:` event per chunk."""
    yield b"data: " + json.dumps(response(req, reply)).encode() + b"\r\n\r\n"


def error_body(status: int, message: str) -> dict[str, Any]:
    return {"error": {"code": status, "message": message, "status": _STATUS.get(status, "UNKNOWN")}}
