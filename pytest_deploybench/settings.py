"""Run settings from pytest's options and ini values: the run id and records folder, the agent,
limits, CA bundle, GPUs and CPU share of this process. Bad values raise ConfigError (one line)."""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from . import constants as C
from .errors import ConfigError
from .state import DeployBenchState

if TYPE_CHECKING:
    from .agents.base import AgentFactory, AgentOptions
    from .attempt import AttemptRecord
    from .sandbox.base import Runtime


@dataclass
class RunSettings:
    """What every attempt of a run shares."""

    run_id: str  # from run_location, as DeployBenchState's
    run_dir: Path
    agent_name: str
    agent_factory: AgentFactory
    agent_options: AgentOptions
    session: str = ""  # as DeployBenchState's: labels this session's containers
    timeout_multiplier: float = 1.0
    keep_containers: bool = False
    ca_bundle: Path | None = None
    package_cache: Path | None = None  # --package-cache DIR
    registry_overrides: tuple[tuple[str, str], ...] = ()  # --pip-index-url, --npm-registry
    cuda_image: str = C.DEFAULT_CUDA_IMAGE
    gpu_ids: tuple[str, ...] = ()
    cpuset: str | None = None  # this worker's cores (xdist), or None for quotas only
    engine: str | None = None  # --docker-host: this process's engine (None: DOCKER_HOST or the local socket)
    runtime_factory: Callable[[], Runtime] | None = None
    on_finished: Callable[[AttemptRecord, Path], None] | None = None
    _runtime: Runtime | None = field(default=None, repr=False)

    def runtimes_of_run(self, engines: tuple[str, ...]) -> list[Runtime]:
        """The controller's view of every engine of the run (--docker-host), to check them before
        the run and remove the run's sandboxes after it; this process's runtime without engines
        or with a runtime from the pytest_deploybench_runtime hook."""
        if not engines or self.runtime_factory is not None:
            return [self.runtime()]
        from .sandbox.docker import DockerRuntime

        return [self.runtime() if url == self.engine else DockerRuntime(engine=url) for url in engines]

    def runtime(self) -> Runtime:
        if self._runtime is None:
            if self.runtime_factory is not None:
                self._runtime = self.runtime_factory()
            else:
                from .sandbox.docker import DockerRuntime

                self._runtime = DockerRuntime()
        return self._runtime


def _package_cache(config: pytest.Config) -> Path | None:
    given = config.getoption("package_cache") or config.getini("deploybench_package_cache")
    if not given:
        return None
    path = Path(given)
    if not path.is_absolute():
        path = Path(config.invocation_params.dir) / path
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ConfigError(f"--package-cache {given}: cannot create it ({e.strerror})") from None
    if not os.access(path, os.W_OK):
        raise ConfigError(f"--package-cache {given}: not writable")
    return path


CA_BUNDLE_ENV = C.CA_ENV_VARS[::-1] + ("CURL_CA_BUNDLE",)  # looked at in this order


def env_ca_bundle() -> tuple[str, Path] | None:
    """The CA bundle the environment names (variable, file): the first variable of CA_BUNDLE_ENV
    naming a file that exists."""
    for var in CA_BUNDLE_ENV:
        value = os.environ.get(var)
        if value and Path(value).is_file():
            return var, Path(value)
    return None


def _ca_bundle(config: pytest.Config) -> Path | None:
    given = config.getoption("ca_bundle") or config.getini("deploybench_ca_bundle")
    if given:
        path = Path(given)
        if not path.is_file():
            raise ConfigError(f"--ca-bundle {given}: no such file")
        return path
    found = env_ca_bundle()
    return found[1] if found else None


def _timeout_multiplier(config: pytest.Config) -> float:
    value = config.getoption("timeout_multiplier")
    if value is None:
        raw = config.getini("deploybench_timeout_multiplier")
        try:
            value = float(raw)
        except ValueError:
            raise ConfigError(f"ini deploybench_timeout_multiplier = {raw!r} is not a number") from None
    if value <= 0:
        raise ConfigError(f"--timeout-multiplier {value}: must be greater than 0")
    return value


def _agent_args(config: pytest.Config) -> dict[str, str]:
    out = {}
    for item in config.getoption("agent_arg"):
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise ConfigError(f"--agent-arg {item!r}: expected KEY=VALUE")
        out[key.strip()] = value
    return out


