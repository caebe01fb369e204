"""The channel between `deploybench attempt` and an attempt waiting for its external agent.

Local and simple: the waiting attempt (in the pytest process, or an xdist worker) listens on a Unix
socket; each `deploybench attempt` call connects, sends one JSON request line and reads one JSON
reply line. Where things are:

- the attempt's **entry**, a small JSON file, written twice: `external.json` in the attempt's record
  folder (found from the run folder) and `<name>.json` in the per-user attempts folder (found by
  name, or alone): `/tmp/deploybench-<uid>/attempts`, or `$DEPLOYBENCH_ATTEMPTS_DIR`. The folder is
  private (mode 0700, owned by the user); the socket in it is 0600 and the attempt also checks the
  caller's uid, so no other user of the host can drive an attempt.
- the entry says `state`: `waiting` while commands are taken, `ended` (with `end_reason`) after.
  An entry whose process is gone (killed) reads as `gone`.

Only the standard library here: the command line imports it, and it must start fast.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import stat
import struct
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ... import constants as C

VERSION = 1
RECENT_S = 600  # without --attempt and with none waiting, an attempt that ended this recently is meant
SOCKET_PATH_MAX = 100  # sun_path holds 108 bytes; longer folders get a short socket name


class AttemptError(Exception):
    """What `deploybench attempt` tells the user in one line (exit status EXTERNAL_EXIT_ERROR)."""


# -- where ------------------------------------------------------------------------------------------
def _base_dir() -> Path:
    return Path("/tmp") / f"deploybench-{os.getuid()}"


def attempts_dir() -> Path:
    """The per-user folder listing attempts that wait (or waited) for an external agent."""
    given = os.environ.get(C.EXTERNAL_ATTEMPTS_DIR_ENV)
    return Path(given) if given else _base_dir() / "attempts"


def private_dir(path: Path) -> Path:
    """`path` created (mode 0700) or checked: a real folder, this user's, no one else's to read."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    st = os.lstat(path)
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
        raise AttemptError(f"{path} is not a folder of this user; remove it, or set {C.EXTERNAL_ATTEMPTS_DIR_ENV}")
    if st.st_mode & 0o077:
        os.chmod(path, 0o700)
    return path


def socket_path(folder: Path, name: str) -> Path:
    path = folder / f"{name}.sock"
    if len(os.fsencode(path)) <= SOCKET_PATH_MAX:
        return path
    digest = hashlib.sha256(os.fsencode(path)).hexdigest()[:16]
    return private_dir(_base_dir() / "s") / f"{digest}.sock"


# -- entries ------------------------------------------------------------------------------------------
def write_entry(entry: dict[str, Any]) -> None:
    """The entry into the attempt's record folder and the attempts folder, each atomically."""
    text = json.dumps(entry, indent=2) + "\n"
    for path in (Path(entry["record_dir"]) / C.EXTERNAL_READY_FILE, attempts_dir() / f"{entry['name']}.json"):
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)


