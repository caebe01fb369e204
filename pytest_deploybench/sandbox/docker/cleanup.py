"""Finding and removing leftovers by label: containers of a run, or those whose owner is gone."""

from __future__ import annotations

import os
import socket

from ... import constants as C
from .client import get_client
from .egress import EGRESS_PREFIX, NETWORK_PREFIX


def _labels(run_id: str | None, session: str | None) -> list[str]:
    """Label filters (all must match): the run's, or any run's; and the session's when given."""
    labels = [f"{C.LABEL_RUN}={run_id}" if run_id else C.LABEL_RUN]
    if session:
        labels.append(f"{C.LABEL_SESSION}={session}")
    return labels


def list_containers(run_id: str | None = None, session: str | None = None) -> list:
    client = get_client()
    # ignore_removed: another run may remove its containers between the listing and their inspection
    return client.containers.list(all=True, filters={"label": _labels(run_id, session)}, ignore_removed=True)


def owner_alive(container) -> bool | None:
    """Whether the process that started the container still runs; None when it cannot be told
    (another host, or no owner label)."""
    labels = container.labels or {}
    pid, host = labels.get(C.LABEL_OWNER_PID), labels.get(C.LABEL_OWNER_HOST)
    if not pid or not pid.isdigit() or host != socket.gethostname():
        return None
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_run_containers(
    run_id: str | None = None, *, session: str | None = None, orphans_only: bool = False
) -> list[str]:
    """Remove the containers of `run_id` (every deploybench container when None) and return their
    names. With `session`, only those one pytest session of the run started (another session may
    use the same run id with another records folder); with orphans_only, only those whose owner
    process has ended and that were not kept on purpose (`--keep-containers`)."""
    from docker.errors import APIError, DockerException, NotFound

    removed = []
    for container in list_containers(run_id, session):
        if orphans_only and (owner_alive(container) is not False or (container.labels or {}).get(C.LABEL_KEEP) == "1"):
            continue
        try:
            container.remove(force=True, v=True)
            removed.append(container.name)
        except NotFound:
            pass
        except APIError as e:  # another run removes the same orphan at this moment: it goes either way
            if e.status_code != 409 or "already in progress" not in str(e):
                raise
    # the attempts' own networks and the egress points' (their containers are gone now)
    gone = set(removed) | {name.replace(EGRESS_PREFIX, NETWORK_PREFIX, 1) for name in removed}
    for network in get_client().networks.list(filters={"label": _labels(run_id, session)}):
        if network.name in gone or not orphans_only:
            try:
                network.remove()
            except DockerException:
                pass
    return removed
