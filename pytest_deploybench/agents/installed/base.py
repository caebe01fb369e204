"""What every installed agent shares: the install (a layer on the task image), the gateway
session, the run of its CLI in the sandbox, the end reason, the cleanup.

An installed agent is one module with a subclass of `InstalledAgent` that says where its files come
from (`fetch`), how to configure it (`configure`), its command line (`command`), and how to read its
native log (`convert`). The rest is here:

- `install(runtime, image)` runs before the sandbox starts and is not the agent's time (the runner
  records it as `agent_install_s`): the files come into a host cache once per version
  (~/.cache/deploybench/agents, or $DEPLOYBENCH_AGENT_CACHE), then become a layer on the task image
  (`deploybench-agent/<agent>-<version>:<image id>`), built once and started from after that;
- `run(ctx)` opens a gateway session (its token is the only credential the sandbox sees), runs the
  CLI under the attempt's time limit with its native log streamed to the attempt folder, stops it
  when the gateway refuses a call over a limit, then removes everything under AGENT_HOME so that
  nothing of the agent is left for the experiment to find.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ... import constants as C
from ...errors import FatalRunError, InfraError
from ...outcome import EndReason
from ...sandbox.base import PreparedImage, Runtime
from ...sandbox.output import CappedSink
from ..base import AgentContext, AgentOptions, AgentResult

log = logging.getLogger("deploybench.agents")

AGENT_HOME = "/opt/deploybench-agent"  # the agent's files in the sandbox: removed before verification
PROMPT_FILE = f"{AGENT_HOME}/prompt.md"
POLL_S = 0.5


def cache_root() -> Path:
    configured = os.environ.get("DEPLOYBENCH_AGENT_CACHE")
    if configured:
        return Path(configured)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "deploybench" / "agents"


class InstalledAgent:
    """The base of `claude-code`, `codex` (CLIs run in the sandbox) and `mini-swe-agent` (driven
    from the host, nothing installed: it overrides `install` and `run_agent`)."""

    name = "installed"
    default_version = ""
    default_model: str | None = None  # the litellm model when --model is not given
    native_log = "agent-native.jsonl"  # the agent's own log, kept in the attempt folder
    shape = "chat"  # the API shape it speaks (for the docs and the record)
    in_sandbox = True  # its process runs in the sandbox (reaching the gateway through the egress point)

    def __init__(self, options: AgentOptions):
        from ..model.models import resolve_model

        self.options = options
        self.args = dict(options.agent_args)
        self.version = str(self.args.get("version") or self.default_version)
        self.model = resolve_model(options.name, options.model or self.default_model)
        self.gateway_host: str | None = None
        self.install_info: dict[str, Any] = {}

    # -- install: before the sandbox starts, not the agent's time ------------------------------------
    def fetch(self, into: Path) -> None:
        """Put the agent's files (what goes to AGENT_HOME) into `into`; raise InfraError if it fails."""
        raise NotImplementedError

    def install(self, runtime: Runtime, image: PreparedImage) -> PreparedImage:
        from .fetch import fresh_dir, host_lock

        t = time.monotonic()
        files = cache_root() / f"{self.name}-{self.version}"
        with host_lock(files):  # one fetch per version, whatever the number of workers
            cached = files.is_dir() and (files / ".complete").exists()
            if not cached:
                with fresh_dir(files) as tmp:
                    self.fetch(tmp)
        layered = runtime.add_layer(image, name=f"{self.name}-{self.version}", files=files, dest=AGENT_HOME)
        self._open_gateway(runtime)
        self.install_info = {
            "version": self.version,
            "files_cached": cached,
            "layer": layered.ref,
            "layer_built": layered.built,
            "install_s": round(time.monotonic() - t, 3),
        }
        return layered

    def _open_gateway(self, runtime: Runtime) -> None:
        """The gateway where the agent reaches it: on the engine's bridge address (opened in the
        egress point) for an agent in the sandbox; any local address for one on this host."""
        from ...gateway.server import shared

        host = runtime.host_address()
        if not self.in_sandbox:
            self.gateway_host = host or "127.0.0.1"
            shared(self.gateway_host)
            return
        if host is None:
            raise InfraError(
                f"--agent={self.name} runs its CLI in the sandbox and needs the model gateway on this host; "
                f"the engine {runtime.engine or runtime.name} is not this host's (use the local engine)"
            )
        gateway = shared(host)
        runtime.allow_host_port(*gateway.address)
        self.gateway_host = host

    # -- the agent's run ------------------------------------------------------------------------------
    def configure(self, ctx: AgentContext, base_url: str, token: str) -> dict[str, str]:
        """Write the agent's configuration into the sandbox; return its environment."""
        return {}

    def command(self, ctx: AgentContext) -> str:
        raise NotImplementedError

    def convert(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        """Write the native log's steps into ctx.trajectory; return what the record keeps of it
        (e.g. the agent's own summary)."""
        return {}

    def tool_call(self, ctx: AgentContext, step: int, call_id: Any, tool: Any, arguments: Any) -> None:
        """One tool call read from the native log (the model's side of each step comes from the gateway)."""
        ctx.trajectory.write("tool_call", step=step, call_id=call_id, tool=tool, arguments=arguments, source=self.name)

    def observation(self, ctx: AgentContext, step: int, call_id: Any, output: Any, **fields: Any) -> None:
        """What a tool call returned, read from the native log."""
        text = str(output or "")
        ctx.trajectory.write("observation", step=step, call_id=call_id, output=text, source=self.name, **fields)

    @staticmethod
    def events(native: Path) -> Iterator[dict[str, Any]]:
        """The JSON events of a native log, one a line, read line by line (other lines, the CLI's
        chatter or anything the agent made it print that JSON cannot read, skipped)."""
        with open(native, encoding="utf-8", errors="replace") as f:
            for line in f:
                try:
                    event = json.loads(line)
                except (ValueError, RecursionError):  # also a number over 4,300 digits, a nesting past the stack
                    continue
                if isinstance(event, dict):
                    yield event

    def cleanup_paths(self) -> list[str]:
        """What the agent leaves in the sandbox, removed before verification (found with `docker diff`
        after a run with --keep-containers; tests/test_installed_agents.py checks it)."""
        return [AGENT_HOME]

    def run(self, ctx: AgentContext) -> AgentResult:
        from ...gateway.server import Limits, Session, shared

        if self.gateway_host is None:
            return AgentResult(EndReason.AGENT_ERROR, error=f"{self.name}: run before install (a harness bug)")
        if self.in_sandbox and ctx.task.network == "none":
            return AgentResult(
                EndReason.AGENT_ERROR,
                error=f"{self.name} runs in the sandbox and reaches its model through the network; task "
                f"{ctx.task.id} has network: none (use --agent=mini-swe-agent, which runs on this host)",
            )
        gateway = shared(self.gateway_host)
        session = gateway.open(
            Session(
                provider=self._provider(),
                limits=Limits(self.options.max_cost, self.options.max_tokens_total, ctx.deadline),
                ledger=ctx.record_dir / "gateway.jsonl",
                trajectory=ctx.trajectory,
                log=ctx.log,
            )
        )
        try:
            extra, exit_code, timed_out = self.run_agent(ctx, gateway.base_url(self.gateway_host), session)
        finally:
            gateway.close_session(session)
            if self.cleanup_paths():  # the agent's constant paths; globs allowed (its temp folders)
                ctx.sandbox.exec("rm -rf -- " + " ".join(self.cleanup_paths()), timeout=120)
        return self._result(ctx, session, exit_code, timed_out, extra)

    def run_agent(self, ctx: AgentContext, base_url: str, session) -> tuple[dict[str, Any], int | None, bool]:
        """Run the CLI in the sandbox; (what the record keeps, exit code, timed out)."""
        env = self.configure(ctx, base_url, session.token)
        ctx.sandbox.put_file(PROMPT_FILE, ctx.task.prompt.encode())
        native = ctx.record_dir / self.native_log
        stop = threading.Event()
        watcher = threading.Thread(target=self._watch, args=(ctx, session, stop), daemon=True)
        ctx.log.info("%s %s: %s", self.name, self.version, self.command(ctx))
        with open(native, "wb") as log_file:
            sink = CappedSink(log_file, C.SANDBOX_LOG_CAP)  # whatever the agent makes its CLI print
            watcher.start()
            try:
                res = ctx.sandbox.exec(
                    self.command(ctx),
                    timeout=max(1.0, ctx.time_left()),
                    workdir=ctx.task.workdir,
                    env=env,
                    output_cap=256 * 1024,
                    sink=sink,
                )
            finally:
                stop.set()
                watcher.join(timeout=5)
                sink.close()
        ctx.log.info(
            "%s exited %s%s after %.1fs",
            self.name,
            res.exit_code,
            " (timed out)" if res.timed_out else "",
            res.duration_s,
        )
        if res.exit_code != 0:
            ctx.log.info("its last output: %s", res.output[-2000:])
        return self.convert_safely(ctx, native), res.exit_code, res.timed_out

    def convert_safely(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        """`convert`, which reads what the agent's CLI wrote, and the agent controls what that is:
        a line it cannot read costs the trajectory its steps (said in agent.log and the record),
        never the attempt (an error would leave the pass rate and be rerun by --resume)."""
        try:
            return self.convert(ctx, native)
        except Exception as e:  # noqa: BLE001
            ctx.log.warning(
                "%s: reading %s failed (%s: %s); its steps are not in the trajectory",
                self.name,
                native.name,
                type(e).__name__,
                str(e)[:300],
            )
            return {"native_log_error": f"{type(e).__name__}: {str(e)[:300]}"}

    def _watch(self, ctx: AgentContext, session, stop: threading.Event) -> None:
        """Stop the CLI once the gateway refused a call over a limit (an agent may retry forever)."""
        while not stop.wait(POLL_S):
            if session.stop is not None or session.fatal or session.infra_error:
                ctx.log.info("stopping %s: %s", self.name, session.stop or session.fatal or session.infra_error)
                ctx.sandbox.exec(f"pkill -TERM -f {AGENT_HOME}/; sleep 3; pkill -KILL -f {AGENT_HOME}/", timeout=30)
                return

    def _provider(self):
        from ..model.config import RetrySettings
        from ..model.provider import Provider
        from ..model.redact import Redactor

        provider = Provider(
            self.model,
            api_base=self.options.api_base,
            params={},
            retry=RetrySettings(),
            redactor=Redactor.from_environment(),
        )
        provider.preflight()
        return provider

    def _result(self, ctx: AgentContext, session, exit_code: int | None, timed_out: bool, extra: dict) -> AgentResult:
        if session.fatal:
            raise FatalRunError(session.fatal)
        if session.infra_error:
            raise InfraError(session.infra_error)
        native_end = extra.pop("end_reason", None)  # an agent that says why it ended (mini-swe-agent)
        if session.stop is not None:
            end = session.stop
        elif native_end is not None:
            end = native_end
        elif timed_out:
            end = EndReason.AGENT_TIMEOUT
        elif exit_code == 0:
            end = EndReason.SUBMITTED
        elif session.calls == 0:  # it never reached the model: the agent broke, not the attempt
            return AgentResult(
                EndReason.AGENT_ERROR,
                error=f"{self.name} exited {exit_code} before any model call (see agent.log and {self.native_log})",
                extra={"installed": self.install_info, "exit_code": exit_code, **extra},
            )
        else:
            end = EndReason.GAVE_UP
        return AgentResult(
            end,
            steps=session.calls,
            input_tokens=session.input_tokens,
            output_tokens=session.output_tokens,
            cached_tokens=session.cached_tokens,
            cost_usd=session.cost_usd,
            summary=str(extra.pop("summary", "") or "")[:2000],
            extra={
                "installed": self.install_info,
                "exit_code": exit_code,
                "gateway": session.totals(),
                "wall_clock_excluded_s": round(session.lost_s, 3),
                **extra,
            },
        )
