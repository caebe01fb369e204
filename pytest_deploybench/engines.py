"""Several Docker engines for one run: `--docker-host URL[=WORKERS]` (repeatable; ini
`deploybench_docker_hosts`, one per line).

Each engine takes WORKERS xdist workers (default 1); the controller hands every worker its engine
(`for_worker`) the way it hands out GPU shares, and each worker then runs all its sandboxes, image
builds and its egress point there. Records are written by the workers to the controller's records
folder, so a run over several engines has one summary and one JUnit file. Without `--docker-host`,
DOCKER_HOST (or the local socket) is the one engine, as before.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from .errors import ConfigError

SCHEMES = ("unix://", "tcp://", "ssh://")


@dataclass(frozen=True)
class Engine:
    url: str
    workers: int = 1

    @property
    def local(self) -> bool:
        """A socket on this host: its cores and GPUs are this host's."""
        return self.url.startswith("unix://")


def parse_engine(text: str) -> Engine:
    """`URL` or `URL=WORKERS`; ConfigError (one line) for anything else."""
    value = text.strip()
    url, workers = value, 1
    head, sep, tail = value.rpartition("=")
    if sep and tail.strip().isdigit():
        url, workers = head.strip(), int(tail)
    if not url.startswith(SCHEMES):
        raise ConfigError(
            f"--docker-host {text}: not an engine URL; give unix:///path, tcp://host:port or ssh://user@host, "
            f"optionally =WORKERS"
        )
    if workers < 1:
        raise ConfigError(f"--docker-host {text}: WORKERS must be at least 1")
    return Engine(url, workers)


def from_config(config: pytest.Config) -> tuple[Engine, ...]:
    given = list(config.getoption("docker_hosts") or []) or [
        line for line in config.getini("deploybench_docker_hosts") if line.strip()
    ]
    engines = tuple(parse_engine(x) for x in given)
    urls = [e.url for e in engines]
    dupes = sorted({u for u in urls if urls.count(u) > 1})
    if dupes:
        raise ConfigError(f"--docker-host {dupes[0]}: given twice; give it once with =WORKERS")
    return engines


def for_worker(engines: tuple[Engine, ...], index: int) -> tuple[Engine, int, int]:
    """The engine of xdist worker `index`, and the worker's index among that engine's workers and
    their number: engines take workers in the order given, each up to its capacity, then around."""
    slots = [(e, i) for e in engines for i in range(e.workers)]
    engine, within = slots[index % len(slots)]
    return engine, within, engine.workers
