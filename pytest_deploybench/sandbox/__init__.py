"""Sandboxes: where an agent works. `base` is the interface; each runtime lives in its own package."""

from .base import ExecResult, Sandbox, SandboxRequest

__all__ = ["ExecResult", "Sandbox", "SandboxRequest"]
