"""The model gateway over HTTP (no Docker): each API shape in and out, streaming, limits, errors,
the ledger. Behind it, the real Provider and litellm call the scripted model server
(tests/model_server.py): the one mock, since no model provider is reachable here."""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from model_server import Script, ScriptedModelServer, Turn, call
from pytest_deploybench import constants as C
from pytest_deploybench.agents.model.config import RetrySettings
from pytest_deploybench.agents.model.provider import Provider
from pytest_deploybench.agents.model.redact import Redactor
from pytest_deploybench.gateway import shapes
from pytest_deploybench.gateway.server import Gateway, Limits, Session
from pytest_deploybench.outcome import EndReason

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


TOOLS = [{"type": "function", "function": {"name": "Bash", "parameters": {"type": "object"}}}]


@pytest.fixture
def served(tmp_path):
    """(gateway, session, scripted server) for a two-turn script: a tool call, then an answer."""
    script = Script(
        turns=[
            Turn(content="Looking.", calls=[call("Bash", command="ls")], usage=(1200, 30, 200)),
            Turn(content="Done.", usage=(1500, 10, 1000)),
        ]
    )
    with ScriptedModelServer({"gw": script}, default_task="gw") as server:
        gateway = Gateway().start()
        provider = Provider(
            "openai/scripted", api_base=server.url, params={}, retry=RetrySettings(attempts=1), redactor=Redactor()
        )
        session = gateway.open(Session(provider=provider, limits=Limits(), ledger=tmp_path / "gateway.jsonl"))
        try:
            yield gateway, session, server
        finally:
            gateway.close()


def post(gateway: Gateway, path: str, body: dict, token: str, *, header: str = "authorization") -> tuple[int, bytes]:
    value = f"Bearer {token}" if header == "authorization" else token
    req = urllib.request.Request(
        gateway.base_url() + path, data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", header: value},
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def sse(data: bytes) -> list[dict]:
    return [json.loads(line[6:]) for line in data.decode().splitlines() if line.startswith("data: {")]


def test_anthropic_messages_with_tool_results_and_streaming(served):
    gateway, session, server = served
    tools = [{"name": "Bash", "description": "run", "input_schema": {"type": "object", "properties": {}}},
             {"type": "web_search_20250305", "name": "web_search"}]  # a server tool: not offered to the model
    body = {"model": "claude-x", "max_tokens": 100, "system": [{"type": "text", "text": "sys"}], "tools": tools,
            "messages": [{"role": "user", "content": "Task: list files"}]}
    status, raw = post(gateway, "/v1/messages", body, session.token, header="x-api-key")
    assert status == 200, raw
    msg = json.loads(raw)
    assert msg["stop_reason"] == "tool_use" and msg["content"][1] == {
        "type": "tool_use", "id": "call_0_0", "name": "Bash", "input": {"command": "ls"}}
    assert msg["usage"] == {"input_tokens": 1000, "output_tokens": 30, "cache_read_input_tokens": 200,
                            "cache_creation_input_tokens": 0}
    sent = server.requests[-1]["body"]
    assert [t["function"]["name"] for t in sent["tools"]] == ["Bash"] and sent["messages"][0] == {
        "role": "system", "content": "sys"}
    # the next turn: the tool result goes back as a tool message; the answer streams
    body["messages"] += [{"role": "assistant", "content": msg["content"]},
                         {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "call_0_0",
                                                       "content": [{"type": "text", "text": "a.txt"}]}]}]
    body["stream"] = True
    status, raw = post(gateway, "/v1/messages", body, session.token)
    events = sse(raw)
    assert status == 200 and [e["type"] for e in events] == [
        "message_start", "content_block_start", "content_block_delta", "content_block_stop", "message_delta",
        "message_stop"]
    assert events[2]["delta"] == {"type": "text_delta", "text": "Done."}
    sent = server.requests[-1]["body"]["messages"]
    assert sent[2]["tool_calls"][0]["id"] == "call_0_0" and sent[3] == {
        "role": "tool", "tool_call_id": "call_0_0", "content": "a.txt"}
    assert session.totals() == {"calls": 2, "input_tokens": 2700, "output_tokens": 40, "cached_tokens": 1200,
                                "cost_usd": None, "rejected": 0}


