"""Tar streams for copying into and out of sandboxes: one stream per copy, safe extraction.

Archives hold no entries for parent directories: the engine creates missing parents itself, and an
entry for an existing parent (say /tmp) would reset its permissions.
"""

from __future__ import annotations

import io
import os
import tarfile
from pathlib import Path, PurePosixPath


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


def safe_extract(fileobj, dest: Path) -> list[str]:
    """Extract a tar stream into dest, skipping members that would land or link outside it.

    Returns the names skipped, so the caller can record them.
    """
    skipped: list[str] = []

    def only_safe(member: tarfile.TarInfo, path: str):
        try:
            return tarfile.data_filter(member, path)
        except tarfile.FilterError:
            skipped.append(member.name)
            return None

    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=fileobj, mode="r|") as tar:
        tar.extractall(dest, filter=only_safe)
    return skipped


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
