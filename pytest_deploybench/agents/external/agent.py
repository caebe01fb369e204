"""`--agent=external`: the attempt's agent lives outside the harness and acts through
`deploybench attempt` (a person at a terminal, or any program that can call a command).

The sandbox is provisioned as for any agent; then the attempt waits, its time limit running, for
requests on its channel (channel.py): `prompt` (TaskView.prompt, what every agent is told), `time`,
`exec` (a command run exactly as the model agent's `bash` tool runs it: tools.bash, the same
fresh `bash -c` in the workdir as root, the same timeout default, the same cut of long output for
the reader, the same side file for huge output), `submit`, `give_up`. Commands run one at a time,
in the order they come, on the attempt's own thread (as the bash tool's do); `time` is answered at
once, also while a command runs. The attempt ends on `submit` (`submitted`), `give_up` (`gave_up`),
its time limit (`agent_timeout`) or Ctrl-C (interrupted), and is verified as every other.

Recorded like any agent's steps in trajectory.jsonl: a `start` event, for each command a
`tool_call` (tool `bash`) and an `observation` with the bash tool's fields, `request` events for
`prompt` and `time`, the `submit` call, a `limit` event at the deadline, and `totals`. `steps` is
the number of commands; tokens and cost are unknown to the harness (null, never 0).
`--agent-arg who="..."` (what the outside agent is) lands in `agent_extra.who`.
"""

from __future__ import annotations

import os
import queue
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...errors import FatalRunError, InfraError
from ...outcome import EndReason
from ..base import AgentContext, AgentOptions, AgentResult
from ..model.config import COMMAND_TIMEOUT_S, OBSERVATION_CHARS
from ..model.redact import Redactor
from ..model.toolkit import ToolEnv, cut_for_model, observation_fields
from ..model.tools import bash
from . import channel

AGENT_KEYS = {"who": "what the outside agent is (a person, a program and its model): agent_extra.who"}
CUT_HINT = "redirect it to a file and read parts of it (grep, head, tail, sed -n 'A,Bp')"
POLL_S = 0.25  # the waiting thread looks at the clock this often


_announcer: Callable[[str], None] | None = None


def set_announcer(show: Callable[[str], None] | None) -> None:
    """How this process shows the ready line on pytest's terminal (readyline.py sets it while a
    session without xdist runs; under xdist the controller shows the line, and it stays None)."""
    global _announcer
    _announcer = show


def announce(line: str) -> None:
    if _announcer is not None:
        _announcer(line)


@dataclass
class _Job:
    command: str
    timeout: int
    done: threading.Event = field(default_factory=threading.Event)
    reply: dict[str, Any] = field(default_factory=dict)


class ExternalAgent:
    """The factory: `ExternalAgent(options)`; an unknown `--agent-arg` stops the run with one line."""

    name = "external"

    def __init__(self, options: AgentOptions):
        self.options = options
        unknown = sorted(set(options.agent_args) - set(AGENT_KEYS))
        if unknown:
            raise FatalRunError(
                f'--agent=external: unknown --agent-arg {", ".join(unknown)}; it takes who="..." '
                "(what the outside agent is)"
            )
        self.who = str(options.agent_args.get("who") or "").strip() or None

    def run(self, ctx: AgentContext) -> AgentResult:
        return _Attempt(self, ctx).run()


