"""`--agent=codex`: OpenAI's Codex CLI, headless, in the sandbox.

The native binary of the `@openai/codex` linux-x64 build (npm, version tag `<version>-linux-x64`)
at AGENT_HOME/bin/codex, run as `codex exec --json --skip-git-repo-check
--dangerously-bypass-approvals-and-sandbox` with the prompt every agent gets. Its configuration
(AGENT_HOME/codex/config.toml, CODEX_HOME) names one provider, the gateway, over the Responses API
with WebSockets off; the session token comes from an environment variable. Its JSON events are kept
as codex.jsonl and read into the trajectory: commands and their output, file changes, messages.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..base import AgentContext
from .base import AGENT_HOME, PROMPT_FILE, InstalledAgent
from .fetch import npm_files

PACKAGE = "@openai/codex"
VERSION = "0.169.0"  # checked with the tests' scripted model; --agent-arg version=X for another
TRIPLE = "x86_64-unknown-linux-musl"  # a static build: runs on any task image
TOKEN_ENV = "DEPLOYBENCH_GATEWAY_TOKEN"


class Codex(InstalledAgent):
    name = "codex"
    default_version = VERSION
    default_model = "gpt"  # the model agent's alias (agents/model/models.py)
    native_log = "codex.jsonl"
    shape = "responses"

    def fetch(self, into: Path) -> None:
        vendor = f"package/vendor/{TRIPLE}"
        npm_files(
            PACKAGE,
            f"{self.version}-linux-x64",
            {f"{vendor}/bin/codex": "bin/codex", f"{vendor}/codex-path/rg": "bin/rg"},
            into,
        )

    def configure(self, ctx: AgentContext, base_url: str, token: str) -> dict[str, str]:
        model = self.model.split("/")[-1]
        config = f"""# written by pytest-deploybench: the model gateway is the only provider
model = {json.dumps(model)}
model_provider = "deploybench"
check_for_update_on_startup = false

[model_providers.deploybench]
name = "deploybench gateway"
base_url = {json.dumps(base_url + "/v1")}
env_key = "{TOKEN_ENV}"
wire_api = "responses"
supports_websockets = false
request_max_retries = 4
stream_max_retries = 2
"""
        ctx.sandbox.put_file(f"{AGENT_HOME}/codex/config.toml", config.encode())
        return {"CODEX_HOME": f"{AGENT_HOME}/codex", TOKEN_ENV: token}

    def command(self, ctx: AgentContext) -> str:
        flags = "exec --json --skip-git-repo-check --dangerously-bypass-approvals-and-sandbox"
        return f'{AGENT_HOME}/bin/codex {flags} "$(cat {PROMPT_FILE})" </dev/null'

    def convert(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        step, summary = 0, ""
        usage: dict[str, Any] = {}
        for event in self.events(native):
            item = event.get("item")
            if not isinstance(item, dict):
                item = {}
            done, kind = event.get("type") == "item.completed", item.get("type")
            if done and kind == "command_execution":
                step += 1
                self.tool_call(ctx, step, item.get("id"), "shell", {"command": item.get("command")})
                self.observation(
                    ctx, step, item.get("id"), item.get("aggregated_output"), exit_code=item.get("exit_code")
                )
            elif done and kind == "file_change":
                step += 1
                self.tool_call(ctx, step, item.get("id"), "apply_patch", {"changes": item.get("changes")})
            elif done and kind == "agent_message":
                summary = str(item.get("text") or "")
            elif event.get("type") == "turn.completed":
                raw = event.get("usage")
                usage = raw if isinstance(raw, dict) else {}
            elif event.get("type") in ("error", "turn.failed"):
                ctx.trajectory.write("error", source=self.name, message=json.dumps(event)[:2000])
        return {"summary": summary, "native_usage": usage}
