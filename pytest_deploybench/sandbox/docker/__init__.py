"""The Docker runtime: client, images, sandboxes, cleanup."""

from .runtime import DockerRuntime, DockerSandbox

__all__ = ["DockerRuntime", "DockerSandbox"]
