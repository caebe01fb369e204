"""The runtime contract: what the harness asks of an engine (Docker today; docs/ARCHITECTURE.md
says what Kubernetes would need), and of each sandbox it starts.

`Runtime`: readiness, preparing a task's image, starting a sandbox, telling a lost engine from a
harness bug, removing a run's sandboxes or the orphans of killed runs. `Sandbox`: exec with a
timeout and an output cap, put and get files, network off, stop the agent's processes, close.
Nothing outside a runtime's own package imports its engine's client library; the runner, the
verify pipeline, the plugin and the CLI see only these two classes and the errors in errors.py.
tests/test_sandbox_conformance.py runs against every runtime.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from .. import constants as C
from .tarutil import CopyReport

if TYPE_CHECKING:
    from ..spec import Task


class ByteSink(Protocol):
    """Where exec streams a command's output as it comes (a file opened "wb", a CappedSink)."""

    def write(self, data: bytes, /) -> object: ...


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


@dataclass(frozen=True)
class PreparedImage:
    """A task's image, ready to start sandboxes from."""

    ref: str
    built: bool  # False when every layer came from the engine's cache
    lock_wait_s: float = 0.0  # waited for another worker building the same image


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
        sink: ByteSink | None = None,
    ) -> ExecResult:
        """Run `command` with `bash -c` as root, killed inside the sandbox after `timeout` seconds.

        Each stream is capped at `output_cap` bytes (head and tail kept); `sink`, when given,
        receives every byte of the interleaved output, so full logs never sit in memory.
        """

    @abc.abstractmethod
    def run_tool(self, argv: Sequence[str], *, timeout: float, workdir: str | None = None) -> ExecResult:
        """A harness step after the agent stopped (delete outputs, restore, make the staging folder):
        `argv` runs as an applet of the harness's own static busybox (SANDBOX_BUSYBOX, read-only),
        never through a shell, `timeout` or tool the agent could have replaced. Killed after `timeout`."""

    @abc.abstractmethod
    def processes(self) -> list[str]:
        """The command line of every process running in the sandbox, as the engine sees them (not
        through any program inside it)."""

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
    def get_path(self, src: str, dest: Path) -> CopyReport | None:
        """Copy file or directory `src` from the sandbox to the host path `dest`: regular files and
        folders only (tarutil.extract_regular), within the caps of constants.OUTPUT_COPY_*.

        Returns None when `src` does not exist, else what was copied, refused (every link, FIFO,
        device: named) and whether a cap cut the copy short.
        """

    @abc.abstractmethod
    def disconnect_network(self) -> None:
        """Cut the sandbox off every network."""

    @abc.abstractmethod
    def stop_processes(self) -> None:
        """Stop every process started in the sandbox; files stay as they are. What runs afterwards
        is the harness's own idle process (SANDBOX_IDLE_COMMAND), never a program the agent could
        have replaced."""

    @abc.abstractmethod
    def close(self) -> None:
        """Remove the sandbox. Safe to call twice."""

    def cpu_seconds(self) -> float | None:
        """CPU seconds (user and system) the sandbox's processes have used so far, as the engine
        accounts them (not readable or changeable from inside); None when the runtime cannot say.
        Speed-up tasks time each run by it beside the wall clock (experiment.timing)."""
        return None

    def disk_bytes(self) -> int | None:
        """Bytes the sandbox has written to the host's disk so far (its writable layer, as the engine
        measures it); None when the runtime cannot say. The disk guard (guard.py) asks."""
        return None

    def host_free_bytes(self) -> int | None:
        """Free bytes on the disk the sandbox writes to, when that disk is this host's; else None."""
        return None

    def egress_stats(self) -> dict | None:
        """What the sandbox asked of its egress point during the agent phase (allowed and refused
        requests, refused host names, bytes, cache hits); None where its policy has no egress point.
        Final once disconnect_network() has run."""
        return None

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class Runtime(abc.ABC):
    """An engine that runs sandboxes: made once per process (settings.RunSettings.runtime), used by
    the runner for every attempt and by the plugin and the CLI at the start and end of a run.

    Errors: EngineUnavailable when the engine does not answer (one line naming the engine and the
    fix); ImageBuildError when a task's image cannot be built; SandboxError for a sandbox that
    cannot be started or used; anything else the engine raises is told apart by `engine_lost`.
    """

    name: str  # what records and messages call it, e.g. "docker"
    engine: str = ""  # which engine of that kind (an address), named in result.json and in errors

    @abc.abstractmethod
    def wait_ready(self, timeout: float = C.ENGINE_WAIT_S) -> None:
        """Return once the engine answers; EngineUnavailable after `timeout` seconds."""

    @abc.abstractmethod
    def prepare_image(self, task: Task, *, cuda_image: str = C.DEFAULT_CUDA_IMAGE) -> PreparedImage:
        """The task's image (its base image first), built on this engine or found in its cache;
        concurrent workers build each image once. ImageBuildError names the failed step."""

    @abc.abstractmethod
    def start(self, request: SandboxRequest) -> Sandbox:
        """Start a sandbox as `request` says, `copy_in` already copied; SandboxError if it cannot."""

    @abc.abstractmethod
    def remove_sandboxes(
        self, run_id: str | None = None, *, session: str | None = None, orphans_only: bool = False
    ) -> list[str]:
        """Remove the sandboxes (and their networks, egress points) of `run_id`, or of every run
        when None; with `session`, only that pytest session's of the run; with orphans_only, only
        those whose owner process has ended. Their names."""

    def list_gpus(self) -> tuple[str, ...]:
        """The GPU ids of the engine's host, as its sandboxes would be given them (the controller
        asks each engine of a run; a local engine's host is this one). None found: ()."""
        return ()

    def engine_lost(self, error: BaseException) -> str | None:
        """One line when `error` means the engine went away mid-call (the attempt is an ERROR
        naming the engine, not a harness bug); None for any other error."""
        return None

    def close(self) -> None:  # noqa: B027 (optional: most runtimes hold nothing else)
        """Release what this process started on the engine besides sandboxes (an egress point)."""
        return None

    # -- for installed agents (agents/installed/) ------------------------------------------------
    def add_layer(self, base: PreparedImage, *, name: str, files: Path, dest: str) -> PreparedImage:
        """`base` with the folder `files` copied to `dest`: an image built once per base image and
        `name` (agent and version), then found in the engine's cache. ImageBuildError if it fails."""
        raise NotImplementedError(f"the {self.name} runtime cannot add a layer to an image")

    def host_address(self) -> str | None:
        """The address of this host that the engine's egress point reaches (where the model gateway
        listens); None when there is none (a remote engine)."""
        return None

    def allow_host_port(self, address: str, port: int) -> None:
        """Let sandboxes of `network: registries` reach `address:port` on this host through their
        egress point (the model gateway), and nothing else there."""
        raise NotImplementedError(f"the {self.name} runtime cannot open a way to this host")
