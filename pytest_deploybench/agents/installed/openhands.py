"""`--agent=openhands`: OpenHands' default agent, its SDK's conversation loop, in the sandbox.

OpenHands (`openhands-sdk` and `openhands-tools` from PyPI, pinned) needs Python >= 3.12, which the
task images (Debian bookworm) do not have: runtimes.py builds CPython 3.13 once per host from
Debian's own source package and pip-installs the two packages into it; the result is the agent's
layer, at AGENT_HOME/python, like the other agents' binaries.

In the sandbox, a small driver (written at each run, not cached) does what OpenHands' own headless
CLI does: the SDK's default agent (`openhands.tools.preset.default.get_default_agent`, CLI mode:
the CodeAct tools `terminal`, `file_editor`, `task_tracker`, the built-in `finish` and `think`, and
the default condenser; no browser), never asking for confirmation, in a `LocalConversation` whose
workspace is the task's workdir. Tools therefore run in the sandbox, as the sandbox's root. Its
LLM is LiteLLM's `openai/<model>` at the gateway's Chat Completions route with the session token as
its key. The conversation's events are printed as JSON lines (openhands.jsonl, the native log) and
persisted by the SDK under AGENT_HOME (removed before verification). --max-steps is its
`max_iteration_per_run` (OpenHands' default, 500, otherwise).
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

from ...outcome import EndReason
from ...sandbox.base import PreparedImage, Runtime
from ..base import AgentContext
from .base import AGENT_HOME, PROMPT_FILE, InstalledAgent
from .runtimes import PYTHON, glibc_of, python_environment

VERSION = "1.58.2"  # openhands-sdk and openhands-tools; checked with the tests' scripted model
PACKAGES = ("openhands-sdk", "openhands-tools")
DRIVER = f"{AGENT_HOME}/deploybench_openhands.py"
CONFIG = f"{AGENT_HOME}/openhands.json"
TOKEN_ENV = "DEPLOYBENCH_GATEWAY_TOKEN"
END_EVENT = "DeployBenchEnd"  # the driver's last line: the conversation's final status

# run inside the sandbox by CPython 3.13 (not by this package's interpreter)
DRIVER_SOURCE = r'''"""OpenHands' default agent on one task, headless (written by pytest-deploybench)."""
import json
import os
import sys
from pathlib import Path


def emit(record):
    sys.stdout.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
    sys.stdout.flush()


