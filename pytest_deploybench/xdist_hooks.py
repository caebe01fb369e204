"""Hooks for pytest-xdist, registered only when it is active: the controller hands every worker
the run id (one run, one records folder) and its GPUs."""

from __future__ import annotations

from .state import DeployBenchState


class XdistHooks:
    def __init__(self, state: DeployBenchState):
        self.state = state
        self._next = 0

    def pytest_configure_node(self, node) -> None:
        """Controller side, once per worker before it starts."""
        node.workerinput["deploybench_run_id"] = self.state.run_id
        node.workerinput["deploybench_gpus"] = list(self._share(node, self.state.host_gpus))

    def _share(self, node, gpus: tuple[str, ...]) -> tuple[str, ...]:
        """Split the GPUs evenly over the workers, in worker order."""
        if not gpus:
            return ()
        workers = _worker_count(node)
        index = int(str(node.gateway.id).lstrip("gw") or 0)
        per = max(1, len(gpus) // max(1, workers))
        return gpus[index * per:(index + 1) * per]


def _worker_count(node) -> int:
    try:
        return int(node.config.getoption("numprocesses") or 1)
    except (ValueError, TypeError):
        return 1
