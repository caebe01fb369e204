"""Finding and removing leftovers by label: containers of a run, or of every run."""

from __future__ import annotations

from ... import constants as C
from .client import get_client


def list_containers(run_id: str | None = None) -> list:
    client = get_client()
    label = f"{C.LABEL_RUN}={run_id}" if run_id else C.LABEL_RUN
    return client.containers.list(all=True, filters={"label": label})


def remove_run_containers(run_id: str | None = None) -> list[str]:
    """Remove the containers of `run_id` (every deploybench container when None); return their names."""
    from docker.errors import NotFound

    removed = []
    for container in list_containers(run_id):
        try:
            container.remove(force=True, v=True)
            removed.append(container.name)
        except NotFound:
            pass
    return removed
