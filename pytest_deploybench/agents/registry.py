"""Finding an agent by name: built-in, pluggy hook, entry point, or `module:attr` import path."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib.metadata import entry_points

from ..errors import ConfigError
from .base import AgentFactory

ENTRY_POINT_GROUP = "deploybench.agents"

# name -> "module:attr"; imported only when chosen, so --agent=oracle never imports litellm.
BUILTIN: dict[str, str] = {
    "oracle": "pytest_deploybench.agents.builtin:OracleAgent",
    "noop": "pytest_deploybench.agents.builtin:NoopAgent",
    # the model agent (docs/MODEL_AGENT.md): one factory, the alias picks the default model
    "llm": "pytest_deploybench.agents.model:ModelAgent",
    "claude": "pytest_deploybench.agents.model:ModelAgent",
    "gpt": "pytest_deploybench.agents.model:ModelAgent",
    "gemini": "pytest_deploybench.agents.model:ModelAgent",
    # installed agents (docs/AGENTS.md): their own CLI in the sandbox, their calls through the gateway
    "claude-code": "pytest_deploybench.agents.installed.claude_code:ClaudeCode",
    "codex": "pytest_deploybench.agents.installed.codex:Codex",
    "mini-swe-agent": "pytest_deploybench.agents.installed.mini_swe:MiniSweAgent",
    "openhands": "pytest_deploybench.agents.installed.openhands:OpenHands",
    "opencode": "pytest_deploybench.agents.installed.opencode:OpenCode",
    "gemini-cli": "pytest_deploybench.agents.installed.gemini_cli:GeminiCli",
    # an agent outside the harness, driving the attempt through `deploybench attempt` (docs/AGENTS.md)
    "external": "pytest_deploybench.agents.external.agent:ExternalAgent",
}


def _import(path: str, what: str) -> Callable:
    module, _, attr = path.partition(":")
    if not module or not attr:
        raise ConfigError(f"{what}: {path!r} is not of the form module:attr")
    try:
        obj = importlib.import_module(module)
    except ImportError as e:
        raise ConfigError(f"{what}: cannot import {module!r} ({e}); is the package installed?") from None
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise ConfigError(f"{what}: {module!r} has no attribute {attr!r}") from None
    if not callable(obj):
        raise ConfigError(f"{what}: {path!r} is not callable (expected a factory or an agent class)")
    return obj


def available(hook_results: list[dict] | None = None) -> dict[str, str]:
    """Every agent name known here, with where it comes from."""
    names = {name: "built-in" for name in BUILTIN}
    for result in hook_results or []:
        for name in result or {}:
            names.setdefault(name, "plugin")
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        names.setdefault(ep.name, f"entry point {ep.value}")
    return names


def resolve(name: str, hook_results: list[dict] | None = None) -> AgentFactory:
    """The factory for `--agent=name`."""
    if name in BUILTIN:
        return _import(BUILTIN[name], f"--agent={name}")
    for result in hook_results or []:
        if result and name in result:
            return result[name]
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == name:
            try:
                return ep.load()
            except Exception as e:  # a broken third-party package: say which
                raise ConfigError(f"--agent={name}: loading entry point {ep.value!r} failed: {e}") from None
    if ":" in name:
        return _import(name, f"--agent={name}")
    known = ", ".join(sorted(available(hook_results)))
    raise ConfigError(f"--agent={name}: unknown agent; choose one of {known}, or give module:attr")
