"""The model gateway: one HTTP endpoint per worker process that installed agents call instead of a
model provider. Keys stay on the host; every call is metered, limited and written down.

Each attempt opens a `Session`: a random token (the only credential that enters the sandbox), the
run's model behind a `Provider` (litellm, the host's keys, the model agent's retry policy), the
attempt's limits (`--max-cost`, `--max-tokens-total`, its deadline), its trajectory and its ledger
(`gateway.jsonl` in the attempt folder: one line per call, written before the answer leaves, so it
survives an agent killed mid-run). Whatever model the agent names, the session's model answers.

A call over a limit, or after the deadline, gets an error in the agent's shape and marks the
session (`Session.stop`), which the agent's module reads to end the attempt with the right end
reason. A provider that fails after retries marks `Session.infra_error`, a rejected key
`Session.fatal`: the module raises them once the agent is stopped.

The sandbox is the agent's, so everything it sends is bounded and judged (docs/SECURITY.md): a body's
size is checked before it is read and before its token; every message becomes text of a known role
before litellm sees it (shapes.canonical); each call reserves the most it can spend before it is
sent, so calls in parallel cannot overshoot --max-cost or --max-tokens-total by more than one call
between them; a request the provider rejects as invalid, while the harness's own request gets an
answer, is the agent's: it gets the 400 and goes on (never an infrastructure error); each ledger
line, and the ledger, have a size cap.
"""

from __future__ import annotations

import json
import logging
import secrets
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from .. import constants as C
from ..agents.model.provider import ContextOverflow, DeadlineReached, ModelReply, Provider, RequestRejected
from ..agents.model.redact import Redactor
from ..errors import FatalRunError, InfraError
from ..outcome import EndReason
from ..trajectory import Trajectory
from . import gemini, shapes

log = logging.getLogger("deploybench.gateway")

LEDGER_FILE = "gateway.jsonl"
TOKEN_PREFIX = "dbgw-"  # tokens look like this, so a test (or a user) can find one in a sandbox

# path -> shape; with and without the /v1 prefix (SDKs differ in where they put it)
ROUTES = {
    "/chat/completions": "chat",
    "/responses": "responses",
    "/messages": "messages",
    "/messages/count_tokens": "count_tokens",
}
READERS = {"chat": shapes.chat_request, "responses": shapes.responses_request, "messages": shapes.messages_request}
REPLIES = {"chat": shapes.chat_reply, "responses": shapes.responses_reply, "messages": shapes.messages_reply}
STREAMS = {"chat": shapes.chat_events, "responses": shapes.responses_events, "messages": shapes.messages_events}
# Google's Gemini API (gateway/gemini.py): its paths name the model and the method
REPLIES.update({gemini.GENERATE: gemini.response, gemini.STREAM: gemini.response})
STREAMS.update({gemini.STREAM: gemini.events})


@dataclass
class Limits:
    max_cost: float | None = None
    max_tokens_total: int | None = None
    deadline: float | None = None  # time.monotonic()


