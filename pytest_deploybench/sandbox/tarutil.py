"""Tar streams for copying into and out of sandboxes: one stream per copy, safe extraction.

Archives hold no entries for parent directories: the engine creates missing parents itself, and an
entry for an existing parent (say /tmp) would reset its permissions.
"""

from __future__ import annotations

import io
import os
import stat
import tarfile
import time
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from .. import constants as C


def tar_tree(src: Path, arcname: str, *, mode: int | None = None) -> bytes:
    """A tar of `src` (file or directory) stored under `arcname` (relative to /)."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        _add_tree(tar, src, arcname, mode=mode)
    return buf.getvalue()


def tar_bundle(files: list[tuple[str, bytes, int]], trees: list[tuple[Path, str]]) -> bytes:
    """One tar of small files (arcname, content, mode) and whole trees (source, arcname): every
    copy into a sandbox costs the engine a fixed ~45 ms, whatever its size."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        _add_files(tar, files)
        for src, arcname in trees:
            _add_tree(tar, Path(src), arcname)
    return buf.getvalue()


def _add_tree(tar: tarfile.TarFile, src: Path, arcname: str, *, mode: int | None = None) -> None:
    inner = PurePosixPath(arcname)

    def reset(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        if mode is not None and info.isdir() and info.name == str(inner):
            info.mode = mode
        return info

    tar.add(str(src), arcname=str(inner), filter=reset)


def tar_paths(root: Path, rels: list[str], prefix: str) -> bytes:
    """A tar of several paths under `root`, each stored as prefix/rel."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for rel in rels:
            inner = PurePosixPath(prefix) / rel.rstrip("/")
            tar.add(str(root / rel.rstrip("/")), arcname=str(inner))
    return buf.getvalue()


def tar_bytes(arcname: str, data: bytes, mode: int = 0o644) -> bytes:
    return tar_bundle([(arcname, data, mode)], [])


def _add_files(tar: tarfile.TarFile, files: list[tuple[str, bytes, int]]) -> None:
    for arcname, data, mode in files:
        info = tarfile.TarInfo(str(PurePosixPath(arcname)))
        info.size = len(data)
        info.mode = mode
        tar.addfile(info, io.BytesIO(data))


@dataclass
class CopyReport:
    """What a copy out of a sandbox brought to the host (Sandbox.get_path)."""

    files: int = 0
    bytes: int = 0
    refused: list[str] = field(default_factory=list)  # "name: why", one per member not extracted
    cut: str | None = None  # why the copy stopped before the end (a cap), None when complete

    def to_dict(self) -> dict:
        return {"files": self.files, "bytes": self.bytes, "refused": self.refused, "cut": self.cut}


class _Cut(Exception):
    pass


_CHUNK = 1 << 20


def extract_regular(
    fileobj,
    dest: Path,
    *,
    max_bytes: int = C.OUTPUT_COPY_MAX_BYTES,
    max_members: int = C.OUTPUT_COPY_MAX_MEMBERS,
    deadline: float | None = None,
) -> CopyReport:
    """Extract a tar stream from a sandbox into the fresh folder `dest`: regular files and folders
    only, written by this function itself (never by tarfile's extraction, whose filters changed
    between patch releases and once let a hard link to a symlink through). Every other member (a
    symbolic or hard link, a FIFO, a device) is refused and named in the report, as is a path that
    leaves `dest`. Files get mode 0644, folders 0755: nothing setuid, nothing unreadable.

    Caps (the host as a target): at most `max_bytes` of file content and `max_members` members,
    until `deadline` (time.monotonic()); past one, the copy stops and `cut` says which. Afterwards
    the tree is walked with lstat and anything but a regular file or a folder is removed.
    """
    report = CopyReport()
    dest.mkdir(parents=True, exist_ok=True)
    root = dest.resolve()
    members = 0
    try:
        with tarfile.open(fileobj=fileobj, mode="r|") as tar:
            for member in tar:
                members += 1
                if members > max_members:
                    raise _Cut(f"more than {max_members} files and folders")
                if deadline is not None and time.monotonic() > deadline:
                    raise _Cut("the copy took too long")
                rel = _member_path(member.name)
                if rel is None:
                    report.refused.append(f"{member.name}: a path outside the copy")
                    continue
                if not (member.isdir() or member.isreg()):
                    report.refused.append(f"{member.name}: {_kind(member)}, not a regular file or folder")
                    continue
                target = root.joinpath(*rel.parts) if rel.parts else root
                why = _make_parents(root, rel.parent)
                if why is not None:
                    report.refused.append(f"{member.name}: {why}")
                    continue
                if member.isdir():
                    if rel.parts:
                        why = _make_dir(target)
                        if why is not None:
                            report.refused.append(f"{member.name}: {why}")
                    continue
                if report.bytes + member.size > max_bytes:
                    raise _Cut(f"the outputs are over {max_bytes} bytes ({member.name} is {member.size} bytes)")
                src = tar.extractfile(member)
                try:
                    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
                except OSError as e:
                    report.refused.append(f"{member.name}: cannot be written here ({e.strerror})")
                    continue
                try:
                    with os.fdopen(fd, "wb") as out:
                        while src is not None:
                            chunk = src.read(_CHUNK)
                            if not chunk:
                                break
                            out.write(chunk)
                            report.bytes += len(chunk)
                            if deadline is not None and time.monotonic() > deadline:
                                raise _Cut("the copy took too long")
                    os.chmod(target, 0o644)
                except OSError as e:  # the host's disk full, say: the copy ends here
                    raise _Cut(f"writing {member.name} on the host failed ({e.strerror})") from None
                report.files += 1
    except _Cut as e:
        report.cut = str(e)
    except (tarfile.TarError, EOFError) as e:  # a stream cut short by the engine
        report.cut = f"the archive is unreadable ({type(e).__name__}: {e})"
    report.refused += _remove_specials(root)
    return report


def _member_path(name: str) -> PurePosixPath | None:
    """The member's path relative to the copy's root, or None when it would leave it."""
    p = PurePosixPath(name)
    if p.is_absolute() or ".." in p.parts:
        return None
    return PurePosixPath(*[part for part in p.parts if part not in ("", ".")])


def _kind(member: tarfile.TarInfo) -> str:
    if member.issym():
        return f"a symbolic link to {member.linkname!r}"
    if member.islnk():
        return f"a hard link to {member.linkname!r}"
    if member.isfifo():
        return "a FIFO"
    if member.ischr() or member.isblk():
        return "a device"
    return f"a member of type {member.type!r}"


def _make_dir(path: Path) -> str | None:
    try:
        os.mkdir(path, 0o755)
    except FileExistsError:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            return "its path is taken by a file"
    except OSError as e:
        return f"cannot be made here ({e.strerror})"
    return None


def _make_parents(root: Path, rel: PurePosixPath) -> str | None:
    """Make the folders of `rel` under `root`, each checked with lstat to be a real folder."""
    path = root
    for part in rel.parts:
        path = path / part
        why = _make_dir(path)
        if why is not None:
            return f"a parent folder {why[0].lower() + why[1:]}"
    return None


def _remove_specials(root: Path) -> list[str]:
    """Walk the copy with lstat; remove and name anything that is not a regular file or a folder."""
    removed = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for name in dirnames + filenames:
            path = os.path.join(dirpath, name)
            mode = os.lstat(path).st_mode
            if stat.S_ISDIR(mode) or stat.S_ISREG(mode):
                continue
            os.unlink(path)
            if name in dirnames:
                dirnames.remove(name)
            removed.append(f"{os.path.relpath(path, root)}: not a regular file or folder after the copy (removed)")
    return removed


def read_single_file(fileobj, max_bytes: int) -> bytes:
    """The content of the first regular file in a tar stream, at most max_bytes."""
    with tarfile.open(fileobj=fileobj, mode="r|") as tar:
        for member in tar:
            if member.isdir():
                raise IsADirectoryError(member.name)
            if member.isfile():
                f = tar.extractfile(member)
                return f.read(max_bytes) if f else b""
    raise FileNotFoundError("empty archive")


class IterStream(io.RawIOBase):
    """A file object over an iterator of byte chunks (the Docker SDK's archive stream)."""

    def __init__(self, chunks):
        self._it = iter(chunks)
        self._left = b""

    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:
        while not self._left:
            try:
                self._left = next(self._it)
            except StopIteration:
                return 0
        n = min(len(b), len(self._left))
        b[:n] = self._left[:n]
        self._left = self._left[n:]
        return n


def safe_rel(path: str) -> str:
    p = os.path.normpath(path)
    if p.startswith("..") or os.path.isabs(p):
        raise ValueError(path)
    return p
