"""`deploybench attempt`: the commands an external agent acts through (docs/AGENTS.md).

Every command finds its attempt with `--attempt` (a name as the ready line prints it, the start of
one, a task id, or a record folder: the attempt's, its task's or its run's), or `$DEPLOYBENCH_ATTEMPT`,
or alone when exactly one attempt waits. Errors are one line on stderr, starting `deploybench:`,
with exit status 125; `exec` exits with its command's status, 124 when the command timed out.
"""

from __future__ import annotations

import base64
import json
import os
import shlex
import stat
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

import click

from ... import constants as C
from . import channel

WAIT_POLL_S = 0.5


def _fail(message: str) -> NoReturn:
    click.echo(f"deploybench: {message}", err=True)
    sys.exit(C.EXTERNAL_EXIT_ERROR)


def _find(spec: str | None) -> dict[str, Any]:
    try:
        return channel.find(spec)
    except channel.AttemptError as e:
        _fail(str(e))


def _ask(entry: dict[str, Any], payload: dict[str, Any]) -> dict[str, Any]:
    try:
        return channel.request(entry, payload)
    except channel.AttemptError as e:
        _fail(str(e))
    except OSError as e:
        _fail(f"attempt {entry['name']}: the channel broke ({e})")


attempt_option = click.option(
    "-a",
    "--attempt",
    "spec",
    envvar=C.EXTERNAL_ATTEMPT_ENV,
    metavar="NAME|FOLDER",
    help="the attempt: its name (or the start of it, or its task id), or its run's or its own record folder; "
    f"default ${C.EXTERNAL_ATTEMPT_ENV}, or the only waiting attempt",
)
json_option = click.option("--json", "as_json", is_flag=True, help="print JSON (for programs)")


@click.group("attempt")
def attempt() -> None:
    """Act as the agent of an attempt started with `pytest --agent=external`.

    \b
    pytest --agent=external --agent-arg who="..." -k TASK tasks > run.log 2>&1 &
    deploybench attempt ready                 # waits for the attempt; prints its name
    deploybench attempt prompt                # what every agent is told
    deploybench attempt exec -- 'CMD'         # run CMD in the sandbox, as the agents' bash tool does
    deploybench attempt time                  # seconds left
    deploybench attempt submit --summary '...'
    deploybench attempt wait                  # the verdict, once verified

    Commands run one at a time in a fresh `bash -c` shell, as root, in the task's working folder:
    nothing carries over between them (no cd, no export). Every command and its output are
    recorded in the attempt's trajectory.jsonl.
    """