class Refused(Exception):
    """A call the gateway answers with an error of its own."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class Session:
    """One attempt's use of the gateway."""

    provider: Provider
    limits: Limits
    ledger: Path
    trajectory: Trajectory | None = None
    log: logging.Logger | None = None  # the attempt's agent.log: one line per call, for live progress
    redactor: Redactor = field(default_factory=Redactor.from_environment)
    token: str = field(default_factory=lambda: TOKEN_PREFIX + secrets.token_urlsafe(24))
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float | None = 0.0  # None once one call's price was unknown
    lost_s: float = 0.0  # waited on a failing provider: not the agent's time
    stop: EndReason | None = None  # a limit ended the attempt
    infra_error: str | None = None
    fatal: str | None = None
    rejected: int = 0  # calls the provider refused as invalid while the harness's own got answers: the agent's
    setup_ok: bool = False  # the harness's model and parameters got an answer in this session
    reserved_tokens: int = 0  # the most the calls in flight can still use
    reserved_cost: float = 0.0
    in_flight: int = 0
    ledger_bytes: int = 0
    _lock: threading.Condition = field(default_factory=threading.Condition)

    def __post_init__(self) -> None:
        if self.limits.max_cost is not None and not self.provider.price_known:
            raise FatalRunError(
                f"--max-cost {self.limits.max_cost:g} is set, but litellm has no price for {self.provider.model}, "
                "so the cost could not be counted and the limit would never stop the agent; drop --max-cost "
                "(--max-tokens-total limits by tokens) or use a model litellm has a price for"
            )

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def time_left(self) -> float:
        if self.limits.deadline is None:
            return 3600.0
        return self.limits.deadline - time.monotonic() + self.lost_s

    def estimate(self, req: shapes.Request) -> tuple[int, float]:
        """The most one call of `req` can use: its input (shapes.count_tokens errs high) and the most
        the model may answer; its cost by the price table (0 where unknown: then no cost limit is set)."""
        tokens_in = shapes.count_tokens(req)
        tokens_out = self.provider.max_output_tokens()
        return tokens_in + tokens_out, self.provider.price(tokens_in, tokens_out) or 0.0

    def admit(self, reserve: tuple[int, float] = (0, 0.0)) -> tuple[int, float]:
        """Reserve `reserve` (Session.estimate) for one call, or raise Refused when the attempt may not
        call the model any more. A call is let through while the spent and the reserved stay under
        each limit, or when no other call is in flight (the one call that crosses a limit, as when
        calls come one at a time); else it waits for the calls in flight to end."""
        with self._lock:
            while True:
                self._check()
                lim = self.limits
                fits = (lim.max_tokens_total is None or self.tokens + self.reserved_tokens < lim.max_tokens_total) and (
                    lim.max_cost is None or self.cost_usd is None or self.cost_usd + self.reserved_cost < lim.max_cost
                )
                if fits or self.in_flight == 0:
                    break
                self._lock.wait(timeout=max(0.05, min(1.0, self.time_left())))
            self.in_flight += 1
            self.reserved_tokens += reserve[0]
            self.reserved_cost += reserve[1]
            return reserve

    def release(self, reserve: tuple[int, float]) -> None:
        """A call admitted with `reserve` ended without an answer to account."""
        with self._lock:
            self._release(reserve)

    def _release(self, reserve: tuple[int, float]) -> None:
        self.in_flight -= 1
        self.reserved_tokens -= reserve[0]
        self.reserved_cost -= reserve[1]
        self._lock.notify_all()

    def _check(self) -> None:
        """Raise Refused when the attempt may not call the model any more (the lock is held)."""
        if self.fatal or self.infra_error:
            raise Refused(
                503, f"deploybench gateway: the model provider is unavailable ({self.fatal or self.infra_error})"
            )
        lim = self.limits
        if (
            self.stop is None
            and lim.max_cost is not None
            and self.cost_usd is not None
            and self.cost_usd >= lim.max_cost
        ):
            self.stop = EndReason.COST_LIMIT
        if self.stop is None and lim.max_tokens_total is not None and self.tokens >= lim.max_tokens_total:
            self.stop = EndReason.TOKEN_LIMIT
        if self.stop is None and self.time_left() <= 0:
            self.stop = EndReason.AGENT_TIMEOUT
        if self.stop is not None:
            what = {
                EndReason.COST_LIMIT: f"the attempt's cost limit (${lim.max_cost}) is reached",
                EndReason.TOKEN_LIMIT: f"the attempt's token limit ({lim.max_tokens_total}) is reached",
                EndReason.AGENT_TIMEOUT: "the attempt's time is up",
            }[self.stop]
            raise Refused(400, f"deploybench gateway: {what}; no more model calls in this attempt")

    def account(
        self, shape: str, req: shapes.Request | None, reply: ModelReply, reserve: tuple[int, float] | None = None
    ) -> int:
        """Count a call's answer (and end its reservation in the same step); a probe (`req` None) is
        the harness's own call: its tokens and cost count, not as one of the agent's calls."""
        with self._lock:
            if reserve is not None:
                self._release(reserve)
            self.setup_ok = True
            if req is not None:
                self.calls += 1
            u = reply.usage
            self.input_tokens += u.input_tokens
            self.output_tokens += u.output_tokens
            self.cached_tokens += u.cached_tokens
            self.lost_s += reply.lost_s
            if reply.cost_usd is None or self.cost_usd is None:
                self.cost_usd = None
            else:
                self.cost_usd += reply.cost_usd
            return self.calls

    def write(self, entry: dict[str, Any]) -> None:
        """One ledger line: at most C.GATEWAY_LEDGER_ENTRY_MAX_BYTES (long strings of the request and
        the answer clipped, then each replaced by its size and hash), and once the ledger holds
        C.GATEWAY_LEDGER_MAX_BYTES, lines without them."""
        line = json.dumps(self.redactor.value(entry), ensure_ascii=False, default=str)
        full = self.ledger_bytes + len(line) > C.GATEWAY_LEDGER_MAX_BYTES
        if len(line.encode()) > C.GATEWAY_LEDGER_ENTRY_MAX_BYTES or full:
            line = json.dumps(self.redactor.value(_clipped(entry, drop=full)), ensure_ascii=False, default=str)
        with self._lock, open(self.ledger, "a", encoding="utf-8") as f:
            f.write(line + "\n")
            self.ledger_bytes += len(line) + 1

    def totals(self) -> dict[str, Any]:
        return {
            "calls": self.calls,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cached_tokens": self.cached_tokens,
            "cost_usd": self.cost_usd,
            "rejected": self.rejected,
        }