def main():
    cfg = json.loads(Path(sys.argv[1]).read_text())
    from pydantic import SecretStr

    from openhands.sdk import LLM, Conversation
    from openhands.tools.preset.default import get_default_agent

    llm = LLM(
        usage_id="agent",
        model=cfg["model"],
        base_url=cfg["base_url"],
        api_key=SecretStr(os.environ[cfg["key_env"]]),
    )
    agent = get_default_agent(llm=llm, cli_mode=True)  # what OpenHands' CLI runs: no browser

    def on_event(event):
        record = event.model_dump(mode="json")
        record.setdefault("kind", type(event).__name__)
        emit(record)

    conversation = Conversation(
        agent=agent,
        workspace=cfg["workdir"],
        persistence_dir=cfg["persistence_dir"],
        callbacks=[on_event],
        visualizer=None,
        max_iteration_per_run=cfg["max_iterations"],
    )
    conversation.send_message(Path(cfg["prompt_file"]).read_text())
    error = ""
    try:
        conversation.run()
    except Exception as e:  # the SDK's ConversationRunError: the model refused, or the agent broke
        error = f"{type(e).__name__}: {e}"[:2000]
    status = conversation.state.execution_status.value
    emit({"kind": "DeployBenchEnd", "status": status, "error": error})
    try:
        conversation.close()  # its terminal's shell
    except Exception:
        pass
    return 0 if status == "finished" and not error else 1


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)  # done: no waiting on the SDK's background threads and exit handlers
'''


class OpenHands(InstalledAgent):
    name = "openhands"
    default_version = VERSION
    default_model = None  # any litellm model: --model is required
    native_log = "openhands.jsonl"
    shape = "chat"

    def install(self, runtime: Runtime, image: PreparedImage) -> PreparedImage:
        self._build_on = (runtime, image)  # a cold cache builds the interpreter in a sandbox of this image
        layered = super().install(runtime, image)
        self.install_info["python"] = _read(self._files() / "python" / "DEPLOYBENCH_SOURCE")
        self.install_info["built_for_glibc"] = glibc_of(self._files() / "python")
        return layered

    def _files(self) -> Path:
        from .base import cache_root

        return cache_root() / f"{self.name}-{self.version}"

    def fetch(self, into: Path) -> None:
        runtime, image = self._build_on
        python_environment(runtime, image, [f"{p}=={self.version}" for p in PACKAGES], into)

    def configure(self, ctx: AgentContext, base_url: str, token: str) -> dict[str, str]:
        config = {
            "model": f"openai/{self.model.split('/')[-1]}",  # the gateway answers with the run's model
            "base_url": base_url + "/v1",
            "key_env": TOKEN_ENV,
            "workdir": ctx.task.workdir,
            "persistence_dir": f"{AGENT_HOME}/conversations",
            "prompt_file": PROMPT_FILE,
            "max_iterations": int(self.options.max_steps or 500),  # OpenHands' own default: 500
        }
        ctx.sandbox.put_file(DRIVER, DRIVER_SOURCE.encode())
        ctx.sandbox.put_file(CONFIG, json.dumps(config).encode())
        return {
            TOKEN_ENV: token,
            "OPENHANDS_SUPPRESS_BANNER": "1",
            "LITELLM_LOCAL_MODEL_COST_MAP": "True",  # litellm's price table as shipped, not fetched
            "LOG_LEVEL": "WARNING",  # its logging goes to stderr, beside the events on stdout
            "HISTFILE": f"{AGENT_HOME}/bash_history",  # its terminal is an interactive bash
        }

    def cleanup_paths(self) -> list[str]:
        # its state in the home folder (LLM profiles, provider connections, memory), its file editor's
        # history under /tmp
        return [AGENT_HOME, "$HOME/.openhands", "/tmp/oh_editor_history_*"]

    def command(self, ctx: AgentContext) -> str:
        need = glibc_of(self._files() / "python")
        check = ""
        if need:  # a clear word instead of the loader's when the image's glibc is older than the build's
            check = (
                f'have=$(ldd --version 2>/dev/null | head -1 | grep -oE "[0-9]+\\.[0-9]+$"); '
                f'if [ "$(printf "%s\\n" {need} "$have" | sort -V | head -1)" != {need} ]; then '
                f'echo "openhands: its Python was built against glibc {need}; this image has glibc $have"; '
                "exit 97; fi; "
            )
        return f"{check}{PYTHON} {shlex.quote(DRIVER)} {shlex.quote(CONFIG)} </dev/null"

    def convert(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        step, summary, end = 0, "", {}
        for event in self.events(native):
            kind = event.get("kind")
            if kind == "ActionEvent":
                step += 1
                action = dict(event.get("action") or {})
                action.pop("kind", None)
                self.tool_call(ctx, step, event.get("tool_call_id"), event.get("tool_name"), action)
                if event.get("tool_name") == "finish":
                    summary = str(action.get("message") or summary)
            elif kind in ("ObservationEvent", "AgentErrorEvent", "UserRejectObservation"):
                observation = event.get("observation") or {}
                text = _content_text(observation.get("content")) or str(event.get("error") or "")
                is_error = bool(observation.get("is_error")) or kind != "ObservationEvent"
                fields: dict[str, Any] = {"is_error": is_error}
                if observation.get("exit_code") is not None:
                    fields["exit_code"] = observation.get("exit_code")
                self.observation(ctx, step, event.get("tool_call_id"), text, **fields)
            elif kind == "MessageEvent" and event.get("source") == "agent":
                text = _content_text((event.get("llm_message") or {}).get("content"))
                summary = text or summary
            elif kind == "ConversationErrorEvent":
                detail = f"{event.get('code')}: {event.get('detail')}"
                ctx.trajectory.write("error", source=self.name, message=detail[:2000])
            elif kind == END_EVENT:
                end = event
        extra: dict[str, Any] = {"summary": summary, "native_status": end.get("status")}
        if end.get("error"):
            extra["native_error"] = end["error"]
        if _reached_max_iterations(native):
            extra["end_reason"] = EndReason.STEP_LIMIT
        return extra


def _read(path: Path) -> str:
    return path.read_text().strip() if path.is_file() else ""


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    parts = [p.get("text", "") for p in content or [] if isinstance(p, dict) and p.get("type", "text") == "text"]
    return "\n".join(str(p) for p in parts if p)


def _reached_max_iterations(native: Path) -> bool:
    return any(
        e.get("kind") == "ConversationErrorEvent" and e.get("code") == "MaxIterationsReached"
        for e in InstalledAgent.events(native)
    )
