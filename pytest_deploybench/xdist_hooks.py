"""Hooks for pytest-xdist, registered only when it is active (controller side): every worker gets
the run id (one run, one records folder), its share of the GPUs and of the CPU cores."""

from __future__ import annotations

import os

from .engines import for_worker
from .state import DeployBenchState


def gpu_share(gpus: tuple[str, ...], workers: int, index: int, per_worker: int | None = None) -> tuple[str, ...]:
    """GPUs of worker `index` of `workers`: `per_worker` each (default: an even split, at least 1);
    with fewer GPUs than workers need, shares wrap around so no worker is left without one."""
    if not gpus:
        return ()
    per = per_worker or max(1, len(gpus) // max(1, workers))
    per = min(per, len(gpus))
    start = index * per
    return tuple(gpus[(start + j) % len(gpus)] for j in range(per))


def cpu_share(cores: int, workers: int, index: int) -> str | None:
    """A disjoint CPU set for worker `index` when every worker can have at least one core of its
    own; None otherwise (then CPU quotas alone keep tasks apart)."""
    if workers <= 1 or cores < workers:
        return None
    per = cores // workers
    first = index * per
    return f"{first}-{first + per - 1}" if per > 1 else str(first)


class XdistHooks:
    def __init__(self, state: DeployBenchState, workers: int, gpus_per_worker: int | None):
        self.state = state
        self.workers = workers
        self.gpus_per_worker = gpus_per_worker
        self.engine_gpus: dict[str, tuple[str, ...]] = {}  # --docker-host URL -> its host's GPUs

    def pytest_configure_node(self, node) -> None:
        """Controller side, once per worker before it starts (also for a restarted worker)."""
        index = int(str(node.gateway.id).lstrip("gw") or 0)
        node.workerinput["deploybench_run_id"] = self.state.run_id
        node.workerinput["deploybench_session"] = self.state.session
        node.workerinput["deploybench_worker"] = [index, self.workers]
        node.workerinput["deploybench_host_gpus"] = list(self.state.host_gpus)  # detected once, here
        if not self.state.engines:
            node.workerinput["deploybench_gpus"] = list(
                gpu_share(self.state.host_gpus, self.workers, index % self.workers, self.gpus_per_worker)
            )
            node.workerinput["deploybench_cpuset"] = cpu_share(os.cpu_count() or 1, self.workers, index % self.workers)
            return
        # several engines: the worker's engine, and its shares among that engine's workers; this
        # host's GPUs and cores are shared only by the workers of engines on this host
        engine, within, count = for_worker(self.state.engines, index)
        node.workerinput["deploybench_engine"] = engine.url
        local = engine.local and sum(e.local for e in self.state.engines) == 1  # one engine owns this host
        gpus = self._engine_gpus(engine.url, local)
        node.workerinput["deploybench_host_gpus"] = list(gpus)
        node.workerinput["deploybench_gpus"] = list(gpu_share(gpus, count, within, self.gpus_per_worker))
        node.workerinput["deploybench_cpuset"] = cpu_share(os.cpu_count() or 1, count, within) if local else None

    def _engine_gpus(self, url: str, local: bool) -> tuple[str, ...]:
        """The GPUs of an engine's host: this host's inventory (or --gpus) for the local engine, the
        engine's own answer for the others (asked once, here on the controller)."""
        if local:
            return self.state.host_gpus
        if self.state.settings is None:  # no --agent: nothing runs
            return ()
        if url not in self.engine_gpus:
            self.engine_gpus[url] = self.state.settings.runtimes_of_run((url,))[0].list_gpus()
        return self.engine_gpus[url]