@attempt.command("list")
@click.option("--all", "everything", is_flag=True, help="also attempts that have ended (kept for a week)")
@json_option
def list_(everything: bool, as_json: bool) -> None:
    """The attempts waiting for an external agent, with their time left."""
    rows = []
    for entry in channel.all_entries():
        st = channel.state(entry)
        if st != "waiting" and not everything:
            continue
        rows.append(
            {
                "name": entry["name"],
                "task_id": entry.get("task_id"),
                "state": st if st != "ended" else f"ended: {entry.get('end_reason')}",
                "time_left_s": round(channel.time_left(entry)) if st == "waiting" else None,
                "who": entry.get("who"),
                "record_dir": entry.get("record_dir"),
            }
        )
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("no attempt is waiting" + ("" if everything else " (--all: also the ended ones)"))
        return
    cols = ("name", "task_id", "state", "time_left_s", "record_dir")
    head = {"name": "NAME", "task_id": "TASK", "state": "STATE", "time_left_s": "LEFT_S", "record_dir": "RECORDS"}
    cells = [[str(head[c]) for c in cols]] + [["-" if r[c] is None else str(r[c]) for c in cols] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cols))]
    for row in cells:
        click.echo("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())


@attempt.command("ready")
@click.option("--run", "run", metavar="RUN_ID|RUN_FOLDER", help="only attempts of this run")
@click.option("--task", "task_id", metavar="TASK_ID", help="only attempts of this task")
@click.option("--count", default=1, show_default=True, help="wait until this many attempts wait")
@click.option("--timeout", default=1800.0, show_default=True, help="seconds to wait (images may be built first)")
@json_option
def ready(run: str | None, task_id: str | None, count: int, timeout: float, as_json: bool) -> None:
    """Wait until attempts wait for their agent; print their names, one a line.

    Start pytest in the background, then `NAME=$(deploybench attempt ready --run RUN_ID)`.
    """
    run_dir = str(Path(run).resolve()) if run and ("/" in run or Path(run).is_dir()) else None
    deadline = time.monotonic() + timeout
    while True:
        found = [
            e
            for e in channel.all_entries()
            if channel.state(e) == "waiting"
            and (task_id is None or e.get("task_id") == task_id)
            and (run is None or e.get("run_dir") == run_dir or Path(str(e.get("run_dir"))).name == run)
        ]
        if len(found) >= count:
            break
        if time.monotonic() >= deadline:
            _fail(f"{len(found)} of {count} attempts waiting after {timeout:g} s")
        time.sleep(WAIT_POLL_S)
    if as_json:
        click.echo(json.dumps([_public(e) for e in found], indent=2))
        return
    for e in found:
        click.echo(e["name"])


def _public(entry: dict[str, Any]) -> dict[str, Any]:
    keys = ("name", "task_id", "attempt", "run_dir", "record_dir", "who", "time_limit_s")
    return {**{k: entry.get(k) for k in keys}, "time_left_s": round(channel.time_left(entry), 1)}


@attempt.command("prompt")
@attempt_option
@json_option
def prompt(spec: str | None, as_json: bool) -> None:
    """Print the task as every agent is told it: how the work is checked, then the instructions."""
    reply = _ask(_find(spec), {"op": "prompt"})
    if as_json:
        click.echo(json.dumps({k: reply[k] for k in ("name", "prompt", "time_left_s", "time_limit_s")}, indent=2))
    else:
        click.echo(reply["prompt"])


@attempt.command("time")
@attempt_option
@json_option
def time_(spec: str | None, as_json: bool) -> None:
    """Print the seconds left (a whole number); at 0 the attempt ends as agent_timeout."""
    reply = _ask(_find(spec), {"op": "time"})
    if as_json:
        click.echo(json.dumps({k: reply[k] for k in ("name", "time_left_s", "time_limit_s")}))
    else:
        click.echo(int(reply["time_left_s"]))


@attempt.command("exec", context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@attempt_option
@click.option("-c", "command_opt", metavar="CMD", help="the command (else the words after --, else stdin)")
@click.option(
    "--timeout",
    type=click.IntRange(min=1),
    help="seconds before the command is killed (default: the agents' bash tool's, 600)",
)
@json_option
@click.argument("words", nargs=-1, type=click.UNPROCESSED)
def exec_(
    spec: str | None, command_opt: str | None, timeout: int | None, as_json: bool, words: tuple[str, ...]
) -> None:
    """Run a command in the sandbox, as the agents' bash tool does; print its output, exit with its status.

    \b
    deploybench attempt exec -- ls -la
    deploybench attempt exec -- 'cd src && make 2>&1 | tail -20'
    deploybench attempt exec -c 'pip install -r requirements.txt' --timeout 900
    deploybench attempt exec < script.sh

    The words after -- are joined with spaces (as ssh does) and run with `bash -c`, as root, in the
    task's working folder; each command is a fresh shell (no cd or export carries over), without a
    terminal or input: stdin is never passed to the command (to copy a file in, use `attempt put`).
    Output (stdout and stderr together) longer than the bash tool shows is cut in
    the middle; the status line goes to stderr. Exit status: the command's; 124 when it ran past
    --timeout (or the attempt's time) and was killed; 125 when the attempt cannot be reached.
    """
    if command_opt is not None and words:
        raise click.UsageError("give the command once: -c CMD or the words after --")
    command = command_opt if command_opt is not None else " ".join(words)
    if command and _stdin_is_a_file():
        raise click.UsageError(
            "exec does not pass stdin to the command (it would read nothing); copy a file in with "
            "`deploybench attempt put LOCAL PATH`, or give the whole script on stdin without a command"
        )
    if not command:
        if sys.stdin.isatty():
            raise click.UsageError("no command: give -c 'CMD', the words after --, or the command on stdin")
        command = sys.stdin.read()
    if not command.strip():
        raise click.UsageError("the command is empty")
    size = len(command.encode("utf-8", errors="replace"))
    if size > C.EXTERNAL_COMMAND_MAX_BYTES:
        raise click.UsageError(
            f"the command has {size} bytes, more than one command line takes ({C.EXTERNAL_COMMAND_MAX_BYTES}); "
            "copy the script into the sandbox with `deploybench attempt put LOCAL PATH` and run the file"
        )
    entry = _find(spec)
    reply = _ask(entry, {"op": "exec", "command": command, "timeout": timeout})
    code = _exit_status(reply)
    if as_json:
        keys = ("name", "step", "output", "status", "exit_code", "timed_out", "timeout_s", "duration_s", "time_left_s")
        click.echo(json.dumps({"name": entry["name"], **{k: reply.get(k) for k in keys[1:]}}))
        sys.exit(code)
    _print_output(reply.get("output") or "")
    click.echo(reply.get("status") or "", err=True)
    sys.exit(code)


def _stdin_is_a_file() -> bool:
    """True when stdin is a regular file with data (`exec -- CMD < file`, which cannot do what it says)."""
    try:
        st = os.fstat(sys.stdin.fileno())
    except (OSError, ValueError):  # closed, or not a real file (a test runner's stream)
        return False
    return stat.S_ISREG(st.st_mode) and st.st_size > 0


@attempt.command("put")
@attempt_option
@click.argument("local", type=click.Path(exists=True, dir_okay=False, readable=True, path_type=Path))
@click.argument("path")
@json_option
def put(spec: str | None, local: Path, path: str, as_json: bool) -> None:
    """Copy the local file LOCAL into the sandbox as PATH (relative to the task's folder).

    \b
    deploybench attempt put fix.patch /tmp/fix.patch
    deploybench attempt put build.sh scripts/build.sh

    The file goes through `bash -c` as base64, as root, in steps of 96 KiB that are recorded and timed
    like any exec; folders on the way are made, and PATH appears only when the whole file is there.
    Files up to 64 MiB.
    """
    data = local.read_bytes()
    if len(data) > C.EXTERNAL_PUT_MAX_BYTES:
        raise click.UsageError(f"{local} has {len(data)} bytes, more than put copies ({C.EXTERNAL_PUT_MAX_BYTES})")
    encoded = base64.b64encode(data).decode("ascii")
    target = shlex.quote(path)
    part = shlex.quote(path + ".deploybench-put")
    chunks = [encoded[i : i + C.EXTERNAL_PUT_CHUNK_BYTES] for i in range(0, len(encoded), C.EXTERNAL_PUT_CHUNK_BYTES)]
    commands = [f'mkdir -p -- "$(dirname -- {target})" && : > {part}']
    commands += [f"printf '%s' '{chunk}' >> {part}" for chunk in chunks]
    commands.append(f"base64 -d < {part} > {target} && rm -f -- {part}")
    entry = _find(spec)
    reply: dict[str, Any] = {}
    for command in commands:
        reply = _ask(entry, {"op": "exec", "command": command, "timeout": None})
        if _exit_status(reply) != 0:
            break
    code = _exit_status(reply)
    if as_json:
        click.echo(json.dumps({"name": entry["name"], "path": path, "bytes": len(data), "exit_code": code}))
    elif code == 0:
        click.echo(f"wrote {len(data)} bytes to {path} in {len(commands)} steps")
    else:
        _print_output(reply.get("output") or "")
        click.echo(reply.get("status") or "", err=True)
    sys.exit(code)


def _print_output(out: str) -> None:
    """The command's output as UTF-8 whatever this terminal's locale, ending with a line break."""
    data = (out if out.endswith("\n") or not out else out + "\n").encode("utf-8", errors="replace")
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.flush()


def _exit_status(reply: dict[str, Any]) -> int:
    if reply.get("timed_out") or reply.get("exit_code") is None:
        return C.EXTERNAL_EXIT_TIMEOUT
    code = int(reply["exit_code"])
    return code if 0 <= code <= 255 else 1


def _end(spec: str | None, op: str, summary: str, as_json: bool) -> None:
    entry = _find(spec)
    reply = _ask(entry, {"op": op, "summary": summary})
    if as_json:
        click.echo(json.dumps({"name": entry["name"], "end_reason": reply["end_reason"], **_public(entry)}))
    else:
        click.echo(reply["message"])


@attempt.command("submit")
@attempt_option
@click.option("-m", "--summary", default="", help="what you did and what the experiment produced")
@json_option
def submit(spec: str | None, summary: str, as_json: bool) -> None:
    """Stop: the work is done (submitted). Verification follows; `wait` prints its verdict."""
    _end(spec, "submit", summary, as_json)


@attempt.command("give-up")
@attempt_option
@click.option("-m", "--summary", default="", help="why")
@json_option
def give_up(spec: str | None, summary: str, as_json: bool) -> None:
    """Stop without submitting (gave_up). The work is still verified as it stands."""
    _end(spec, "give_up", summary, as_json)


def _status(entry: dict[str, Any]) -> dict[str, Any]:
    """Where the attempt is: waiting (time left), verifying, done (the verdict) or gone."""
    record_dir = Path(entry["record_dir"])
    out: dict[str, Any] = {
        "name": entry["name"],
        "task_id": entry.get("task_id"),
        "record_dir": str(record_dir),
        "result": str(record_dir / C.RESULT_FILE),
    }
    fresh = channel.read_entry(record_dir / C.EXTERNAL_READY_FILE)
    if fresh is not None and fresh.get("name") == entry["name"]:
        entry = fresh
    st = channel.state(entry)
    if st == "waiting":
        try:
            info = channel.request(entry, {"op": "info"})
        except (channel.AttemptError, OSError):
            info = None
        if info is not None and info.get("state") == "waiting":
            return {**out, "state": "waiting", "time_left_s": info["time_left_s"], "steps": info["steps"]}
        entry = channel.read_entry(record_dir / C.EXTERNAL_READY_FILE) or entry
        st = channel.state(entry)
    try:
        rec = json.loads((record_dir / C.RESULT_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        rec = None
    if rec is None:
        return {**out, "state": "gone" if st == "gone" else "verifying", "end_reason": entry.get("end_reason")}
    verify = rec.get("verify") or {}
    return {
        **out,
        "state": "done",
        "outcome": rec.get("outcome"),
        "failure_mode": rec.get("failure_mode"),
        "end_reason": rec.get("end_reason") or entry.get("end_reason"),
        "verifier_status": rec.get("verifier_status"),
        "score": rec.get("score"),
        "steps": rec.get("steps"),
        "agent_s": (rec.get("timings") or {}).get("agent_s"),
        "checks": [
            {"name": c.get("name"), "ok": c.get("ok"), "detail": c.get("detail")} for c in verify.get("checks") or []
        ],
        "error": rec.get("error"),
    }


def _show(status: dict[str, Any]) -> None:
    name, st = status["name"], status["state"]
    if st == "waiting":
        click.echo(f"attempt {name}: waiting, {int(status['time_left_s'])} s left, {status['steps']} commands so far")
    elif st == "verifying":
        click.echo(f"attempt {name}: ended ({status.get('end_reason')}); verification is running")
    elif st == "gone":
        click.echo(f"attempt {name}: gone (its pytest process ended without a result)")
    else:
        mode = status.get("failure_mode")
        head = f"{status['outcome']} ({mode})" if mode and mode != "none" else str(status["outcome"])
        click.echo(f"attempt {name} ({status['task_id']}): {head}")
        agent_s = status.get("agent_s")
        took = f", {agent_s:.0f} s" if isinstance(agent_s, (int, float)) else ""
        click.echo(
            f"  agent: {status.get('end_reason')} after {status.get('steps')} commands{took}; "
            f"verifier: {status.get('verifier_status')}"
            + (f"; score {status['score']:g}" if isinstance(status.get("score"), (int, float)) else "")
        )
        for check in status["checks"]:
            click.echo(f"  {'ok    ' if check['ok'] else 'FAILED'}  {check['name']}: {check['detail']}")
        if status.get("error"):
            click.echo(f"  error: {status['error']}")
    click.echo(f"  records: {status['record_dir']}")


@attempt.command("status")
@attempt_option
@click.option("--wait", "wait_", is_flag=True, help="wait for the verdict")
@click.option("--timeout", default=None, type=float, help="with --wait: give up after this many seconds")
@json_option
def status(spec: str | None, wait_: bool, timeout: float | None, as_json: bool) -> None:
    """Where the attempt is: waiting (time left), verifying, or its verdict (outcome, failure
    mode, the verifier's status and each check)."""
    _status_cmd(spec, wait_, timeout, as_json)


@attempt.command("wait")
@attempt_option
@click.option("--timeout", default=None, type=float, help="give up after this many seconds")
@json_option
def wait(spec: str | None, timeout: float | None, as_json: bool) -> None:
    """Wait for the attempt's verdict and print it (status --wait)."""
    _status_cmd(spec, True, timeout, as_json)


def _status_cmd(spec: str | None, wait_: bool, timeout: float | None, as_json: bool) -> None:
    entry = _find(spec)
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        st = _status(entry)
        if not wait_ or st["state"] in ("done", "gone"):
            break
        if deadline is not None and time.monotonic() >= deadline:
            _fail(f"attempt {entry['name']}: no verdict after {timeout:g} s (state: {st['state']})")
        time.sleep(WAIT_POLL_S)
    if as_json:
        click.echo(json.dumps(st, indent=2))
    else:
        _show(st)
    if wait_ and st["state"] == "gone":
        sys.exit(C.EXTERNAL_EXIT_ERROR)


@attempt.command("shell")
@attempt_option
def shell(spec: str | None) -> None:
    """A line-by-line shell for a person: each line is one recorded `exec`.

    As for every agent, each line runs in a fresh `bash -c` in the working folder (no cd or export
    carries over: chain with &&). A line ending in \\ continues on the next. `:time`, `:prompt`,
    `:submit SUMMARY`, `:give-up` act on the attempt; `:quit` (or Ctrl-D) leaves the shell and the
    attempt waits on.
    """
    try:
        import readline  # noqa: F401  (line editing and history for input())
    except ImportError:
        pass
    entry = _find(spec)
    name = entry["name"]
    click.echo(
        f"attempt {name} ({entry.get('task_id')}): {int(channel.time_left(entry))} s left. Each line is one "
        "command in a fresh `bash -c`; :help lists the rest."
    )
    while True:
        try:
            line = input(f"{name}$ ")
            while line.endswith("\\"):  # continued: the backslash and line break go to bash as typed
                line = line + "\n" + input("> ")
        except EOFError:
            click.echo()
            return
        except KeyboardInterrupt:
            click.echo()
            continue
        text = line.strip()
        if not text:
            continue
        word, _, rest = text.partition(" ")
        try:
            if word in (":quit", ":q", ":exit"):
                return
            if word == ":help":
                click.echo(":time  :prompt  :submit SUMMARY  :give-up [WHY]  :quit")
            elif word == ":time":
                click.echo(int(channel.request(entry, {"op": "time"})["time_left_s"]))
            elif word == ":prompt":
                click.echo(channel.request(entry, {"op": "prompt"})["prompt"])
            elif word in (":submit", ":give-up"):
                op = "submit" if word == ":submit" else "give_up"
                click.echo(channel.request(entry, {"op": op, "summary": rest})["message"])
                return
            else:
                reply = channel.request(entry, {"op": "exec", "command": line})
                out = reply.get("output") or ""
                click.echo(out if not out.endswith("\n") else out[:-1])
                click.echo(reply.get("status") or "", err=True)
        except channel.AttemptError as e:
            click.echo(f"deploybench: {e}", err=True)
            if "has ended" in str(e) or "is gone" in str(e):
                return
        except KeyboardInterrupt:
            click.echo("\n(the command goes on in the sandbox until it ends or times out; it is recorded)", err=True)