def read_entry(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("name") and data.get("socket") else None


def alive(pid: Any) -> bool:
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def state(entry: dict[str, Any]) -> str:
    """waiting | ended | gone (its process ended without saying so: killed)."""
    if entry.get("state") == "ended":
        return "ended"
    return "waiting" if alive(entry.get("pid")) else "gone"


def time_left(entry: dict[str, Any]) -> float:
    return max(0.0, float(entry.get("deadline_unix") or 0) - time.time())


def all_entries() -> list[dict[str, Any]]:
    """Every entry of the attempts folder, oldest first; ended and gone ones older than
    EXTERNAL_ENDED_KEEP_S are removed on the way."""
    folder = attempts_dir()
    out = []
    now = time.time()
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        entry = read_entry(path)
        if entry is None:
            continue
        if state(entry) != "waiting" and now - float(entry.get("ended_unix") or entry.get("created_unix") or 0) > (
            C.EXTERNAL_ENDED_KEEP_S
        ):
            path.unlink(missing_ok=True)
            continue
        out.append(entry)
    out.sort(key=lambda e: float(e.get("created_unix") or 0))
    return out


def _in_folder(folder: Path) -> list[dict[str, Any]]:
    """Entries under a record folder: an attempt's, a task's (attempt-*) or a run's (*/attempt-*)."""
    own = read_entry(folder / C.EXTERNAL_READY_FILE)
    if own is not None:
        return [own]
    found = []
    for pattern in (f"attempt-*/{C.EXTERNAL_READY_FILE}", f"*/attempt-*/{C.EXTERNAL_READY_FILE}"):
        for path in sorted(folder.glob(pattern)):
            entry = read_entry(path)
            if entry is not None:
                found.append(entry)
    return found


def _names(entries: list[dict[str, Any]]) -> str:
    return ", ".join(e["name"] for e in entries)


def _pick(entries: list[dict[str, Any]], what: str) -> dict[str, Any]:
    """The one entry meant: the only waiting one, else the only one; an error naming the choice."""
    waiting = [e for e in entries if state(e) == "waiting"]
    if len(waiting) == 1:
        return waiting[0]
    if len(waiting) > 1:
        raise AttemptError(
            f"{len(waiting)} attempts are waiting{what}: {_names(waiting)}; choose one with --attempt NAME"
        )
    if len(entries) == 1:
        return entries[0]
    if entries:
        raise AttemptError(
            f"no attempt is waiting{what}; {len(entries)} have ended: {_names(entries)}; choose one with --attempt NAME"
        )
    raise AttemptError(
        f"no attempt is waiting{what} (start one with `pytest --agent=external ... &`; "
        "`deploybench attempt list --all` shows the ended ones)"
    )


def _current(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a command without --attempt may mean: the waiting attempts; when none waits, those
    of pytest sessions still running (verifying, or done); else those ended in the last
    RECENT_S. So `submit` then `wait` needs no name, and a second attempt is never guessed."""
    waiting = [e for e in entries if state(e) == "waiting"]
    if waiting:
        return waiting
    live = [e for e in entries if alive(e.get("pid"))]
    if live:
        return live
    return [e for e in entries if time.time() - float(e.get("ended_unix") or 0) < RECENT_S]


def find(spec: str | None) -> dict[str, Any]:
    """The attempt meant by `--attempt`: a name (or the start of one, or a task id), a record
    folder (the attempt's, its task's or its run's), or nothing when exactly one attempt waits."""
    if not spec:
        return _pick(_current(all_entries()), "")
    folder = Path(spec).expanduser()
    if folder.is_dir() and ("/" in spec or not (attempts_dir() / f"{spec}.json").exists()):
        entries = _in_folder(folder)
        if not entries:
            raise AttemptError(f"{spec}: no attempt of an external agent in this folder")
        return _pick(entries, f" in {spec}")
    exact = read_entry(attempts_dir() / f"{spec}.json")
    if exact is not None:
        return exact
    entries = all_entries()
    matches = [e for e in entries if e["name"].startswith(spec) or e.get("task_id") == spec]
    if not matches:
        waiting = [e for e in entries if state(e) == "waiting"]
        known = f"; waiting: {_names(waiting)}" if waiting else "; none is waiting"
        raise AttemptError(f"no attempt named {spec!r}{known}")
    return _pick(matches, f" matching {spec!r}")


def ready_line(entry: dict[str, Any]) -> str:
    """The line pytest's output shows when the attempt is ready (`grep ' ready ('` finds it)."""
    name = entry["name"]
    return (
        f"deploybench: attempt {name} ready ({entry.get('task_id')}, {_duration(time_left(entry))} to work): "
        f"deploybench attempt exec --attempt {name} -- CMD"
    )


def _duration(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    if seconds < 120:
        return f"{seconds} s"
    minutes = seconds // 60
    return f"{minutes} min" if minutes < 120 else f"{minutes // 60} h {minutes % 60:02d} min"


def ended_text(entry: dict[str, Any]) -> str:
    """One line for a command sent to an attempt that has ended (or whose process is gone)."""
    name = entry["name"]
    result = Path(entry["record_dir"]) / C.RESULT_FILE
    verdict = _verdict_words(result)
    if state(entry) == "gone":
        return (
            f"attempt {name} is gone: its pytest process (pid {entry.get('pid')}) ended without closing it"
            f"{'; ' + verdict if verdict else ''}"
        )
    how = entry.get("end_reason") or "ended"
    if verdict:
        return f"attempt {name} has ended: {how}; {verdict}: see {result}"
    return (
        f"attempt {name} has ended: {how}; verification is running: "
        f"`deploybench attempt wait --attempt {name}` prints the verdict ({result})"
    )


def _verdict_words(result: Path) -> str:
    try:
        rec = json.loads(result.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    mode = rec.get("failure_mode")
    return f"verdict {rec.get('outcome')}" + (f" ({mode})" if mode and mode != "none" else "")


# -- the client side ------------------------------------------------------------------------------------
def request(entry: dict[str, Any], payload: dict[str, Any]) -> dict[str, Any]:
    """Send one request to the attempt and return its reply; AttemptError when it cannot answer
    (it has ended, its process is gone) or says no."""
    if state(entry) != "waiting":
        raise AttemptError(ended_text(entry))
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        for _ in range(20):  # an attempt that is closing says so in its entry within moments
            try:
                sock.connect(entry["socket"])
                break
            except (FileNotFoundError, ConnectionRefusedError):
                fresh = read_entry(Path(entry["record_dir"]) / C.EXTERNAL_READY_FILE) or entry
                if fresh.get("name") != entry["name"]:  # the folder was reused (--resume)
                    raise AttemptError(ended_text({**entry, "state": "ended"})) from None
                if state(fresh) != "waiting":
                    raise AttemptError(ended_text(fresh)) from None
                time.sleep(0.1)
        else:
            raise AttemptError(f"attempt {entry['name']}: its socket {entry['socket']} does not answer")
        sock.sendall(json.dumps({"v": VERSION, **payload}).encode() + b"\n")
        sock.shutdown(socket.SHUT_WR)
        data = _read_all(sock, limit=64 * 1024 * 1024)
    finally:
        sock.close()
    if not data:  # the attempt closed the connection: it ended while the request was on its way
        fresh = read_entry(Path(entry["record_dir"]) / C.EXTERNAL_READY_FILE) or entry
        raise AttemptError(ended_text(fresh))
    try:
        reply = json.loads(data)
    except ValueError:
        raise AttemptError(f"attempt {entry['name']}: an unreadable reply ({data[:80]!r})") from None
    if not reply.get("ok"):
        raise AttemptError(str(reply.get("error") or f"attempt {entry['name']} refused the request"))
    return reply


def _read_all(sock: socket.socket, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise AttemptError(f"a reply of more than {limit} bytes")


# -- the attempt's side ---------------------------------------------------------------------------------
class Server:
    """Listens on `path`; each connection is one request, answered by `handle(request) -> reply`
    in a thread of its own (a slow exec does not hold up `time`)."""

    def __init__(self, path: Path, handle: Callable[[dict[str, Any]], dict[str, Any]]):
        self.path = path
        self.handle = handle
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        path.unlink(missing_ok=True)
        old = os.umask(0o177)
        try:
            self._sock.bind(str(path))
        finally:
            os.umask(old)
        self._sock.listen(16)
        self._sock.settimeout(0.25)
        self._thread = threading.Thread(target=self._serve, name=f"deploybench-external-{path.stem}", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._answer, args=(conn,), daemon=True).start()

    def _answer(self, conn: socket.socket) -> None:
        try:
            conn.settimeout(60)
            uid = struct.unpack("3i", conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))[1]
            if uid not in (os.getuid(), 0):
                return
            data = b""
            while len(data) <= C.EXTERNAL_REQUEST_MAX_BYTES:
                chunk = conn.recv(65536)
                if not chunk:
                    break
                data += chunk
                if data.endswith(b"\n"):
                    break
            if len(data) > C.EXTERNAL_REQUEST_MAX_BYTES:
                reply: dict[str, Any] = {
                    "ok": False,
                    "error": f"a request of more than {C.EXTERNAL_REQUEST_MAX_BYTES} bytes; put long scripts in "
                    "a file in the sandbox first",
                }
            else:
                try:
                    req = json.loads(data)
                    if not isinstance(req, dict):
                        raise ValueError("not an object")
                except ValueError as e:
                    reply = {"ok": False, "error": f"an unreadable request ({e})"}
                else:
                    conn.settimeout(None)  # an exec waits its turn and runs: no limit here
                    reply = self.handle(req)
            conn.sendall(json.dumps(reply, ensure_ascii=False).encode() + b"\n")
        except OSError:
            pass  # the caller went away (Ctrl-C of the command line): its command was still recorded
        finally:
            conn.close()

    def close(self) -> None:
        self._stop.set()
        try:
            self._sock.close()
        finally:
            self.path.unlink(missing_ok=True)
        self._thread.join(timeout=2)
