"""Exception types. Each carries what the user must fix, as one line."""

from __future__ import annotations


class DeployBenchError(Exception):
    """Base of every error the harness raises on purpose; str() is one line for the user."""


class TaskSpecError(DeployBenchError):
    """A task directory or its task.yaml is invalid. The message names the file and the field."""


class ConfigError(DeployBenchError):
    """A command-line option or ini value is unusable (unknown agent, bad number, missing file)."""


class InfraError(DeployBenchError):
    """Infrastructure broke (Docker API, image build, model provider after retries).

    Reported as a pytest ERROR and left out of the pass rate.
    """


class EngineUnavailable(InfraError):
    """No Docker engine answers."""


class ImageBuildError(InfraError):
    """Building a base or task image failed; the message names the build step."""


class SandboxError(InfraError):
    """A sandbox operation (exec, copy, network) failed for reasons other than the command itself."""


class FatalRunError(DeployBenchError):
    """Stops the whole run early (e.g. the model provider rejects the API key)."""
