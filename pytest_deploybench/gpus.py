"""The host's GPUs: detected with nvidia-smi or given with --gpus."""

from __future__ import annotations

import re
import shutil
import subprocess

from .errors import ConfigError


def detect_gpus() -> tuple[str, ...]:
    """GPU indices from `nvidia-smi -L`; none where it is absent or fails."""
    exe = shutil.which("nvidia-smi")
    if exe is None:
        return ()
    try:
        out = subprocess.run([exe, "-L"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    return parse_nvidia_smi_list(out)


def parse_nvidia_smi_list(out: str) -> tuple[str, ...]:
    """The GPU indices in the output of `nvidia-smi -L` ("GPU 0: NVIDIA ... (UUID: ...)")."""
    return tuple(m.group(1) for m in re.finditer(r"^GPU (\d+):", out, re.MULTILINE))


def parse_gpus(value: str) -> tuple[str, ...]:
    value = value.strip().lower()
    if value == "none":
        return ()
    if value == "all":
        return detect_gpus()
    ids = tuple(x.strip() for x in value.split(",") if x.strip())
    if not ids or not all(x.isdigit() for x in ids):
        raise ConfigError(f"--gpus {value!r}: expected all, none, or GPU ids like 0,1,3")
    if len(set(ids)) != len(ids):
        raise ConfigError(f"--gpus {value!r}: an id is repeated")
    return ids
