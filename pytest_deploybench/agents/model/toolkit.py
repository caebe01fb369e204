"""The plumbing every tool profile shares: tool declarations, argument checks, running a tool
call, and cutting long results for the model.

A profile (`tools.py`, `mlagentbench.py`) is a list of `Tool`s plus its prompts. A tool gets its
checked arguments and a `ToolEnv` (the sandbox, the workdir, the time left, where to spool big
output) and returns a `ToolResult`. Bad calls (unknown tool, arguments that are not JSON, missing
or mistyped arguments) never reach a tool: they come back to the model as an error result.
"""

from __future__ import annotations

import json
import posixpath
import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...sandbox.base import ExecResult, Sandbox
from .config import TRAJECTORY_INLINE_BYTES

# Environment of every command the tools run: fixed, so nothing of the host (least of all the
# provider's API key) reaches the sandbox. Only conveniences for a shell without a terminal.
TOOL_ENV: dict[str, str] = {
    "DEBIAN_FRONTEND": "noninteractive",
    "PAGER": "cat",
    "GIT_PAGER": "cat",
    "TERM": "dumb",
}
META_TIMEOUT_S = 60  # small helper commands (stat, listing)


@dataclass(frozen=True)
class Param:
    type: str  # "string" | "integer"
    description: str
    required: bool = True
    default: Any = None


@dataclass
class ToolResult:
    text: str  # what the model gets (the loop cuts it to the observation limit)
    error: bool = False
    status: str = ""  # appended after the cut, so it is never lost ("[exit code 0]")
    total_bytes: int | None = None  # real size when `text` is already a capped view of the output
    full: str | None = None  # what the trajectory records when it differs from `text`
    output_file: str | None = None  # the complete output, relative to the attempt's record folder
    cut_hint: str = "redirect it to a file and read parts with view (line ranges) or grep"
    meta: dict[str, Any] = field(default_factory=dict)
    submitted: str | None = None  # the summary, when this call ends the run

    @classmethod
    def fail(cls, text: str, **meta: Any) -> ToolResult:
        return cls(text=f"error: {text}", error=True, meta=meta)


@dataclass
class ToolEnv:
    """What a tool may use for one call."""

    sandbox: Sandbox
    workdir: str
    record_dir: Path
    time_left: Callable[[], float]
    step: int
    call_index: int
    helper: Callable[[str, str], str] | None = None  # (purpose, prompt) -> text; mlagentbench only

    def abspath(self, path: str) -> str:
        path = path.strip()
        if path.startswith("~"):
            path = "/root" + path[1:]
        return posixpath.normpath(path if path.startswith("/") else posixpath.join(self.workdir, path))

    def spool_path(self, tool: str) -> Path:
        folder = self.record_dir / "observations"
        folder.mkdir(exist_ok=True)
        return folder / f"step-{self.step:04d}-{self.call_index}-{tool}.log"

    def exec(self, command: str, *, timeout: float, output_cap: int = TRAJECTORY_INLINE_BYTES, sink=None) -> ExecResult:
        return self.sandbox.exec(
            command, timeout=timeout, workdir=self.workdir, env=TOOL_ENV, output_cap=output_cap, sink=sink
        )

    def run_spooled(self, command: str, *, timeout: float, tool: str) -> tuple[ExecResult, str | None]:
        """Run a command whose output may be huge: every byte goes to a side file on the host,
        memory holds at most the head and tail. Returns (result, side file or None when the
        output fit in the result and the file was dropped)."""
        spool = self.spool_path(tool)
        with open(spool, "wb") as sink:
            res = self.exec(command, timeout=timeout, sink=sink)
        if res.cut_bytes == 0:
            spool.unlink(missing_ok=True)
            return res, None
        return res, str(spool.relative_to(self.record_dir))


def q(s: str) -> str:
    return shlex.quote(s)


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    params: Mapping[str, Param]
    run: Callable[[ToolEnv, dict], ToolResult]
    ends_run: bool = False

    def schema(self) -> dict:
        props = {}
        for name, p in self.params.items():
            prop: dict[str, Any] = {"type": p.type, "description": p.description}
            if not p.required and p.default is not None:
                prop["default"] = p.default
            props[name] = prop
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": {
                    "type": "object",
                    "properties": props,
                    "required": [n for n, p in self.params.items() if p.required],
                },
            },
        }

    def signature(self) -> str:
        parts = []
        for name, p in self.params.items():
            parts.append(name if p.required else f"{name}={p.default!r}" if p.default is not None else f"{name}=None")
        return f"{self.name}({', '.join(parts)})"

    def check(self, raw: str | Mapping | None) -> dict:
        """Parsed and typed arguments, or ToolArgError with what the model must fix."""
        args = parse_arguments(raw)
        unknown = sorted(set(args) - set(self.params))
        if unknown:
            raise ToolArgError(
                f"{self.name} got unexpected argument(s) {', '.join(unknown)}; it takes {self.signature()}"
            )
        out = {}
        for name, p in self.params.items():
            value = args.get(name)
            if value is None:
                if p.required:
                    raise ToolArgError(
                        f"{self.name} needs the argument '{name}' ({p.type}); it takes {self.signature()}"
                    )
                out[name] = p.default
                continue
            out[name] = _coerce(self.name, name, p.type, value)
        return out


