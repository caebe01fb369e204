"""One Docker client per process, with a clear error when no engine answers."""

from __future__ import annotations

import os
import threading

from ...errors import EngineUnavailable

_lock = threading.Lock()
_client = None
_pid = None


def get_client():
    """The process's Docker client (made on first use; a forked worker makes its own)."""
    global _client, _pid
    with _lock:
        if _client is not None and _pid == os.getpid():
            return _client
        import docker
        from docker.errors import DockerException
        from requests.exceptions import RequestException

        try:
            client = docker.from_env(timeout=120)
            client.ping()
        except (DockerException, RequestException) as e:
            where = os.environ.get("DOCKER_HOST", "unix:///var/run/docker.sock")
            reason = str(e).splitlines()[0][:200]
            raise EngineUnavailable(
                f"no Docker engine answers at {where} ({reason}); start one (e.g. `dockerd &`, "
                f"or `./dev` which installs and starts it) or set DOCKER_HOST"
            ) from None
        _client, _pid = client, os.getpid()
        return client
