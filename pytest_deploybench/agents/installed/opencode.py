"""`--agent=opencode`: OpenCode's CLI, headless, in the sandbox.

OpenCode ships as a native binary per platform on npm (`opencode-linux-x64`, or its `-baseline`
build for processors without AVX2: the same choice its own launcher makes); it needs no Node. It runs
as `opencode run --format json --auto` with the prompt every agent gets: one non-interactive run
that approves every permission not explicitly denied. Its configuration (AGENT_HOME/opencode.json,
OPENCODE_CONFIG) names one provider, the gateway, through the AI SDK's OpenAI-compatible client
(Chat Completions, streamed), the session token read from an environment variable; its sessions,
logs, plugin folder and caches go to AGENT_HOME/xdg (the XDG base directories and npm's cache: at
its start it installs its plugin package from the npm registry), removed with the rest before
verification, as are its folder and its runtime's library under /tmp. No auto-update, no model
catalogue fetched, no sharing, no LSP download. Its JSON events are kept as opencode.jsonl and read
into the trajectory: tool calls with their output, the final text.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

from ..base import AgentContext
from .base import AGENT_HOME, PROMPT_FILE, InstalledAgent
from .fetch import npm_files

PACKAGE = "opencode-linux-x64"
VERSION = "1.18.33"  # checked with the tests' scripted model; --agent-arg version=X for another
PROVIDER = "deploybench"
TOKEN_ENV = "DEPLOYBENCH_GATEWAY_TOKEN"
XDG = f"{AGENT_HOME}/xdg"


def _has_avx2() -> bool:
    try:
        return " avx2 " in Path("/proc/cpuinfo").read_text().replace("\n", " ")
    except OSError:
        return False


class OpenCode(InstalledAgent):
    name = "opencode"
    default_version = VERSION
    default_model = None  # any litellm model: --model is required
    native_log = "opencode.jsonl"
    shape = "chat"

    def fetch(self, into: Path) -> None:
        package = PACKAGE if _has_avx2() else f"{PACKAGE}-baseline"
        npm_files(package, self.version, {"package/bin/opencode": "bin/opencode"}, into)
        (into / "PACKAGE").write_text(package)

    def configure(self, ctx: AgentContext, base_url: str, token: str) -> dict[str, str]:
        model = self.model.split("/")[-1]
        config: dict[str, Any] = {
            "provider": {
                PROVIDER: {
                    "npm": "@ai-sdk/openai-compatible",
                    "name": "deploybench gateway",
                    "options": {"baseURL": base_url + "/v1", "apiKey": f"{{env:{TOKEN_ENV}}}"},
                    "models": {model: {"name": model}},
                }
            },
            "model": f"{PROVIDER}/{model}",
            "small_model": f"{PROVIDER}/{model}",  # its titles and summaries go to the gateway too
            "enabled_providers": [PROVIDER],
            "autoupdate": False,
            "share": "disabled",
        }
        if self.options.max_steps:
            config["agent"] = {"build": {"steps": int(self.options.max_steps)}}
        ctx.sandbox.put_file(f"{AGENT_HOME}/opencode.json", json.dumps(config, indent=2).encode())
        return {
            TOKEN_ENV: token,
            "OPENCODE_CONFIG": f"{AGENT_HOME}/opencode.json",
            "XDG_CONFIG_HOME": f"{XDG}/config",
            "XDG_DATA_HOME": f"{XDG}/data",
            "XDG_CACHE_HOME": f"{XDG}/cache",
            "XDG_STATE_HOME": f"{XDG}/state",
            "npm_config_cache": f"{XDG}/npm",  # it installs its plugin package with npm at start
            "OPENCODE_DISABLE_AUTOUPDATE": "1",
            "OPENCODE_DISABLE_MODELS_FETCH": "1",
            "OPENCODE_DISABLE_LSP_DOWNLOAD": "1",
            "OPENCODE_DISABLE_DEFAULT_PLUGINS": "1",
            "OPENCODE_DISABLE_CLAUDE_CODE": "1",  # it would read ~/.claude otherwise
        }

    def cleanup_paths(self) -> list[str]:
        # its temporary folder and the shared library its runtime (Bun) unpacks under /tmp
        return [AGENT_HOME, "/tmp/opencode", "/tmp/.[0-9a-f]*-00000000.so"]

    def command(self, ctx: AgentContext) -> str:
        model = shlex.quote(f"{PROVIDER}/{self.model.split('/')[-1]}")
        return f'{AGENT_HOME}/bin/opencode run --format json --auto -m {model} "$(cat {PROMPT_FILE})" </dev/null'

    def convert(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        step, summary = 0, ""
        tokens = {"input": 0, "output": 0}
        for event in self.events(native):
            kind, part = event.get("type"), event.get("part") or {}
            if kind == "tool_use":
                step += 1
                state = part.get("state") or {}
                self.tool_call(ctx, step, part.get("callID"), part.get("tool"), state.get("input"))
                failed = state.get("status") == "error"
                output = state.get("error") if failed else state.get("output")
                self.observation(ctx, step, part.get("callID"), output, is_error=failed)
            elif kind == "text":
                summary = str(part.get("text") or summary)
            elif kind == "step_finish":
                for k in tokens:
                    tokens[k] += int((part.get("tokens") or {}).get(k) or 0)
            elif kind == "error":
                ctx.trajectory.write("error", source=self.name, message=json.dumps(event.get("error"))[:2000])
        return {"summary": summary, "native_tokens": tokens}
