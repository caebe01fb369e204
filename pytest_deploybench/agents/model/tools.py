"""The default tool profile: bash, view, create, str_replace, submit.

Every tool acts inside the sandbox through `Sandbox.exec`, `put_file` and `read_file`; nothing
runs on the host. Paths may be relative to the task's workdir.
"""

from __future__ import annotations

import math

from . import prompts
from .config import COMMAND_TIMEOUT_S
from .toolkit import META_TIMEOUT_S, Param, Profile, Tool, ToolEnv, ToolResult, q

STR_REPLACE_MAX_BYTES = 4 * 1024 * 1024
SNIPPET_CONTEXT_LINES = 3
LIST_MAX_ENTRIES = 2000


def command_timeout(env: ToolEnv, requested: int) -> tuple[int, bool]:
    """The timeout a command gets: what was asked, clipped to the agent's time left."""
    left = env.time_left()
    effective = max(1, min(requested, math.ceil(left)))
    return effective, effective < requested


def bash(env: ToolEnv, args: dict) -> ToolResult:
    requested = args["timeout"]
    if requested < 1:
        return ToolResult.fail("timeout must be at least 1 second")
    timeout, clipped = command_timeout(env, requested)
    res, side_file = env.run_spooled(args["command"], timeout=timeout, tool="bash")
    total = res.stdout_bytes + res.stderr_bytes
    if res.timed_out:
        why = " (all the time left for this task)" if clipped else ""
        status = f"[the command timed out after {timeout} s{why} and was killed]"
    else:
        status = f"[exit code {res.exit_code}]"
    text = res.output if total else "(no output)\n"
    return ToolResult(
        text=text,
        status=status,
        total_bytes=total,
        full=res.output,
        output_file=side_file,
        error=False,
        meta={
            "exit_code": res.exit_code,
            "timed_out": res.timed_out,
            "timeout_s": timeout,
            "command_s": round(res.duration_s, 3),
            "output_bytes": total,
            "stderr_bytes": res.stderr_bytes,
        },
    )


_VIEW_SCRIPT = r"""
p={path}; s={start}; e={end}
if [ -d "$p" ]; then
  echo "directory $(cd "$p" && pwd) (two levels; hidden folders not expanded):"
  find "$p" -mindepth 1 -maxdepth 2 -not -path "$p/.*/*" -printf '%P\t%y\t%s\n' 2>/dev/null | LC_ALL=C sort |
    awk -F'\t' -v max={max_entries} 'NR>max {{n++; next}}
      {{ if ($2=="d") print $1"/"; else if ($2=="l") print $1"@"; else print $1"  ("$3" bytes)" }}
      END {{ if (n) print "... and " n " more entries (use bash: find, ls)" }}'
  exit 0
fi
if [ ! -e "$p" ]; then echo "no such file or directory: $p"; exit 2; fi
if [ ! -r "$p" ] || [ ! -f "$p" ]; then echo "not a regular readable file: $p"; exit 2; fi
a=$(head -c 8192 -- "$p" | wc -c); b=$(head -c 8192 -- "$p" | tr -d '\000' | wc -c)
if [ "$a" != "$b" ]; then
  echo "binary file: $p ($(stat -c %s -- "$p") bytes); inspect it with bash (file, xxd, od)"; exit 3
fi
n=$(awk 'END {{print NR}}' "$p")
if [ "$n" -eq 0 ]; then echo "$p is empty"; exit 0; fi
if [ "$s" -gt "$n" ]; then echo "start_line $s is past the end: $p has $n lines"; exit 2; fi
last=$n; if [ "$e" -gt 0 ] && [ "$e" -lt "$n" ]; then last=$e; fi
echo "$p: lines $s-$last of $n"
awk -v s="$s" -v e="$last" 'NR>=s && NR<=e {{ printf "%6d\t%s\n", NR, $0 }} NR>e {{ exit }}' "$p"
"""


def view(env: ToolEnv, args: dict) -> ToolResult:
    start, end = args["start_line"], args["end_line"]
    if start < 1:
        return ToolResult.fail("start_line counts from 1")
    if end is not None and end != -1 and end < start:
        return ToolResult.fail(f"end_line {end} is before start_line {start}")
    path = env.abspath(args["path"])
    script = _VIEW_SCRIPT.format(
        path=q(path), start=start, end=0 if end in (None, -1) else end, max_entries=LIST_MAX_ENTRIES
    )
    res = env.exec(script, timeout=META_TIMEOUT_S)
    if res.exit_code != 0:
        return ToolResult.fail(res.output.strip() or f"could not view {path}")
    return ToolResult(
        text=res.output,
        total_bytes=res.stdout_bytes + res.stderr_bytes,
        cut_hint="view smaller line ranges (start_line, end_line)",
        meta={"path": path, "command_s": round(res.duration_s, 3)},
    )


def _file_mode(env: ToolEnv, path: str) -> tuple[str | None, int | None, int | None]:
    """(error, mode, size) of an existing file; (None, None, None) when it does not exist."""
    res = env.exec(
        f'p={q(path)}; if [ -d "$p" ]; then echo DIR; elif [ -e "$p" ]; then stat -L -c \'%a %s\' -- "$p"; '
        f"else echo NEW; fi",
        timeout=META_TIMEOUT_S,
    )
    out = res.stdout.strip()
    if res.exit_code != 0:
        return (out or res.stderr.strip() or f"cannot stat {path}"), None, None
    if out == "DIR":
        return f"{path} is a directory", None, None
    if out == "NEW":
        return None, None, None
    try:
        mode, size = out.split()
        return None, int(mode, 8), int(size)
    except ValueError:
        return f"cannot stat {path} (got {out[:80]!r})", None, None


