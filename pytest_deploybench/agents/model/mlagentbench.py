"""The MLAgentBench tool profile (`--tools=mlagentbench`): the research agent's action set and its
response format, on top of the same loop, limits and records as the default profile.

Actions (argument names as in MLAgentBench): List Files, Read File, Write File, Append File,
Copy File, Inspect Script Lines, Execute Script, Final Answer, and the model-assisted
Understand File and Edit Script (AI). The model answers in the research-agent format
(Reflection, Research Plan and Status, Fact Check, Thought, Action). Actions are offered as
native tools (spaces and parentheses dropped from the names: `Edit_Script_AI`); a model that
writes `Action:` / `Action Input:` as text instead is understood too. Where this differs from
the original is documented in docs/MODEL_AGENT.md.
"""

from __future__ import annotations

import difflib
import json
import re

from ..base import TaskView
from .config import EXECUTE_SCRIPT_TIMEOUT_S
from .prompts import done_section, limits_section, resources
from .toolkit import META_TIMEOUT_S, Call, Param, Profile, Tool, ToolEnv, ToolResult, q
from .tools import command_timeout

INSPECT_MAX_LINES = 100  # as in the original
UNDERSTAND_CHUNK_CHARS = 40_000
UNDERSTAND_MAX_CHARS = 400_000
EDIT_MAX_CHARS = 100_000
READ_MAX_BYTES = 4 * 1024 * 1024
SECTIONS = ("Reflection", "Research Plan and Status", "Fact Check", "Thought")


class _Unreadable(Exception):
    """A file the model named cannot be read; the message is what the model is told."""


def _read_text(env: ToolEnv, name: str, limit: int = READ_MAX_BYTES) -> str:
    """The text of a file in the sandbox; _Unreadable when it is missing or a directory."""
    path = env.abspath(name)
    try:
        data = env.sandbox.read_file(path, max_bytes=limit)
    except FileNotFoundError:
        raise _Unreadable(f"cannot find the file {name}") from None
    except IsADirectoryError:
        raise _Unreadable(f"{name} is a directory; use List Files") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("utf-8", errors="replace")


def list_files(env: ToolEnv, args: dict) -> ToolResult:
    path = env.abspath(args["dir_path"] or ".")
    res = env.exec(f"ls -F -- {q(path)}", timeout=META_TIMEOUT_S)
    if res.exit_code != 0:
        return ToolResult.fail(f"cannot list {args['dir_path']}: {res.output.strip()}")
    return ToolResult(text=res.output or "(empty directory)\n", total_bytes=res.stdout_bytes + res.stderr_bytes)


def read_file(env: ToolEnv, args: dict) -> ToolResult:
    try:
        text = _read_text(env, args["file_name"])
    except _Unreadable as e:
        return ToolResult.fail(str(e))
    return ToolResult(text=text, cut_hint="use Inspect Script Lines on a line range")


def write_file(env: ToolEnv, args: dict) -> ToolResult:
    env.sandbox.put_file(env.abspath(args["file_name"]), args["content"].encode("utf-8"))
    return ToolResult(text=f"File {args['file_name']} written successfully.")


def append_file(env: ToolEnv, args: dict) -> ToolResult:
    path = env.abspath(args["file_name"])
    staged = f"/tmp/.deploybench-append-{env.step}-{env.call_index}"
    env.sandbox.put_file(staged, args["content"].encode("utf-8"))
    res = env.exec(f"cat {q(staged)} >> {q(path)}; rc=$?; rm -f {q(staged)}; exit $rc", timeout=META_TIMEOUT_S)
    if res.exit_code != 0:
        return ToolResult.fail(f"cannot append to {args['file_name']}: {res.output.strip()}")
    return ToolResult(text=f"File {args['file_name']} appended successfully.")


def copy_file(env: ToolEnv, args: dict) -> ToolResult:
    src, dst = env.abspath(args["source"]), env.abspath(args["destination"])
    res = env.exec(f"cp -r -- {q(src)} {q(dst)}", timeout=META_TIMEOUT_S)
    if res.exit_code != 0:
        return ToolResult.fail(f"cannot copy {args['source']} to {args['destination']}: {res.output.strip()}")
    return ToolResult(text=f"File {args['source']} copied to {args['destination']}")