def run_location(config: pytest.Config) -> tuple[str, Path]:
    """The run id and the run's records folder: the one place they are decided (an xdist worker
    takes the controller's id; --resume names an existing run; else --run-id or a new id)."""
    from .records import new_run_id

    workerinput = getattr(config, "workerinput", None)
    runs_dir = Path(config.getoption("runs_dir") or config.getini("deploybench_runs_dir"))
    if not runs_dir.is_absolute():
        runs_dir = Path(config.invocation_params.dir) / runs_dir
    if workerinput is not None and "deploybench_run_id" in workerinput:
        run_id = workerinput["deploybench_run_id"]
    elif config.getoption("resume"):
        run_id = config.getoption("resume")
        if config.getoption("run_id") and config.getoption("run_id") != run_id:
            raise ConfigError("--resume names the run to continue; drop --run-id")
        if not (runs_dir / run_id).is_dir():
            raise ConfigError(f"--resume {run_id}: no such run in {runs_dir} (see --runs-dir)")
    else:
        run_id = config.getoption("run_id") or new_run_id()
    return run_id, runs_dir / run_id


def build_state(config: pytest.Config) -> DeployBenchState:
    from .gpus import detect_gpus, parse_gpus

    workerinput = getattr(config, "workerinput", None)
    run_id, run_dir = run_location(config)
    attempts = config.getoption("attempts")
    if attempts < 1:
        raise ConfigError(f"--attempts {attempts}: must be at least 1")
    state = DeployBenchState(run_id=run_id, run_dir=run_dir, attempts=attempts, is_worker=workerinput is not None)
    # the session's own label: two sessions given one --run-id (in two --runs-dir) each remove
    # only their own containers at their end
    state.session = (
        workerinput["deploybench_session"]
        if workerinput and "deploybench_session" in workerinput
        else secrets.token_hex(4)
    )
    from . import engines

    state.engines = engines.from_config(config)
    if workerinput is not None and "deploybench_engine" in workerinput:
        state.engine = workerinput["deploybench_engine"]
    elif state.engines:
        state.engine = state.engines[0].url  # without -n: the first engine
    gpus_opt = config.getoption("gpus")
    if workerinput is not None and "deploybench_host_gpus" in workerinput:  # the controller's inventory
        state.host_gpus = tuple(workerinput["deploybench_host_gpus"])
    else:
        state.host_gpus = parse_gpus(gpus_opt) if gpus_opt else detect_gpus()
    agent = config.getoption("agent")
    if agent:
        from .agents.base import AgentOptions
        from .agents.registry import resolve

        hook_results = config.pluginmanager.hook.pytest_deploybench_agents()
        factory = resolve(agent, hook_results)
        options = AgentOptions(
            name=agent,
            model=config.getoption("model"),
            api_base=config.getoption("api_base"),
            agent_args=_agent_args(config),
            max_steps=config.getoption("max_steps"),
            max_cost=config.getoption("max_cost"),
            max_tokens_total=config.getoption("max_tokens_total"),
            tools=config.getoption("tools"),
        )
        gpu_ids = tuple(workerinput.get("deploybench_gpus", ())) if workerinput else state.host_gpus
        cpuset = workerinput.get("deploybench_cpuset") if workerinput else None

        def on_finished(record, record_dir):
            config.pluginmanager.hook.pytest_deploybench_attempt_finished(result=record, record_dir=record_dir)

        state.settings = RunSettings(
            run_id=state.run_id,  # the same values as the state's (run_location decides them)
            session=state.session,
            run_dir=state.run_dir,
            agent_name=agent,
            agent_factory=factory,
            agent_options=options,
            timeout_multiplier=_timeout_multiplier(config),
            keep_containers=config.getoption("keep_containers"),
            ca_bundle=_ca_bundle(config),
            package_cache=_package_cache(config),
            registry_overrides=tuple(
                (k, v)
                for k, v in (
                    ("pip_index_url", config.getoption("pip_index_url")),
                    ("npm_registry", config.getoption("npm_registry")),
                )
                if v
            ),
            cuda_image=config.getoption("cuda_image") or config.getini("deploybench_cuda_image"),
            gpu_ids=gpu_ids,
            cpuset=cpuset,
            engine=state.engine,
            on_finished=on_finished,
            runtime_factory=runtime_factory(config),
        )
    return state


def xdist_workers(config: pytest.Config) -> int:
    """Number of xdist workers this session starts (0 without xdist)."""
    if not config.pluginmanager.hasplugin("xdist"):
        return 0
    n = getattr(config.option, "numprocesses", None)
    if not n or getattr(config.option, "dist", "no") == "no":
        return 0
    return int(n)


def runtime_factory(config: pytest.Config):
    """A runtime from the `pytest_deploybench_runtime` hook, or None for the default (Docker)."""
    factory = config.pluginmanager.hook.pytest_deploybench_runtime(config=config)
    return factory