class ToolArgError(ValueError):
    pass


def parse_arguments(raw: str | Mapping | None) -> dict:
    if raw is None:
        return {}
    if isinstance(raw, Mapping):
        return dict(raw)
    text = raw.strip()
    if not text:
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as e:
        raise ToolArgError(
            f"the arguments are not valid JSON ({e.msg} at character {e.pos}); "
            'send one JSON object, e.g. {"command": "ls"}'
        ) from None
    except (ValueError, RecursionError) as e:  # well-formed but not loadable: an integer of more
        # than 4300 digits, or nesting deeper than the interpreter's recursion limit
        raise ToolArgError(
            f'the arguments cannot be read ({str(e)[:200]}); send one JSON object, e.g. {{"command": "ls"}}'
        ) from None
    if not isinstance(value, dict):
        raise ToolArgError(f"the arguments must be a JSON object, not {type(value).__name__}")
    return value


def _coerce(tool: str, name: str, kind: str, value: Any) -> Any:
    if kind == "integer":
        if isinstance(value, bool):
            pass
        elif isinstance(value, int):
            return value
        elif isinstance(value, float) and value.is_integer():
            return int(value)
        elif isinstance(value, str) and value.strip().lstrip("-").isdigit():
            return int(value.strip())
        raise ToolArgError(f"{tool}: '{name}' must be an integer, got {json.dumps(value)[:80]}")
    if kind == "string":
        if isinstance(value, str):
            return value
        raise ToolArgError(f"{tool}: '{name}' must be a string, got {type(value).__name__}")
    return value


@dataclass
class Call:
    """A tool call to run: from the model's native tool calls, or parsed from text (mlagentbench)."""

    id: str
    name: str
    arguments: str | Mapping | None
    native: bool = True


def run_call(tools: Mapping[str, Tool], call: Call, env: ToolEnv) -> ToolResult:
    tool = tools.get(call.name)
    if tool is None:
        names = ", ".join(tools)
        return ToolResult.fail(f"unknown tool {call.name!r}; the tools are: {names}")
    try:
        args = tool.check(call.arguments)
    except ToolArgError as e:
        return ToolResult.fail(f"invalid arguments for {tool.name}: {e}")
    return tool.run(env, args)


@dataclass(frozen=True)
class Profile:
    """A tool profile: its tools and what the model is told about them."""

    name: str
    tools: tuple[Tool, ...]
    system_prompt: Callable[..., str]  # (task, max_steps=, max_cost=, max_tokens_total=) -> str
    task_message: Callable[..., str]  # (task) -> str
    finish_tool: str
    # Tool calls written as text, for models answering without native tool calls (None: none).
    text_calls: Callable[[str], list[Call]] | None = None
    # A reminder appended to observations when the answer misses the profile's response format.
    format_reminder: Callable[[str | None], str | None] | None = None
    uses_helper: bool = False  # tools call the model themselves (Understand File, Edit Script (AI))

    def by_name(self) -> dict[str, Tool]:
        return {t.name: t for t in self.tools}

    def schemas(self) -> list[dict]:
        return [t.schema() for t in self.tools]


def cut_for_model(text: str, limit: int, *, total_bytes: int | None = None, hint: str = "") -> tuple[str, bool]:
    """Keep the head (2/5) and tail (3/5) of `text` within `limit` characters, saying what was cut.

    `total_bytes` is the output's real size when `text` is itself a capped view of it.
    """
    size = total_bytes if total_bytes is not None else len(text.encode("utf-8", errors="replace"))
    if len(text) <= limit and (total_bytes is None or total_bytes <= len(text.encode("utf-8", errors="replace"))):
        return text, False
    head_n = limit * 2 // 5
    tail_n = limit - head_n
    head, tail = text[:head_n], text[-tail_n:] if tail_n else ""
    # whole lines where the cut allows it
    nl = head.rfind("\n")
    if nl > head_n // 2:
        head = head[: nl + 1]
    nl = tail.find("\n")
    if 0 <= nl < tail_n // 2:
        tail = tail[nl + 1 :]
    shown = len((head + tail).encode("utf-8", errors="replace"))
    notice = (
        f"\n[... output cut by deploybench: {max(size - shown, 0):,} of {size:,} bytes omitted from the "
        f"middle; the full output is kept in the run's records" + (f". To see it, {hint}" if hint else "") + " ...]\n"
    )
    return head + notice + tail, True


def observation_fields(
    result: ToolResult, *, step: int, call_id: str | None, tool: str, shown: str, cut: bool, took: float
) -> dict[str, Any]:
    """The `observation` event of one tool call, as every agent's trajectory.jsonl holds it
    (docs/RECORDS.md): the whole output (or the file that keeps it), and what the agent was shown."""
    return dict(
        step=step,
        call_id=call_id,
        tool=tool,
        error=result.error,
        output=result.full if result.full is not None else result.text,
        output_file=result.output_file,
        status=result.status or None,
        cut_for_model=cut,
        shown=shown if cut else None,
        shown_chars=len(shown),
        duration_s=round(took, 4),
    )