def inspect_script_lines(env: ToolEnv, args: dict) -> ToolResult:
    start, end = args["start_line_number"], args["end_line_number"]
    if start < 1 or end < start:
        return ToolResult.fail("start_line_number counts from 1 and end_line_number must not be before it")
    if end - start > INSPECT_MAX_LINES:  # as the original counts
        return ToolResult.fail(f"the number of lines to display is limited to {INSPECT_MAX_LINES}")
    try:
        text = _read_text(env, args["script_name"])
    except _Unreadable as e:
        return ToolResult.fail(str(e))
    lines = text.splitlines()
    shown = "".join(f"{i}: {lines[i - 1]}\n" for i in range(start, min(end, len(lines)) + 1))
    return ToolResult(text=f"Here are the lines (the file ends at line {len(lines)}):\n\n{shown}")


def execute_script(env: ToolEnv, args: dict) -> ToolResult:
    name = args["script_name"]
    path = env.abspath(name)
    check = env.exec(f"test -f {q(path)}", timeout=META_TIMEOUT_S)
    if check.exit_code != 0:
        return ToolResult.fail(f"the script {name} does not exist")
    if name.endswith(".py"):
        command = f"if command -v python >/dev/null; then python -u {q(path)}; else python3 -u {q(path)}; fi"
    elif name.endswith(".sh"):
        command = f"bash {q(path)}"
    else:
        command = f"chmod +x {q(path)} && {q(path)}"
    timeout, clipped = command_timeout(env, EXECUTE_SCRIPT_TIMEOUT_S)
    res, side_file = env.run_spooled(command, timeout=timeout, tool="execute")
    total = res.stdout_bytes + res.stderr_bytes
    if res.timed_out:
        status = f"[the script timed out after {timeout} s{' (the time left)' if clipped else ''} and was killed]"
    else:
        status = f"[exit code {res.exit_code}]"
    return ToolResult(
        text="The script has been executed. Here is the output:\n" + res.output,
        status=status,
        total_bytes=total,
        full=res.output,
        output_file=side_file,
        meta={
            "exit_code": res.exit_code,
            "timed_out": res.timed_out,
            "command_s": round(res.duration_s, 3),
            "output_bytes": total,
        },
    )


def final_answer(env: ToolEnv, args: dict) -> ToolResult:
    return ToolResult(text="Final answer submitted; your work ends here.", submitted=args["final_answer"])


def understand_file(env: ToolEnv, args: dict) -> ToolResult:
    if env.helper is None:
        return ToolResult.fail("Understand File is not available")
    try:
        text = _read_text(env, args["file_name"], UNDERSTAND_MAX_CHARS * 4)
    except _Unreadable as e:
        return ToolResult.fail(str(e))
    lines = text[:UNDERSTAND_MAX_CHARS].splitlines()
    chunks, current, first = [], [], 1
    for i, line in enumerate(lines, 1):
        current.append(line)
        if sum(len(x) + 1 for x in current) >= UNDERSTAND_CHUNK_CHARS:
            chunks.append((first, i, current))
            current, first = [], i + 1
    if current or not chunks:
        chunks.append((first, len(lines), current))
    look_for = args["things_to_look_for"]
    parts = []
    for a, b, chunk in chunks:
        body = "\n".join(chunk)
        prompt = (
            f"Below is {'the file' if len(chunks) == 1 else f'lines {a}-{b} of the file'} "
            f"{args['file_name']} ({len(lines)} lines in all).\n\n```\n{body}\n```\n\n"
            f"Look for: {look_for}\n\nDescribe what you find, citing line numbers. Say plainly what this "
            "part does not contain. Be concise and factual; do not guess."
        )
        parts.append(env.helper("understand_file", prompt))
    if len(parts) == 1:
        answer = parts[0]
    else:
        joined = "\n\n".join(f"Segment {i + 1}:\n{p}" for i, p in enumerate(parts))
        answer = env.helper(
            "understand_file",
            (
                f"These are descriptions of consecutive segments of the file {args['file_name']}, "
                f"written while looking for: {look_for}\n\n{joined}\n\nCombine them into one description of the "
                "whole file for that question, keeping line numbers."
            ),
        )
    note = (
        ""
        if len(text) <= UNDERSTAND_MAX_CHARS
        else f"\n(Only the first {UNDERSTAND_MAX_CHARS:,} characters were read.)"
    )
    return ToolResult(text=answer + note)