def _clipped(entry: dict[str, Any], *, drop: bool) -> dict[str, Any]:
    """`entry` with its request and answer made small: strings over 2,000 characters clipped, and a
    part still over a quarter of the line's cap replaced by its size and sha256 (all of it, `drop`)."""
    import hashlib

    def clip(value: Any) -> Any:
        if isinstance(value, str) and len(value) > 2000:
            return value[:2000] + f"...[{len(value) - 2000} characters clipped by the gateway's ledger cap]"
        if isinstance(value, list):
            return [clip(v) for v in value]
        if isinstance(value, dict):
            return {k: clip(v) for k, v in value.items()}
        return value

    out = dict(entry)
    for key in ("request", "response"):
        if key not in out:
            continue
        whole = json.dumps(out[key], ensure_ascii=False, default=str).encode()
        small = None if drop else clip(out[key])
        if small is None or len(json.dumps(small, default=str)) > C.GATEWAY_LEDGER_ENTRY_MAX_BYTES // 4:
            small = {"clipped": True, "bytes": len(whole), "sha256": hashlib.sha256(whole).hexdigest()}
        out[key] = small
    out["clipped"] = True
    return out


class Gateway:
    """The HTTP server and its sessions. `start()` once; `open()`/`close_session()` per attempt."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self.sessions: dict[str, Session] = {}
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer((host, port), _handler(self))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1}, name="deploybench-gateway", daemon=True
        )

    @property
    def address(self) -> tuple[str, int]:
        host, port = self._httpd.server_address[:2]
        return str(host), int(port)

    def base_url(self, host: str | None = None) -> str:
        """The URL (without /v1) at which `host` names this machine; the bound address by default."""
        bound, port = self.address
        return f"http://{host or bound}:{port}"

    def start(self) -> Gateway:
        self._thread.start()
        log.info("model gateway listening on %s", self.base_url())
        return self

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def open(self, session: Session) -> Session:
        with self._lock:
            self.sessions[session.token] = session
        return session

    def close_session(self, session: Session) -> None:
        with self._lock:
            self.sessions.pop(session.token, None)

    def session_for(self, token: str | None) -> Session | None:
        with self._lock:
            return self.sessions.get(token or "")


def _token(headers) -> str | None:
    auth = headers.get("Authorization") or ""
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return headers.get("x-api-key") or headers.get("api-key") or headers.get("x-goog-api-key")


def _route(path: str) -> str | None:
    path = path.split("?", 1)[0].rstrip("/")
    if path.startswith("/v1/"):
        path = path[3:]
    return ROUTES.get(path) or gemini.route(path)


def _handler(gateway: Gateway) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            log.debug("gateway %s: %s", self.address_string(), format % args)

        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            if self.close_connection:
                self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)

        def _stream(self, events: Iterator[bytes]) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for chunk in events:
                self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")

        def do_GET(self) -> None:
            session = gateway.session_for(_token(self.headers))
            if session is None:
                return self._send(401, shapes.error_body("chat", 401, "deploybench gateway: unknown token"))
            if self.path.split("?", 1)[0].rstrip("/") in ("/v1/models", "/models"):
                model = {"id": session.provider.model, "object": "model", "created": 0, "owned_by": "deploybench"}
                return self._send(200, {"object": "list", "data": [model]})
            self._send(404, shapes.error_body("chat", 404, f"deploybench gateway: no route {self.path}"))

        def do_POST(self) -> None:
            shape = _route(self.path)
            raw = self._body(shape)
            if raw is None:
                return
            err_shape = "messages" if shape in ("messages", "count_tokens") else "chat"
            if shape is None:
                return self._send(404, shapes.error_body(err_shape, 404, f"deploybench gateway: no route {self.path}"))
            if shape in gemini.SHAPES:
                err_shape = shape
            session = gateway.session_for(_token(self.headers) or gemini.query_key(self.path))
            if session is None:
                return self._send(401, shapes.error_body(err_shape, 401, "deploybench gateway: unknown token"))
            try:
                body = json.loads(raw or b"{}")
                if shape in gemini.SHAPES:
                    req = gemini.read(shape, body, self.path)
                else:
                    req = READERS["messages" if shape == "count_tokens" else shape](body)
                req = shapes.canonical(req)  # text of known roles only, whatever the shape
            except (ValueError, KeyError, TypeError, AttributeError) as e:
                msg = f"deploybench gateway: unreadable {shape} request ({type(e).__name__}: {e})"
                return self._send(400, shapes.error_body(err_shape, 400, msg))
            if shape == "count_tokens":
                return self._send(200, {"input_tokens": shapes.count_tokens(req)})
            if shape == gemini.COUNT:
                return self._send(200, {"totalTokens": shapes.count_tokens(req)})
            self._call(session, shape, body, req)

        def _body(self, shape: str | None) -> bytes | None:
            """The request's body, or None once refused: its size is checked before any of it is read,
            and before the token (a client without a session cannot make this host hold a big body)."""
            err_shape = "messages" if shape in ("messages", "count_tokens") else (shape or "chat")
            cap = C.GATEWAY_MAX_BODY_BYTES
            value = (self.headers.get("Content-Length") or "0").strip()
            if self.headers.get("Transfer-Encoding"):
                status, message = 411, "deploybench gateway: send the body with a Content-Length"
            elif not value.isdigit():
                status, message = 400, f"deploybench gateway: bad Content-Length {value[:40]!r}"
            elif int(value) > cap:
                status, message = 413, f"deploybench gateway: a request body of {value} bytes is over the cap ({cap})"
            else:
                return self.rfile.read(int(value)) if int(value) else b""
            self.close_connection = True  # the unread body is never read: the connection ends with the answer
            self._send(status, shapes.error_body(err_shape, status, message))
            return None

        def _call(self, session: Session, shape: str, body: dict, req: shapes.Request) -> None:
            t0 = time.monotonic()
            entry: dict[str, Any] = {
                "t": round(time.time(), 3),
                "shape": shape,
                "path": self.path,
                "agent_model": req.model,
            }
            reserve: tuple[int, float] | None = None
            reply: ModelReply | None = None
            try:
                reserve = session.admit(session.estimate(req))
                reply = session.provider.complete(req.messages, req.tools or None, time_left=session.time_left())
            except Refused as e:
                return self._refuse(session, shape, entry, e.status, str(e))
            except ContextOverflow as e:
                session.lost_s += e.lost_s
                # the words agents look for to compact their context
                text = f"prompt is too long: context_length_exceeded ({e})"
                return self._refuse(session, shape, entry, 400, text)
            except DeadlineReached:
                session.stop = session.stop or EndReason.AGENT_TIMEOUT
                return self._refuse(session, shape, entry, 400, "deploybench gateway: the attempt's time is up")
            except FatalRunError as e:
                session.fatal = str(e)
                return self._refuse(session, shape, entry, 401, f"deploybench gateway: {e}")
            except RequestRejected as e:  # invalid: the agent's request, or the harness's settings?
                if self._agent_caused(session):
                    return self._reject(session, shape, entry, body, f"the model provider rejected this request: {e}")
                session.infra_error = str(e)
                return self._refuse(session, shape, entry, 503, f"deploybench gateway: {e}")
            except InfraError as e:
                session.infra_error = str(e)
                return self._refuse(session, shape, entry, 503, f"deploybench gateway: {e}")
            except Exception as e:  # litellm failed on this request, or a gateway bug
                log.exception("gateway call failed")
                what = f"{type(e).__name__}: {str(e)[:300]}"
                if self._agent_caused(session):
                    return self._reject(session, shape, entry, body, f"this request could not be sent ({what})")
                session.infra_error = f"gateway error {what}"
                return self._refuse(
                    session, shape, entry, 500, f"deploybench gateway: internal error ({type(e).__name__})"
                )
            finally:
                if reserve is not None and reply is None:
                    session.release(reserve)
            n = session.account(shape, req, reply, reserve)
            answer = REPLIES[shape](req, reply)
            usage = reply.usage.to_dict()
            entry.update(
                call=n,
                status=200,
                model=reply.response_model or session.provider.model,
                stream=req.stream,
                latency_s=round(time.monotonic() - t0, 3),
                call_s=round(reply.call_s, 3),
                attempts=reply.attempts,
                lost_s=round(reply.lost_s, 3),
                usage=usage,
                cost_usd=reply.cost_usd,
                request=body,
                response=answer,
            )
            session.write(entry)  # before the answer leaves: a killed agent still has its ledger
            if session.log is not None:
                session.log.info(
                    "model call %d (%s): %d tool call(s), %d in / %d out tokens, %.1fs",
                    n,
                    shape,
                    len(reply.tool_calls),
                    usage["input_tokens"],
                    usage["output_tokens"],
                    entry["latency_s"],
                )
            if session.trajectory is not None:
                calls = [{"id": c.id, "name": c.name, "arguments": c.arguments} for c in reply.tool_calls]
                session.trajectory.write(
                    "model_response",
                    source="gateway",
                    call=n,
                    shape=shape,
                    content=session.redactor.text(reply.content or ""),
                    tool_calls=session.redactor.value(calls),
                    usage=usage,
                    cost_usd=reply.cost_usd,
                    latency_s=entry["latency_s"],
                )
            try:
                if req.stream:
                    self._stream(STREAMS[shape](req, reply))
                else:
                    self._send(200, answer)
            except (BrokenPipeError, ConnectionResetError):  # the agent hung up (killed): the call counts
                pass

        def _agent_caused(self, session: Session) -> bool:
            """Whether a call that failed as invalid was the agent's doing: the harness's own request
            (its model, its parameters, one short message) gets an answer in this session. Asked once
            per session, and not at all once any call was answered; its tokens and cost count."""
            if session.setup_ok:
                return True
            t0 = time.monotonic()
            try:
                reply = session.provider.complete(
                    [{"role": "user", "content": "Reply with the word OK."}],
                    None,
                    time_left=min(120.0, session.time_left()),
                )
            except Exception as e:  # the harness's request fails too: not the agent's doing
                log.warning("gateway: the harness's own request failed as well (%s: %s)", type(e).__name__, e)
                return False
            session.account("probe", None, reply)
            entry = {"t": round(time.time(), 3), "probe": True, "status": 200, "usage": reply.usage.to_dict()}
            session.write(entry | {"cost_usd": reply.cost_usd, "latency_s": round(time.monotonic() - t0, 3)})
            return True

        def _reject(self, session: Session, shape: str, entry: dict, body: dict, message: str) -> None:
            """The provider refused the agent's own request: a 400 in its shape, and the attempt goes on."""
            with session._lock:
                session.rejected += 1
            entry["request"] = body
            self._refuse(session, shape, entry, 400, f"deploybench gateway: {message}")

        def _refuse(self, session: Session, shape: str, entry: dict, status: int, message: str) -> None:
            entry.update(status=status, error=message)
            session.write(entry)
            if session.trajectory is not None:
                session.trajectory.write("limit" if session.stop else "error", source="gateway", message=message)
            if session.log is not None:
                session.log.warning("model call refused (%s): %s", status, message)
            try:
                self._send(status, shapes.error_body(shape, status, message))
            except (BrokenPipeError, ConnectionResetError):
                pass

    return Handler


_shared: Gateway | None = None
_shared_lock = threading.Lock()


def shared(host: str) -> Gateway:
    """This process's gateway, bound to `host` (started on first use, closed at exit)."""
    global _shared
    with _shared_lock:
        if _shared is not None and _shared.address[0] != host:
            _shared.close()
            _shared = None
        if _shared is None:
            import atexit

            _shared = Gateway(host).start()
            atexit.register(_shared.close)
        return _shared