def create(env: ToolEnv, args: dict) -> ToolResult:
    path = env.abspath(args["path"])
    error, mode, _ = _file_mode(env, path)
    if error:
        return ToolResult.fail(error)
    data = args["content"].encode("utf-8")
    env.sandbox.put_file(path, data, mode=mode if mode is not None else 0o644)
    lines = args["content"].count("\n") + (0 if args["content"].endswith("\n") or not args["content"] else 1)
    verb = "overwrote" if mode is not None else "created"
    return ToolResult(text=f"{verb} {path} ({lines} lines, {len(data)} bytes)", meta={"path": path, "bytes": len(data)})


def _numbered(lines: list[str], first: int) -> str:
    return "".join(f"{first + i:6d}\t{line}\n" for i, line in enumerate(lines))


def str_replace(env: ToolEnv, args: dict) -> ToolResult:
    old, new = args["old"], args["new"]
    if not old:
        return ToolResult.fail("'old' is empty; give the exact text to replace (use create to write a whole file)")
    path = env.abspath(args["path"])
    error, mode, size = _file_mode(env, path)
    if error:
        return ToolResult.fail(error)
    if mode is None:
        return ToolResult.fail(f"no such file: {path} (use create to make it)")
    assert size is not None, "_file_mode gives an existing file's mode and size together"
    if size > STR_REPLACE_MAX_BYTES:
        return ToolResult.fail(f"{path} has {size} bytes, too large for str_replace; edit it with bash (sed, python)")
    try:
        data = env.sandbox.read_file(path, max_bytes=STR_REPLACE_MAX_BYTES + 1)
    except (FileNotFoundError, IsADirectoryError) as e:
        return ToolResult.fail(f"cannot read {path}: {type(e).__name__}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return ToolResult.fail(f"{path} is not UTF-8 text; edit it with bash")
    count = text.count(old)
    if count == 0:
        hint = ""
        if " ".join(old.split()) and " ".join(old.split()) in " ".join(text.split()):
            hint = " (it does match if whitespace is ignored: copy the exact indentation and line breaks)"
        return ToolResult.fail(
            f"'old' was not found in {path}{hint}; it must match exactly, once. view the file to copy the text"
        )
    if count > 1:
        lines: list[str] = []
        pos = text.find(old)
        while pos != -1 and len(lines) < 10:
            lines.append(str(text.count("\n", 0, pos) + 1))
            pos = text.find(old, pos + 1)
        return ToolResult.fail(
            f"'old' occurs {count} times in {path} (starting at lines {', '.join(lines)}); "
            "include more surrounding text so that it matches exactly once"
        )
    at = text.find(old)
    updated = text[:at] + new + text[at + len(old) :]
    env.sandbox.put_file(path, updated.encode("utf-8"), mode=mode)
    first = text.count("\n", 0, at) + 1
    new_last = first + new.count("\n")
    all_lines = updated.splitlines()
    lo = max(1, first - SNIPPET_CONTEXT_LINES)
    hi = min(len(all_lines), new_last + SNIPPET_CONTEXT_LINES)
    snippet = _numbered(all_lines[lo - 1 : hi], lo)
    return ToolResult(
        text=f"edited {path}: the replacement starts at line {first}. Lines {lo}-{hi} now read:\n{snippet}",
        meta={"path": path, "line": first},
    )


def submit(env: ToolEnv, args: dict) -> ToolResult:
    return ToolResult(text="submitted; your work ends here.", submitted=args["summary"])


TOOLS: list[Tool] = [
    Tool(
        name="bash",
        description=(
            "Run a shell command with `bash -c` in the task's working directory, as root, and return its output "
            "(stdout and stderr together) and exit code. Every call is a fresh shell: `cd`, `export`, `source` "
            "and activated environments do not carry over to the next call. There is no terminal and no input: "
            "use non-interactive flags (apt-get -y, pip install --no-input). A command still running after "
            "`timeout` seconds is killed. Start long-lived background processes with nohup and redirect their "
            "output to a file, or the call waits for them. Long output is cut in the middle."
        ),
        params={
            "command": Param("string", "the command(s) to run"),
            "timeout": Param(
                "integer", "seconds before the command is killed", required=False, default=COMMAND_TIMEOUT_S
            ),
        },
        run=bash,
    ),
    Tool(
        name="view",
        description=(
            "Show a text file with line numbers (optionally only lines start_line..end_line), or list a "
            "directory two levels deep. Paths may be relative to the working directory."
        ),
        params={
            "path": Param("string", "file or directory"),
            "start_line": Param("integer", "first line to show (from 1)", required=False, default=1),
            "end_line": Param("integer", "last line to show (default: to the end)", required=False),
        },
        run=view,
    ),
    Tool(
        name="create",
        description="Write a whole file (created with its folders, or overwritten; an existing file keeps its mode).",
        params={
            "path": Param("string", "file to write"),
            "content": Param("string", "the complete new content"),
        },
        run=create,
    ),
    Tool(
        name="str_replace",
        description=(
            "Replace one exact piece of text in a file. `old` must occur exactly once in the file, "
            "whitespace and indentation included; include enough surrounding lines to make it unique."
        ),
        params={
            "path": Param("string", "file to edit"),
            "old": Param("string", "the exact text to replace"),
            "new": Param("string", "the replacement text"),
        },
        run=str_replace,
    ),
    Tool(
        name="submit",
        description=(
            "Finish the task: call it once, when the designated experiment runs and reproduces the "
            "paper's results. Your work ends with this call."
        ),
        params={"summary": Param("string", "what you did and what the experiment produced")},
        run=submit,
        ends_run=True,
    ),
]


PROFILE = Profile(
    name="default",
    tools=tuple(TOOLS),
    system_prompt=prompts.system_prompt,
    task_message=prompts.task_message,
    finish_tool="submit",
)