_FENCE = re.compile(r"```[^\n`]*\n(.*?)```", re.DOTALL)


def edit_script(env: ToolEnv, args: dict) -> ToolResult:
    if env.helper is None:
        return ToolResult.fail("Edit Script (AI) is not available")
    name, save = args["script_name"], args["save_name"]
    if not save.strip():
        return ToolResult.fail("save_name is empty")
    try:
        text = _read_text(env, name)
    except _Unreadable:
        text = ""  # as in the original: editing a missing script writes a new one
    if len(text) > EDIT_MAX_CHARS:
        return ToolResult.fail(
            f"{name} has {len(text):,} characters, too long for Edit Script (AI); "
            "use Inspect Script Lines and Write File"
        )
    prompt = (
        f"Edit the script {name} as the instruction says, and return the COMPLETE edited script, nothing "
        f"left out, inside one ``` fence.\n\nInstruction: {args['edit_instruction']}\n\n"
        f"The script{' (empty: it does not exist yet)' if not text else ''}:\n```\n{text}\n```"
    )
    reply = env.helper("edit_script", prompt)
    blocks = _FENCE.findall(reply)
    edited = max(blocks, key=len) if blocks else reply.strip() + "\n"
    env.sandbox.put_file(env.abspath(save), edited.encode("utf-8"), mode=0o755 if save.endswith(".sh") else 0o644)
    diff = "".join(difflib.unified_diff(text.splitlines(True), edited.splitlines(True), fromfile=name, tofile=save))
    return ToolResult(
        text=f"The edited file is saved to {save}. Here is the diff, please check if the edit is "
        f"correct and desirable:\n\n{diff or '(no change)'}",
        cut_hint="use Inspect Script Lines on the saved file",
    )


def _tool(name: str, description: str, params: dict, run, ends_run: bool = False) -> Tool:
    return Tool(name=name, description=description, params=params, run=run, ends_run=ends_run)


TOOLS: list[Tool] = [
    _tool(
        "List_Files",
        "List Files: list the files in a directory (relative to the working directory).",
        {"dir_path": Param("string", 'a valid relative path to a directory, such as "." or "folder1/folder2"')},
        list_files,
    ),
    _tool(
        "Read_File",
        "Read File: read the whole content of a file.",
        {"file_name": Param("string", "a valid file name with relative path to the working directory")},
        read_file,
    ),
    _tool(
        "Write_File",
        "Write File: write a file (created or overwritten).",
        {
            "file_name": Param("string", "a valid file name with relative path to the working directory"),
            "content": Param("string", "the content to be written to the file"),
        },
        write_file,
    ),
    _tool(
        "Append_File",
        "Append File: append text to the end of a file.",
        {
            "file_name": Param("string", "a valid file name with relative path to the working directory"),
            "content": Param("string", "the content to be appended to the file"),
        },
        append_file,
    ),
    _tool(
        "Copy_File",
        "Copy File: copy a file to a new location.",
        {
            "source": Param("string", "a valid file name with relative path to the working directory"),
            "destination": Param("string", "a valid file name with relative path to the working directory"),
        },
        copy_file,
    ),
    _tool(
        "Inspect_Script_Lines",
        f"Inspect Script Lines: show lines of a script (at most {INSPECT_MAX_LINES}).",
        {
            "script_name": Param("string", "a valid python script name with relative path to the working directory"),
            "start_line_number": Param("integer", "a valid line number"),
            "end_line_number": Param("integer", "a valid line number"),
        },
        inspect_script_lines,
    ),
    _tool(
        "Execute_Script",
        "Execute Script: run a script (.py with python, .sh with bash, others directly) in the "
        "working directory and return its output. The script must already exist.",
        {"script_name": Param("string", "a valid script name with relative path to the working directory")},
        execute_script,
    ),
    _tool(
        "Understand_File",
        "Understand File: read a whole file and answer what to look for in it (an AI reads "
        "it for you). Use it instead of Read File for long files.",
        {
            "file_name": Param("string", "a valid file name with relative path to the working directory"),
            "things_to_look_for": Param("string", "a detailed description of what to look for and what to return"),
        },
        understand_file,
    ),
    _tool(
        "Edit_Script_AI",
        "Edit Script (AI): an AI edits a script following your instruction and saves the "
        "result to save_name; returns the diff. Check the diff.",
        {
            "script_name": Param(
                "string",
                "a valid script name with relative path to the working directory; "
                "an empty or missing script is created",
            ),
            "edit_instruction": Param("string", "a detailed step by step description of the edit"),
            "save_name": Param("string", "file name to save the edited script to"),
        },
        edit_script,
    ),
    _tool(
        "Final_Answer",
        "Final Answer: finish the task. Your work ends with this action.",
        {"final_answer": Param("string", "a detailed description of what you did and the results")},
        final_answer,
        ends_run=True,
    ),
]

