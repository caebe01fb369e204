"""A task's artifact size as TASKS.md rule 9 counts it: lines and files of the text an agent has to
read, without data and data generators.

Counted: every text file under artifact/ (UTF-8 without NUL bytes), a notebook by the lines of its
cells' sources. Not counted: binary files; the artifact's top-level `data/` folder (a `data`
package deeper down, such as `mypkg/data/loaders.py`, is code and counts); data formats by their
extension (CSV, NumPy, Parquet, JSON Lines, ...); files over 1 MB; and the globs the task lists
in `size_exclude` (its generators and data kept elsewhere).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

DATA_DIR = "data"  # artifact/data/: the data and its generators, by the suite's convention
DATA_SUFFIXES = {
    ".csv", ".tsv", ".jsonl", ".ndjson", ".npz", ".npy", ".parquet", ".feather", ".pkl", ".pickle",
    ".arff", ".libsvm", ".svmlight", ".h5", ".hdf5", ".bin", ".dat", ".gz", ".xz", ".bz2", ".zip",
}  # fmt: skip
MAX_BYTES = 1 << 20


@dataclass(frozen=True)
class Size:
    lines: int
    files: int


def _notebook_lines(text: str) -> int | None:
    try:
        cells = json.loads(text).get("cells", [])
    except (ValueError, AttributeError):
        return None
    total = 0
    for cell in cells:
        source = cell.get("source", "") if isinstance(cell, dict) else ""
        total += len("".join(source).splitlines()) if isinstance(source, list) else len(str(source).splitlines())
    return total


def counted(rel: str, exclude: list[str] | tuple[str, ...] = ()) -> bool:
    """Whether the artifact file at `rel` (POSIX, relative to artifact/) counts toward the size,
    by its path alone."""
    parts = rel.split("/")
    if len(parts) > 1 and parts[0] == DATA_DIR:
        return False
    if Path(parts[-1]).suffix.lower() in DATA_SUFFIXES:
        return False
    return not any(fnmatch(rel, pattern) or rel.startswith(pattern.rstrip("/") + "/") for pattern in exclude)


def artifact_size(artifact_dir: Path, exclude: list[str] | tuple[str, ...] = ()) -> Size:
    lines = files = 0
    for path in sorted(artifact_dir.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        rel = path.relative_to(artifact_dir).as_posix()
        if not counted(rel, exclude) or path.stat().st_size > MAX_BYTES:
            continue
        raw = path.read_bytes()
        if b"\0" in raw:
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        n = _notebook_lines(text) if path.suffix == ".ipynb" else None
        lines += n if n is not None else len(text.splitlines())
        files += 1
    return Size(lines, files)