def test_responses_with_custom_tools_and_streaming(served):
    gateway, session, server = served
    tools = [{"type": "custom", "name": "apply_patch", "description": "patch", "format": {"definition": "G"}},
             {"type": "function", "name": "Bash", "parameters": {"type": "object"}}]
    body = {"model": "gpt-x", "instructions": "be brief", "stream": True, "tools": tools,
            "input": [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": "go"}]}]}
    status, raw = post(gateway, "/v1/responses", body, session.token)
    events = sse(raw)
    assert status == 200 and events[0]["type"] == "response.created" and events[-1]["type"] == "response.completed"
    done = [e["item"] for e in events if e["type"] == "response.output_item.done"]
    assert [i["type"] for i in done] == ["message", "function_call"] and done[1]["arguments"] == '{"command": "ls"}'
    assert events[-1]["response"]["usage"]["input_tokens_details"] == {"cached_tokens": 200}
    custom = server.requests[-1]["body"]["tools"][0]["function"]
    assert custom["name"] == "apply_patch" and "G" in custom["description"]
    assert custom["parameters"]["required"] == ["input"]
    # history with a function call and its output comes back as chat messages
    body["input"] += [done[1], {"type": "function_call_output", "call_id": done[1]["call_id"], "output": "a.txt"}]
    body["stream"] = False
    status, raw = post(gateway, "/responses", body, session.token)
    assert status == 200 and json.loads(raw)["output"][0]["content"][0]["text"] == "Done."
    sent = server.requests[-1]["body"]["messages"]
    assert sent[0]["role"] == "system" and sent[-1] == {"role": "tool", "tool_call_id": "call_0_0", "content": "a.txt"}


def test_chat_completions_pass_through_and_stream(served):
    gateway, session, _ = served
    body = {"model": "any", "stream": True, "messages": [{"role": "user", "content": "go"}],
            "tools": [{"type": "function", "function": {"name": "Bash", "parameters": {"type": "object"}}}]}
    status, raw = post(gateway, "/v1/chat/completions", body, session.token)
    chunks = sse(raw)
    assert status == 200 and raw.decode().rstrip().endswith("data: [DONE]")
    assert chunks[1]["choices"][0]["delta"]["tool_calls"][0]["function"]["name"] == "Bash"
    assert chunks[-1]["choices"][0]["finish_reason"] == "tool_calls" and chunks[-1]["usage"]["prompt_tokens"] == 1200


def test_unknown_token_bad_route_bad_body_and_count_tokens(served):
    gateway, session, server = served
    assert post(gateway, "/v1/messages", {"messages": []}, "sk-real-key-guess")[0] == 401
    assert post(gateway, "/v1/embeddings", {}, session.token)[0] == 404
    status, raw = post(gateway, "/v1/messages", {"messages": [{"content": []}], "tools": [{"input_schema": {}}]},
                       session.token)
    assert status == 400 and b"unreadable messages request" in raw
    status, raw = post(gateway, "/v1/messages/count_tokens", {"messages": [{"role": "user", "content": "x" * 400}]},
                       session.token)
    assert status == 200 and 100 <= json.loads(raw)["input_tokens"] <= 120
    assert server.requests == [] and session.calls == 0


def test_limits_refuse_the_next_call_and_mark_the_session(served, tmp_path):
    gateway, session, _ = served
    session.limits = Limits(max_tokens_total=1000)
    body = {"model": "m", "messages": [{"role": "user", "content": "go"}], "tools": TOOLS}
    assert post(gateway, "/v1/chat/completions", body, session.token)[0] == 200  # 1230 tokens: over, after the fact
    status, raw = post(gateway, "/v1/chat/completions", body, session.token)
    assert status == 400 and b"token limit (1000) is reached" in raw
    assert session.stop == EndReason.TOKEN_LIMIT and session.calls == 1
    ledger = [json.loads(line) for line in Path(session.ledger).read_text().splitlines()]
    assert [e["status"] for e in ledger] == [200, 400]
    assert ledger[0]["request"] == body and ledger[0]["usage"]["input_tokens"] == 1200


def test_cost_from_litellm_prices_and_the_cost_limit(tmp_path):
    """A model litellm has a price for (the scripted server answers in its name): cost is metered and
    --max-cost refuses the call after the one that crossed it."""
    with ScriptedModelServer({"gw": Script(turns=[Turn(content="hi", usage=(100_000, 1000, 0))], repeat_last=True)},
                             default_task="gw") as server:
        gateway = Gateway().start()
        try:
            provider = Provider("openai/gpt-4o-mini", api_base=server.url, params={}, retry=RetrySettings(attempts=1),
                                redactor=Redactor())
            session = gateway.open(Session(provider=provider, limits=Limits(max_cost=0.02),
                                           ledger=tmp_path / "gateway.jsonl"))
            body = {"model": "m", "messages": [{"role": "user", "content": "go"}], "tools": TOOLS}
            statuses = [post(gateway, "/v1/chat/completions", body, session.token)[0] for _ in range(3)]
        finally:
            gateway.close()
    assert session.cost_usd is not None and session.cost_usd > 0.02
    assert statuses.count(200) >= 1 and statuses[-1] == 400 and session.stop == EndReason.COST_LIMIT


def test_the_ledger_and_trajectory_hold_no_secret(served, monkeypatch):
    gateway, session, _ = served
    session.redactor = Redactor(["sk-live-abcdefgh12345678"])
    body = {"model": "m", "messages": [{"role": "user", "content": "my key is sk-live-abcdefgh12345678"}]}
    assert post(gateway, "/v1/chat/completions", body, session.token)[0] == 200
    text = Path(session.ledger).read_text()
    assert "sk-live-abcdefgh12345678" not in text and "[redacted]" in text


# -- what an agent in the sandbox can make this host do: adversaries (docs/SECURITY.md) ------------------
REJECT = "deploybench-provider-rejects-this"


class ProviderLike(ScriptedModelServer):
    """The scripted server, each answer `delay_s` late, and a provider's 400 (invalid_request_error)
    for a request whose body holds REJECT (what a provider says of a request malformed for it)."""

    def __init__(self, *args, delay_s: float = 0.0, **kwargs):
        super().__init__(*args, **kwargs)
        self.delay_s = delay_s

    def _answer(self, body, headers):
        if REJECT in json.dumps(body):
            with self._lock:
                self.requests.append({"task": "gw", "step": -1, "helper": False, "body": body, "status": 400})
            return 400, {"error": {"message": "Invalid 'messages[1].content': unsupported part",
                                   "type": "invalid_request_error", "code": None}}, 0.0
        status, payload, delay = super()._answer(body, headers)
        return status, payload, delay + self.delay_s


def _session(gateway, url, tmp_path, model="openai/scripted", **limits) -> Session:
    provider = Provider(model, api_base=url, params={}, retry=RetrySettings(attempts=1), redactor=Redactor())
    return gateway.open(Session(provider=provider, limits=Limits(**limits), ledger=tmp_path / "gateway.jsonl"))


def test_no_url_of_the_agent_reaches_litellm_in_any_role(tmp_path, monkeypatch):
    """litellm turns image and file URLs into bytes for providers that take none (Anthropic over
    http://, Gemini, Bedrock, a PDF file_id for OpenAI) by fetching them from this host. The gateway
    made only system, user and tool content text: a `function`-role or assistant message carrying an
    `image_url` reached litellm as it was (checked: this test fails without shapes.canonical), and
    litellm asked its fetcher for the URL. (litellm 1.110's own URL policy refuses loopback and
    private addresses; public ones it fetches. The boundary must not rest on it.) Now every message
    of every shape reaches litellm as text of a known role; an unknown role is refused with a 400."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    import litellm

    fetched: list[str] = []
    handed: list[list[dict]] = []  # what the provider hands litellm.completion (which still runs)
    real = litellm.completion

    def recording(*args, **kwargs):
        handed.append(kwargs.get("messages") or [])
        return real(*args, **kwargs)

    monkeypatch.setattr(litellm, "completion", recording)

    class Loopback(BaseHTTPRequestHandler):  # a service on the host's loopback, and a stand-in provider
        def do_GET(self):
            fetched.append(self.path)
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", "8")
            self.end_headers()
            self.wfile.write(b"\x89PNG\r\n\x1a\n")

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    loop = ThreadingHTTPServer(("127.0.0.1", 0), Loopback)
    threading.Thread(target=loop.serve_forever, daemon=True).start()
    secret = f"http://127.0.0.1:{loop.server_address[1]}/admin/secret.png"
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-not-a-key")
    image = [{"type": "image_url", "image_url": {"url": secret}}, {"type": "text", "text": "see"},
             {"type": "file", "file": {"file_id": secret.replace(".png", ".pdf")}}]
    roles = (
        [{"role": "user", "content": "go"}, {"role": "function", "name": "shot", "content": image}],
        [{"role": "user", "content": "go"}, {"role": "assistant", "content": image}],
        [{"role": "user", "content": image}],
    )
    gateway = Gateway().start()
    try:  # a provider whose litellm conversion fetches http:// image URLs
        session = _session(gateway, f"http://127.0.0.1:{loop.server_address[1]}", tmp_path,
                           model="anthropic/claude-3-5-sonnet-20240620")
        post(gateway, "/v1/chat/completions", {"model": "m", "messages": roles[0]}, session.token)
    finally:
        gateway.close()
        loop.shutdown()
        loop.server_close()
    assert fetched == []
    # every role, through the scripted OpenAI-compatible server: what litellm is handed, and what it sends
    with ProviderLike({"gw": Script(turns=[Turn(content="ok")], repeat_last=True)}, default_task="gw") as server:
        gateway = Gateway().start()
        try:
            session = _session(gateway, server.url, tmp_path)
            for messages in roles:
                assert post(gateway, "/v1/chat/completions", {"model": "m", "messages": messages},
                            session.token)[0] == 200
            status, raw = post(gateway, "/v1/chat/completions",
                               {"model": "m", "messages": [{"role": "image-fetcher", "content": image}]},
                               session.token)
        finally:
            gateway.close()
    assert len(handed) >= 4 and all(isinstance(m["content"], str | None) for msgs in handed for m in msgs), handed
    assert not [m for msgs in handed for m in msgs if "127.0.0.1" in json.dumps(m)], handed
    assert status == 400 and b"unknown message role" in raw
    sent = server.requests[-3]["body"]["messages"]
    assert sent[1] == {"role": "user", "content": "[result of function shot]\n" + shapes.IMAGE_PLACEHOLDER + "\nsee"}


def test_a_big_body_is_refused_before_it_is_read_and_before_the_token(served):
    """A body's size is checked before any of it is read, and before the token: a client with no
    token at all, announcing a body over C.GATEWAY_MAX_BODY_BYTES, gets a 413 at once (the old
    gateway read the whole announced body first, then said 401; checked: this test fails there)."""
    import socket

    gateway, session, server = served
    host, port = gateway.address
    for token in ("", session.token):
        with socket.create_connection((host, port), timeout=10) as sock:
            sock.settimeout(5)
            head = (f"POST /v1/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {C.GATEWAY_MAX_BODY_BYTES + 1}\r\n")
            if token:
                head += f"x-api-key: {token}\r\n"
            sock.sendall((head + "\r\n").encode() + b"{" * 1024)  # a start, never the rest
            chunks = []
            while chunk := sock.recv(65536):  # to the end: the gateway closes the connection
                chunks.append(chunk)
            answer = b"".join(chunks).decode(errors="replace")
        assert answer.startswith("HTTP/1.1 413") and "over the cap" in answer, answer[:300]
        assert '"type": "error"' in answer and "Connection: close" in answer  # Anthropic's shape; ends
    assert server.requests == [] and session.calls == 0


def test_parallel_calls_cannot_overshoot_the_token_limit(tmp_path):
    """Each call reserves the most it can use (its input and the model's most output) before it is
    sent, and a call waits while the spent and the reserved reach a limit and others are in flight:
    twelve calls sent at once with --max-tokens-total 5000 (1230 tokens each) spend at most one
    call past the limit. Before (checked: this test fails there) all twelve passed the check at
    once, with nothing spent yet, and spent 14,760 tokens."""
    from concurrent.futures import ThreadPoolExecutor

    script = Script(turns=[Turn(content="hi", usage=(1200, 30, 0))], repeat_last=True)
    with ProviderLike({"gw": script}, default_task="gw", delay_s=0.4) as server:
        gateway = Gateway().start()
        try:
            session = _session(gateway, server.url, tmp_path, max_tokens_total=5000)
            body = {"model": "m", "messages": [{"role": "user", "content": "go"}]}
            with ThreadPoolExecutor(12) as pool:
                statuses = list(pool.map(lambda _: post(gateway, "/v1/chat/completions", body, session.token)[0],
                                         range(12)))
        finally:
            gateway.close()
    assert session.tokens <= 5000 + 1230, (session.tokens, statuses)
    assert statuses.count(200) == session.calls == 5 and statuses.count(400) == 7, statuses
    assert session.stop == EndReason.TOKEN_LIMIT and session.in_flight == 0 and session.reserved_tokens == 0


def test_max_cost_with_a_model_without_a_price_is_refused_at_the_start(tmp_path):
    """--max-cost with a model litellm has no price for counted no cost and never stopped the agent
    (checked: the old gateway opened the session); now the session is refused before any call, with
    a one-line message naming the option, the model and the fix."""
    from pytest_deploybench.errors import FatalRunError

    provider = Provider("openai/scripted", api_base="http://127.0.0.1:9/v1", params={},
                        retry=RetrySettings(attempts=1), redactor=Redactor())
    with pytest.raises(FatalRunError) as e:
        Session(provider=provider, limits=Limits(max_cost=1.0), ledger=tmp_path / "gateway.jsonl")
    assert "--max-cost" in str(e.value) and "openai/scripted" in str(e.value) and "\n" not in str(e.value)
    Session(provider=provider, limits=Limits(max_tokens_total=1000), ledger=tmp_path / "gateway.jsonl")  # fine


def test_a_request_the_provider_rejects_is_the_agents_failure_not_an_error(tmp_path):
    """A malformed request from the sandbox that the provider rejects (400) used to mark the session
    as an infrastructure error: the attempt left the pass rate and --resume ran it again, so an
    agent could turn a failing attempt into an error (checked: this test fails there). Now, while
    the harness's own request gets an answer (asked once, its tokens counted), the agent gets the
    400 in its shape and goes on. When the harness's own request is rejected as well (its model or
    settings are wrong), it stays an infrastructure error."""
    script = Script(turns=[Turn(content="fine", usage=(100, 5, 0))], repeat_last=True)
    with ProviderLike({"gw": script}, default_task="gw") as server:
        gateway = Gateway().start()
        try:
            session = _session(gateway, server.url, tmp_path)
            bad = {"model": "m", "messages": [{"role": "user", "content": REJECT}]}
            status, raw = post(gateway, "/v1/messages", bad, session.token)
            assert status == 400 and json.loads(raw)["error"]["type"] == "invalid_request_error", raw
            assert b"rejected this request" in raw
            assert post(gateway, "/v1/messages", {"model": "m", "messages": [{"role": "user", "content": "go"}]},
                        session.token)[0] == 200  # and it goes on
            assert post(gateway, "/v1/messages", bad, session.token)[0] == 400  # no second probe needed
        finally:
            gateway.close()
    assert session.infra_error is None and session.fatal is None and session.stop is None
    assert session.rejected == 2 and session.calls == 1
    probes = [r for r in server.requests if r["status"] == 200 and "Reply with the word OK" in json.dumps(r["body"])]
    assert len(probes) == 1 and session.input_tokens == 2 * 1000  # the probe's tokens and the call's (no tools:
    # the scripted server's helper answer, 1000 tokens in)
    ledger = [json.loads(line) for line in Path(session.ledger).read_text().splitlines()]
    assert [e.get("probe", False) for e in ledger] == [True, False, False, False]
    # the harness's fault: everything is rejected, its own request too
    with ProviderLike({"gw": Script(turns=[], always_fail=400)}, default_task="gw") as server:
        gateway = Gateway().start()
        try:
            session = _session(gateway, server.url, tmp_path)
            status, _ = post(gateway, "/v1/chat/completions", {"model": "m", "messages": [{"role": "user",
                                                                                          "content": "go"}]},
                             session.token)
        finally:
            gateway.close()
    assert status == 503 and session.infra_error and "rejected" in session.infra_error


def test_a_ledger_line_is_capped(served):
    """The ledger keeps the request as the agent sent it: one 3 MB message made a 3 MB line, every
    call again (checked: this test fails without the cap). A line is now at most
    C.GATEWAY_LEDGER_ENTRY_MAX_BYTES, its long strings clipped and marked."""
    gateway, session, _ = served
    body = {"model": "m", "messages": [{"role": "user", "content": "x" * 3_000_000}]}
    assert post(gateway, "/v1/chat/completions", body, session.token)[0] == 200
    line = Path(session.ledger).read_text().splitlines()[0]
    assert len(line.encode()) <= C.GATEWAY_LEDGER_ENTRY_MAX_BYTES
    entry = json.loads(line)
    assert entry["clipped"] is True and entry["status"] == 200 and entry["usage"]["input_tokens"] == 1000
    assert "characters clipped" in entry["request"]["messages"][0]["content"]
