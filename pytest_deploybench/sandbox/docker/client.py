"""One Docker client per process, with a clear error when no engine answers."""

from __future__ import annotations

import os
import threading

from ... import constants as C
from ...errors import EngineUnavailable

_lock = threading.Lock()
_client = None
_key: tuple[int, str] | None = None  # (process, engine URL) the client was made for


def engine_url() -> str:
    """The engine this process talks to (DOCKER_HOST, which --docker-host sets, or the local socket)."""
    return os.environ.get("DOCKER_HOST") or C.LOCAL_ENGINE


def client_for(url: str):
    """A new client of the engine at `url`, after one ping; EngineUnavailable (naming it) if none answers."""
    import docker
    from docker.errors import DockerException
    from requests.exceptions import RequestException

    try:
        # ssh://: through the ssh client (its config and keys), which runs `docker system
        # dial-stdio` on the remote host; no Python SSH library needed
        client = docker.from_env(
            timeout=120, use_ssh_client=url.startswith("ssh://"), environment={**os.environ, "DOCKER_HOST": url}
        )
        client.ping()
    except (DockerException, RequestException, OSError) as e:
        reason = str(e).splitlines()[0][:200] if str(e) else type(e).__name__
        raise EngineUnavailable(
            f"no Docker engine answers at {url} ({reason}); start one (e.g. `dockerd &`, "
            f"or `./dev` which installs and starts it), or set DOCKER_HOST / --docker-host"
        ) from None
    return client


def get_client():
    """The process's Docker client for the engine of DOCKER_HOST (made on first use; a forked worker
    makes its own, and so does a process whose DOCKER_HOST changed since)."""
    global _client, _key
    with _lock:
        key = (os.getpid(), engine_url())
        if _client is not None and _key == key:
            return _client
        client = client_for(key[1])
        _client, _key = client, key
        return client
