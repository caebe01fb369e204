"""The sandbox interface every runtime implements (Docker today, Kubernetes later).

Deliberately small: start (by the runtime), exec with a timeout and an output cap, put and get
files, network off, stop the agent's processes, close. Tests for it live in
tests/test_sandbox_conformance.py and take the runtime as a parameter.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from .. import constants as C


@dataclass(frozen=True)
class SandboxRequest:
    """What to start: built by the harness from the task spec and the run's options."""

    image: str
    name: str
    labels: Mapping[str, str]
    workdir: str
    network: str = "registries"  # the agent phase's policy: registries | none | open (spec.NetworkPolicy)
    cpus: float = 2.0
    memory: str = "4g"
    pids: int = C.DEFAULT_PIDS_LIMIT
    gpu_ids: tuple[str, ...] = ()
    cpuset: str | None = None
    env: Mapping[str, str] = field(default_factory=dict)
    ca_bundle: Path | None = None
    package_cache: Path | None = None  # --package-cache DIR: the egress point keeps its downloads there
    # --pip-index-url / --npm-registry: the registries a `registries` sandbox reaches, over configuration
    registry_overrides: tuple[tuple[str, str], ...] = ()
    # host directories the sandbox starts with, as (source, sandbox path): a runtime copies them
    # in before start() returns, with its own start files, in as few copies as it can (one for Docker)
    copy_in: tuple[tuple[Path, str], ...] = ()


@dataclass(frozen=True)
class ExecResult:
    """What a command did. `exit_code` is None when it timed out or the host gave up on it."""

    exit_code: int | None
    stdout: str
    stderr: str
    output: str  # stdout and stderr in arrival order (order across the two is not guaranteed), capped
    timed_out: bool
    duration_s: float
    stdout_bytes: int
    stderr_bytes: int
    cut_bytes: int  # bytes dropped from the middle of `output` by the cap

    @property
    def ok(self) -> bool:
        return self.exit_code == 0


class Sandbox(abc.ABC):
    """A started container-like environment. Use as a context manager: close() always removes it."""

    id: str
    request: SandboxRequest

    @abc.abstractmethod
    def exec(
        self,
        command: str,
        *,
        timeout: float,
        workdir: str | None = None,
        env: Mapping[str, str] | None = None,
        output_cap: int = C.EXEC_OUTPUT_CAP,
        sink: BinaryIO | None = None,
    ) -> ExecResult:
        """Run `command` with `bash -c` as root, killed inside the sandbox after `timeout` seconds.

        Each stream is capped at `output_cap` bytes (head and tail kept); `sink`, when given,
        receives every byte of the interleaved output, so full logs never sit in memory.
        """

    @abc.abstractmethod
    def put_dir(self, src: Path, dest: str, *, mode: int | None = None) -> None:
        """Copy the host directory `src` to `dest` in the sandbox (created with parents); `mode`
        sets the permissions of `dest` itself."""

    @abc.abstractmethod
    def put_file(self, dest: str, data: bytes, *, mode: int = 0o644) -> None:
        """Write `data` to the file `dest` in the sandbox (parents created)."""

    @abc.abstractmethod
    def put_tar(self, data: bytes) -> None:
        """Extract the ready tar stream `data` (member paths relative to /) into the sandbox in one
        copy, replacing files already there. SandboxError if the copy fails."""

    @abc.abstractmethod
    def read_file(self, path: str, *, max_bytes: int) -> bytes:
        """Return the file's content (at most max_bytes). FileNotFoundError if missing,
        IsADirectoryError if a directory."""

    @abc.abstractmethod
    def get_path(self, src: str, dest: Path) -> bool:
        """Copy file or directory `src` from the sandbox to the host path `dest`.

        Returns False when `src` does not exist. Links leading outside `dest` are not followed.
        """

    @abc.abstractmethod
    def disconnect_network(self) -> None:
        """Cut the sandbox off every network."""

    @abc.abstractmethod
    def stop_processes(self) -> None:
        """Stop every process started in the sandbox; files stay as they are."""

    @abc.abstractmethod
    def close(self) -> None:
        """Remove the sandbox. Safe to call twice."""

    def egress_stats(self) -> dict | None:
        """What the sandbox asked of its egress point during the agent phase (allowed and refused
        requests, refused host names, bytes, cache hits); None where its policy has no egress point.
        Final once disconnect_network() has run."""
        return None

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
