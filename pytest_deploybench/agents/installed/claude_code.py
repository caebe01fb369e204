"""`--agent=claude-code`: Anthropic's Claude Code CLI, headless, in the sandbox.

The native binary of `@anthropic-ai/claude-code-linux-x64` (npm) at AGENT_HOME/bin/claude, run as
`claude -p --output-format stream-json --verbose --permission-mode bypassPermissions` with the
prompt every agent gets. It speaks Anthropic Messages to the gateway (ANTHROPIC_BASE_URL; the
session token as its API key); its settings and sessions go to AGENT_HOME/config
(CLAUDE_CONFIG_DIR), removed with the rest before verification. Its stream (one JSON event per
line) is kept as claude-code.jsonl and read into the trajectory: tool calls, their results, the
final message.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

from ..base import AgentContext
from .base import AGENT_HOME, PROMPT_FILE, InstalledAgent
from .fetch import npm_files

PACKAGE = "@anthropic-ai/claude-code-linux-x64"
VERSION = "2.1.331"  # checked with the tests' scripted model; --agent-arg version=X for another


class ClaudeCode(InstalledAgent):
    name = "claude-code"
    default_version = VERSION
    default_model = "claude"  # the model agent's alias (agents/model/models.py)
    native_log = "claude-code.jsonl"
    shape = "messages"

    def fetch(self, into: Path) -> None:
        npm_files(PACKAGE, self.version, {"package/claude": "bin/claude"}, into)

    def configure(self, ctx: AgentContext, base_url: str, token: str) -> dict[str, str]:
        return {
            "ANTHROPIC_BASE_URL": base_url,
            "ANTHROPIC_API_KEY": token,
            "CLAUDE_CONFIG_DIR": f"{AGENT_HOME}/config",
            "IS_SANDBOX": "1",  # root may bypass permissions inside a sandbox
            "DISABLE_AUTOUPDATER": "1",
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",  # no telemetry, error reports, update checks
        }

    def cleanup_paths(self) -> list[str]:
        # its task and socket folders under /tmp (TMPDIR is left alone: the agent's commands use it too)
        return [AGENT_HOME, "/tmp/claude-[0-9]*", "/tmp/cc-socks"]

    def command(self, ctx: AgentContext) -> str:
        flags = "-p --output-format stream-json --verbose --permission-mode bypassPermissions"
        if self.options.max_steps:
            flags += f" --max-turns {int(self.options.max_steps)}"
        model = shlex.quote(self.model.split("/")[-1])
        return f'{AGENT_HOME}/bin/claude {flags} --model {model} "$(cat {PROMPT_FILE})" </dev/null'

    def convert(self, ctx: AgentContext, native: Path) -> dict[str, Any]:
        step, summary, result = 0, "", {}
        for event in self.events(native):
            kind = event.get("type")
            message = event.get("message")
            content = message.get("content") if isinstance(message, dict) else None
            blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
            if kind == "assistant":
                for block in blocks:
                    if block.get("type") == "tool_use":
                        step += 1
                        self.tool_call(ctx, step, block.get("id"), block.get("name"), block.get("input"))
            elif kind == "user":
                for block in blocks:
                    if block.get("type") == "tool_result":
                        output = block.get("content")
                        if isinstance(output, list):
                            output = "\n".join(str(p.get("text", "")) for p in output if isinstance(p, dict))
                        is_error = bool(block.get("is_error"))
                        self.observation(ctx, step, block.get("tool_use_id"), output, is_error=is_error)
            elif kind == "result":
                result = event
                summary = str(event.get("result") or "")
        native_fields = {
            k: result.get(k) for k in ("subtype", "num_turns", "total_cost_usd", "is_error") if k in result
        }
        return {"summary": summary, "native_result": native_fields}