class _Attempt:
    def __init__(self, agent: ExternalAgent, ctx: AgentContext):
        self.ctx = ctx
        self.who = agent.who
        self.name = f"{ctx.task.id}-{ctx.record_dir.name.rpartition('-')[2]}-{secrets.token_hex(2)}"
        self.lock = threading.Lock()
        self.jobs: queue.Queue[_Job | None] = queue.Queue()
        self.end: tuple[EndReason, str] | None = None
        self.closed = False
        self.steps = 0
        self.timeouts = 0
        self.command_s = 0.0
        self.requests = {"prompt": 0, "time": 0}
        self.started = time.monotonic()
        self.first_command_s: float | None = None
        self.redactor = Redactor.from_environment()
        self.entry: dict[str, Any] = {}

    # -- records --------------------------------------------------------------------------------
    def event(self, type: str, **fields: Any) -> None:
        with self.lock:
            if self.closed:
                return
            self.ctx.trajectory.write(type, **self.redactor.value(fields))

    def time_left(self) -> float:
        return self.ctx.time_left()

    # -- the run ----------------------------------------------------------------------------------
    def run(self) -> AgentResult:
        ctx = self.ctx
        try:
            folder = channel.private_dir(channel.attempts_dir())
            server = channel.Server(channel.socket_path(folder, self.name), self.handle)
        except (channel.AttemptError, OSError) as e:
            raise InfraError(f"--agent=external: cannot open the attempt's channel: {e}") from None
        try:
            self.entry = {
                "version": channel.VERSION,
                "name": self.name,
                "state": "waiting",
                "task_id": ctx.task.id,
                "attempt": ctx.record_dir.name,
                "run_dir": str(ctx.record_dir.parent.parent.resolve()),
                "record_dir": str(ctx.record_dir.resolve()),
                "socket": str(server.path),
                "pid": os.getpid(),
                "host": socket.gethostname(),
                "who": self.who,
                "time_limit_s": round(ctx.task.timeout_s, 1),
                "created_unix": round(time.time(), 3),
                "deadline_unix": round(time.time() + self.time_left(), 3),
                "end_reason": None,
                "ended_unix": None,
            }
            self.event(
                "start",
                agent="external",
                who=self.who,
                attempt_name=self.name,
                task_id=ctx.task.id,
                time_limit_s=round(ctx.task.timeout_s, 1),
                task_message=ctx.task.prompt,
            )
            channel.write_entry(self.entry)
            line = channel.ready_line(self.entry)
            ctx.log.info(line)
            announce(line)
            self._wait()
        except KeyboardInterrupt:
            self._close(server, "interrupted")
            raise
        except BaseException:
            self._close(server, "error")
            raise
        self._close(server, None)
        assert self.end is not None, "_wait returns only once the attempt has ended"
        reason, summary = self.end
        extra = {
            "who": self.who,
            "attempt_name": self.name,
            "commands": self.steps,
            "command_timeouts": self.timeouts,
            "command_s": round(self.command_s, 3),
            "prompt_requests": self.requests["prompt"],
            "time_requests": self.requests["time"],
            "first_command_after_s": None if self.first_command_s is None else round(self.first_command_s, 3),
        }
        self.ctx.trajectory.write("totals", end_reason=str(reason), steps=self.steps, **extra)
        return AgentResult(
            end_reason=reason,
            steps=self.steps,
            input_tokens=None,  # the outside agent's model use, if any, is unknown here: never 0
            output_tokens=None,
            cached_tokens=None,
            cost_usd=None,
            summary=summary,
            extra=extra,
        )

    def _wait(self) -> None:
        """Run commands as they come until the attempt ends (on this thread: KeyboardInterrupt
        reaches it here, as in any agent)."""
        while True:
            with self.lock:
                if self.end is not None:
                    return
            left = self.time_left()
            if left <= 0:
                with self.lock:
                    if self.end is None:
                        detail = f"the time limit ({self.ctx.task.timeout_s:.0f} s) ran out"
                        self.end = (EndReason.AGENT_TIMEOUT, detail)
                self.event("limit", reason=str(EndReason.AGENT_TIMEOUT), detail=self.end[1], steps=self.steps)
                self.ctx.log.info("attempt %s: the time limit ran out", self.name)
                return
            try:
                job = self.jobs.get(timeout=min(left, POLL_S))
            except queue.Empty:
                continue
            if job is not None:
                self._exec(job)

    def _exec(self, job: _Job) -> None:
        ctx = self.ctx
        with self.lock:
            if self.end is not None:  # submitted while this command waited its turn
                job.reply = {"ok": False, "error": self._ended_error()}
                job.done.set()
                return
            self.steps += 1
            step = self.steps
        if self.first_command_s is None:
            self.first_command_s = time.monotonic() - self.started
        call_id = f"cmd-{step}"
        args = {"command": job.command, "timeout": job.timeout}
        self.event("tool_call", step=step, call_id=call_id, tool="bash", arguments=args)
        env = ToolEnv(
            sandbox=ctx.sandbox,
            workdir=ctx.task.workdir,
            record_dir=ctx.record_dir,
            time_left=self.time_left,
            step=step,
            call_index=0,
        )
        t0 = time.monotonic()
        try:
            result = bash(env, args)
        except BaseException as e:  # the sandbox broke, or Ctrl-C: the caller still gets a line
            job.reply = {"ok": False, "error": f"the command could not run: {type(e).__name__}: {e}"[:500]}
            job.done.set()
            raise
        took = time.monotonic() - t0
        self.command_s += took
        meta = result.meta
        if meta.get("timed_out"):
            self.timeouts += 1
        shown, cut = cut_for_model(result.text, OBSERVATION_CHARS, total_bytes=result.total_bytes, hint=CUT_HINT)
        fields = observation_fields(result, step=step, call_id=call_id, tool="bash", shown=shown, cut=cut, took=took)
        self.event("observation", **{**meta, **fields})
        first = (job.command.strip().splitlines() or [""])[0][:100]
        ctx.log.info("step %d: %s -> %s (%.1fs)", step, first, result.status, took)
        job.reply = {
            "ok": True,
            "step": step,
            "output": self.redactor.text(shown),
            "status": result.status,
            "exit_code": meta.get("exit_code"),
            "timed_out": bool(meta.get("timed_out")),
            "timeout_s": meta.get("timeout_s"),
            "duration_s": round(took, 3),
            "time_left_s": round(max(0.0, self.time_left()), 1),
        }
        job.done.set()

    def _close(self, server: channel.Server, broke: str | None) -> None:
        """Stop taking requests; `broke`: interrupted | error when the attempt did not end by
        itself (the runner records that; the entry says it to `deploybench attempt`)."""
        with self.lock:
            if self.end is None:
                self.end = (EndReason.GAVE_UP, broke or "ended")
            self.closed = True
        while True:  # commands that waited their turn: told the attempt has ended
            try:
                job = self.jobs.get_nowait()
            except queue.Empty:
                break
            if job is not None:
                job.reply = {"ok": False, "error": self._ended_error()}
                job.done.set()
        if self.entry:
            self.entry.update(
                state="ended",
                end_reason=broke or str(self.end[0]),
                ended_unix=round(time.time(), 3),
            )
            try:
                channel.write_entry(self.entry)
            except OSError as e:  # never lose the attempt over its listing
                self.ctx.log.warning("attempt %s: could not update its entry: %s", self.name, e)
        server.close()  # after the entry says ended: a caller that finds no socket reads why

    def _ended_error(self) -> str:
        reason = self.end[0] if self.end else "ended"
        return (
            f"attempt {self.name} has ended: {reason}; verification follows: "
            f"`deploybench attempt wait --attempt {self.name}` prints the verdict"
        )

    # -- requests (each on a thread of the channel) -------------------------------------------------
    def handle(self, req: dict[str, Any]) -> dict[str, Any]:
        op = req.get("op")
        with self.lock:
            ended = self.end is not None
        if op == "info":
            return {"ok": True, **self._clock(), "state": "ended" if ended else "waiting", "steps": self.steps}
        if ended:
            return {"ok": False, "ended": True, "error": self._ended_error()}
        if op in ("prompt", "time"):
            with self.lock:
                self.requests[op] += 1
            if op == "time":
                return {"ok": True, **self._clock()}
            self.event("request", op="prompt")
            return {"ok": True, "prompt": self.ctx.task.prompt, **self._clock()}
        if op == "exec":
            return self._queue_exec(req)
        if op in ("submit", "give_up"):
            summary = str(req.get("summary") or "").strip()
            reason = EndReason.SUBMITTED if op == "submit" else EndReason.GAVE_UP
            with self.lock:
                if self.end is not None:
                    return {"ok": False, "ended": True, "error": self._ended_error()}
                if self.time_left() <= 0:
                    return {"ok": False, "error": f"attempt {self.name}: the time limit has run out"}
                self.end = (reason, summary or str(reason))
                # recorded under the same lock: the waiting thread may close the records as soon as
                # it sees the end
                call = {"call_id": f"{op}-1", "tool": op, "arguments": {"summary": summary}}
                self.ctx.trajectory.write("tool_call", **self.redactor.value(call))
            self.ctx.log.info("attempt %s: %s (%s)", self.name, reason, summary[:200])
            self.jobs.put(None)  # wake the waiting thread
            return {
                "ok": True,
                "end_reason": str(reason),
                "record_dir": self.entry.get("record_dir"),
                "message": f"attempt {self.name}: {reason}; verification follows. "
                f"`deploybench attempt wait --attempt {self.name}` prints the verdict",
            }
        return {"ok": False, "error": f"unknown request {op!r}"}

    def _queue_exec(self, req: dict[str, Any]) -> dict[str, Any]:
        command = req.get("command")
        if not isinstance(command, str) or not command.strip():
            return {"ok": False, "error": "exec: no command given"}
        timeout = req.get("timeout", COMMAND_TIMEOUT_S)
        if timeout is None:
            timeout = COMMAND_TIMEOUT_S
        if isinstance(timeout, bool) or not isinstance(timeout, int) or timeout < 1:
            return {"ok": False, "error": f"exec: --timeout must be whole seconds, at least 1 (got {timeout!r})"}
        if self.time_left() <= 0:
            return {"ok": False, "error": f"attempt {self.name}: the time limit has run out"}
        job = _Job(command=command, timeout=timeout)
        with self.lock:  # never queued after the attempt ended: _close answers only what it finds
            if self.end is not None:
                return {"ok": False, "ended": True, "error": self._ended_error()}
            self.jobs.put(job)
        job.done.wait()
        return job.reply

    def _clock(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "time_left_s": round(max(0.0, self.time_left()), 1),
            "time_limit_s": round(self.ctx.task.timeout_s, 1),
        }
