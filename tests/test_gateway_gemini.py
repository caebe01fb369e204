"""The gateway's Gemini API shape over HTTP (no Docker): generateContent, streamGenerateContent
(server-sent events), countTokens, the key in `x-goog-api-key` or `?key=`, calls without ids
matched to their responses, Google's tools not offered, errors in Google's shape. Behind it, the real
Provider and litellm call the scripted model server (the one mock: no provider is reachable)."""

from __future__ import annotations

import json

from model_server import Script, ScriptedModelServer, Turn, call
from pytest_deploybench.agents.model.config import RetrySettings
from pytest_deploybench.agents.model.provider import Provider
from pytest_deploybench.agents.model.redact import Redactor
from pytest_deploybench.gateway import gemini
from pytest_deploybench.gateway.server import Gateway, Limits, Session
from test_gateway import post, sse

TOOLS = [
    {"functionDeclarations": [
        {"name": "run_shell_command", "description": "run",
         "parameters": {"type": "OBJECT", "properties": {"command": {"type": "STRING"}}, "required": ["command"]}},
        {"name": "read_file", "parametersJsonSchema": {"type": "object", "properties": {"path": {"type": "string"}}}},
    ]},
    {"googleSearch": {}},  # Google's own tool: not offered to the model
]


def served(tmp_path, script: Script, limits: Limits | None = None):
    server = ScriptedModelServer({"gw": script}, default_task="gw").__enter__()
    gateway = Gateway().start()
    provider = Provider("openai/scripted", api_base=server.url, params={}, retry=RetrySettings(attempts=1), redactor=Redactor())
    session = gateway.open(Session(provider=provider, limits=limits or Limits(), ledger=tmp_path / "gateway.jsonl"))
    return server, gateway, session


def test_gemini_generate_content_with_function_calls_and_streaming(tmp_path):
    script = Script(turns=[
        Turn(content="Looking.", calls=[call("run_shell_command", command="ls")], usage=(1200, 30, 200)),
        Turn(content="Done.", usage=(1500, 10, 1000)),
    ])
    server, gateway, session = served(tmp_path, script)
    try:
        body = {"systemInstruction": {"parts": [{"text": "sys"}]}, "tools": TOOLS,
                "contents": [{"role": "user", "parts": [{"text": "Task: list files"}]}]}
        status, raw = post(gateway, "/v1beta/models/gemini-2.5-pro:generateContent", body, session.token,
                           header="x-goog-api-key")
        assert status == 200, raw
        answer = json.loads(raw)
        parts = answer["candidates"][0]["content"]["parts"]
        assert parts[0] == {"text": "Looking."}
        assert parts[1]["functionCall"]["name"] == "run_shell_command" and parts[1]["functionCall"]["args"] == {"command": "ls"}
        assert answer["candidates"][0]["finishReason"] == "STOP"
        assert answer["usageMetadata"] == {"promptTokenCount": 1200, "candidatesTokenCount": 30,
                                           "totalTokenCount": 1230, "cachedContentTokenCount": 200}
        sent = server.requests[-1]["body"]
        assert [t["function"]["name"] for t in sent["tools"]] == ["run_shell_command", "read_file"]
        assert sent["tools"][0]["function"]["parameters"]["properties"]["command"] == {"type": "string"}
        assert sent["messages"][0] == {"role": "system", "content": "sys"}
        # the call comes back without its id (as Gemini CLI may send it), its response matched by name;
        # the model's thought is not resent
        body["contents"] += [
            {"role": "model", "parts": [{"text": "hmm", "thought": True}, {"text": "Looking."},
                                        {"functionCall": {"name": "run_shell_command", "args": {"command": "ls"}}}]},
            {"role": "user", "parts": [{"functionResponse": {"name": "run_shell_command", "response": {"output": "a.txt"}}}]},
        ]
        status, raw = post(gateway, "/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse", body,
                           session.token, header="x-goog-api-key")
        assert status == 200, raw
        chunks = sse(raw)
        assert chunks[-1]["candidates"][0]["content"]["parts"] == [{"text": "Done."}]
        assert chunks[-1]["usageMetadata"]["promptTokenCount"] == 1500
        sent = server.requests[-1]["body"]["messages"]
        assert sent[2]["role"] == "assistant" and sent[2]["content"] == "Looking."
        call_id = sent[2]["tool_calls"][0]["id"]
        assert sent[3] == {"role": "tool", "tool_call_id": call_id, "content": "a.txt"}
        assert "hmm" not in json.dumps(sent)
        # countTokens: an estimate, no model call
        status, raw = post(gateway, "/v1beta/models/gemini-2.5-pro:countTokens", {"contents": body["contents"]},
                           session.token, header="x-goog-api-key")
        assert status == 200 and json.loads(raw)["totalTokens"] > 0
        assert session.calls == 2
        ledger = [json.loads(line) for line in (tmp_path / "gateway.jsonl").read_text().splitlines()]
        assert [e["shape"] for e in ledger] == ["gemini", "gemini_stream"] and ledger[0]["agent_model"] == "gemini-2.5-pro"
    finally:
        gateway.close()
        server.__exit__(None, None, None)


def test_gemini_key_in_the_query_and_errors_in_googles_shape(tmp_path):
    """An unknown key is a 401 in Google's error shape; `?key=` is read as the key; a call over the
    token limit is refused with Google's INVALID_ARGUMENT."""
    script = Script(turns=[Turn(content="ok", usage=(5000, 50, 0))], repeat_last=True)
    server, gateway, session = served(tmp_path, script, Limits(max_tokens_total=5000))
    try:
        body = {"contents": [{"role": "user", "parts": [{"text": "hi"}]}], "tools": TOOLS}
        status, raw = post(gateway, "/v1beta/models/g:generateContent", body, "dbgw-wrong", header="x-goog-api-key")
        assert status == 401 and json.loads(raw)["error"]["status"] == "UNAUTHENTICATED", raw
        status, raw = post(gateway, f"/v1beta/models/g:generateContent?key={session.token}", body, "", header="x-other")
        assert status == 200, raw
        status, raw = post(gateway, f"/v1beta/models/g:generateContent?key={session.token}", body, "", header="x-other")
        err = json.loads(raw)["error"]
        assert status == 400 and err["status"] == "INVALID_ARGUMENT" and "token limit" in err["message"], raw
    finally:
        gateway.close()
        server.__exit__(None, None, None)


def test_gemini_routes():
    assert gemini.route("/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse") == gemini.STREAM
    assert gemini.route("/v1/models/x:generateContent") == gemini.GENERATE
    assert gemini.route("/v1beta/models/x:countTokens") == gemini.COUNT
    assert gemini.route("/v1beta/models/x:embedContent") is None and gemini.route("/v1/chat/completions") is None