_BY_KEY = {re.sub(r"[^a-z]", "", t.name.lower()): t.name for t in TOOLS}


def system_prompt(
    task: TaskView, *, max_steps: int | None, max_cost: float | None, max_tokens_total: int | None
) -> str:
    actions = "\n".join(f"- {t.description}  Arguments: {', '.join(t.params)}" for t in TOOLS)
    return f"""You are a research agent working alone in a Linux container (Debian, as root). Your job: {
        "improve the task's ML pipeline as the instructions say"
        if task.kind == "improve"
        else "make the paper's designated experiment run and reproduce the paper's results"
    }.
The research artifact is in {task.workdir}, your working directory (with its README and paper.md).
Resources: {resources(task)}

You act only through these actions:
{actions}

Answer every time in this format, with these section headers:
Reflection: what the last observation means; if something went wrong, why, and how to fix it.
Research Plan and Status: your high-level plan, the status of each step, and the results confirmed so far.
  Keep it from response to response and update it.
Fact Check: every statement in Research Plan and Status, marked as directly confirmed by an observation or as a guess.
Thought: what you do now, and why.
Action: call one action as a tool call. (Without tool calls, end with two lines instead:
  `Action: <action name>` and `Action Input: <a JSON object of its arguments>`.)

{done_section(task)}

{limits_section(task, max_steps=max_steps, max_cost=max_cost, max_tokens_total=max_tokens_total)}"""


def task_message(task: TaskView) -> str:
    return f"""Task id: {task.id}
Kind: {task.kind}; domain: {task.domain}; languages: {", ".join(task.languages)}

Research problem:
{task.prompt}"""


_ACTION = re.compile(r"^\s*Action\s*:\s*(?P<name>.+?)\s*$", re.MULTILINE)
_INPUT = re.compile(r"^\s*Action Input\s*:\s*(?P<input>.*)\Z", re.MULTILINE | re.DOTALL)


def text_calls(content: str) -> list[Call]:
    """`Action: NAME` + `Action Input: {json}` written as text -> one call (empty when absent)."""
    if not content:
        return []
    actions = list(_ACTION.finditer(content))
    if not actions:
        return []
    last = actions[-1]
    name = last.group("name").strip().strip("`*")
    tool = _BY_KEY.get(re.sub(r"[^a-z]", "", name.lower()), name)
    m = _INPUT.search(content, last.end())
    raw = m.group("input").strip() if m else ""
    raw = re.sub(r"^```(?:json)?\s*|\s*```$", "", raw).strip()
    if raw.startswith("{"):  # the first complete JSON object
        try:
            value, _ = json.JSONDecoder().raw_decode(raw)
            raw = json.dumps(value)
        except ValueError:
            pass
    return [Call(id="text", name=tool, arguments=raw, native=False)]


def format_reminder(content: str | None) -> str | None:
    missing = [s for s in SECTIONS if not re.search(rf"^\W*{re.escape(s)}\W*:", content or "", re.MULTILINE)]
    if not missing:
        return None
    return (
        f"(Format: your answer lacked {', '.join(missing)}. Answer with Reflection, Research Plan and Status, "
        "Fact Check, Thought, then the Action.)"
    )


PROFILE = Profile(
    name="mlagentbench",
    tools=tuple(TOOLS),
    system_prompt=system_prompt,
    task_message=task_message,
    finish_tool="Final_Answer",
    text_calls=text_calls,
    format_reminder=format_reminder,
    uses_helper=True,
)
