"""The pytest plugin: options, and the hooks that wire the harness into a pytest session.

Little else lives here: run settings come from `settings`, collection is in `collect`, one
attempt in `runner`, records in `records`, the terminal summary in `summary`.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest

from . import constants as C
from . import hookspecs
from .attempt import value
from .collect import TaskDirectory, is_task_dir
from .errors import ConfigError
from .records import SUMMARY_ATTEMPT_FIELDS
from .settings import build_state, xdist_workers
from .state import STATE_KEY, DeployBenchState, get_state
from .text import plural

# What a worker sends to the controller with each test report (for the live progress and the
# summary): summary.json's row of the attempt, and its error
COMPACT_FIELDS = (*SUMMARY_ATTEMPT_FIELDS, "error")

STATIC_MARKERS = {
    "ai_ml": "AI/ML tasks",
    "systems": "systems tasks",
    "scientific": "scientific-computing tasks",
    "easy": "easy tasks",
    "medium": "medium tasks",
    "hard": "hard tasks",
    "legacy": "artifacts that predate today's toolchains",
    "gpu": "tasks that need a GPU (skipped where none)",
    "network": "tasks whose agent phase has network access",
    "improve": "improve tasks (MLAgentBench style): beat the baseline score",
}
KNOWN_LANGUAGES = (
    "python",
    "c",
    "cpp",
    "fortran",
    "rust",
    "go",
    "java",
    "r",
    "octave",
    "erlang",
    "javascript",
    "shell",
    "sql",
    "cuda",
    "julia",
    "asm",
)


def pytest_addhooks(pluginmanager):
    pluginmanager.add_hookspecs(hookspecs)


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("deploybench", "research-artifact deployment benchmark")
    g.addoption(
        "--agent",
        help="agent to run on the tasks: oracle, noop, claude, gpt, gemini, llm, "
        "an entry-point name, or module:attr. Without it task items are skipped.",
    )
    g.addoption("--model", help="model for the model agent (litellm name, e.g. anthropic/claude-sonnet-4-5)")
    g.addoption("--api-base", help="base URL of an OpenAI-compatible model server")
    g.addoption(
        "--agent-arg",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extra parameter for the agent or model call (repeatable), e.g. temperature=0",
    )
    g.addoption("--max-steps", type=int, help="model agent: end after this many steps (step_limit)")
    g.addoption("--max-cost", type=float, help="model agent: end when the attempt costs this many USD (cost_limit)")
    g.addoption("--max-tokens-total", type=int, help="model agent: end after this many tokens in all")
    g.addoption("--tools", default="default", help="model agent tool profile: default or mlagentbench")
    g.addoption("--runs-dir", help=f"where run records go (default: ini deploybench_runs_dir or {C.DEFAULT_RUNS_DIR})")
    g.addoption("--run-id", help="name of this run's records folder (default: date-time-random)")
    g.addoption("--timeout-multiplier", type=float, help="scale every task timeout (default 1)")
    g.addoption("--keep-containers", action="store_true", help="leave sandboxes running after each attempt")
    g.addoption(
        "--ca-bundle",
        help="CA bundle handed to sandboxes for TLS (default: from SSL_CERT_FILE, "
        "REQUESTS_CA_BUNDLE or PIP_CERT when set)",
    )
    g.addoption(
        "--resume",
        metavar="RUN_ID",
        help="continue run RUN_ID: run only its attempts without a final "
        "result (errors and interrupted ones too), adding to the same records",
    )
    g.addoption("--no-retry-errors", action="store_true", help="with --resume: keep attempts that ended in error")
    g.addoption("--attempts", type=int, default=1, help="attempts per task (items id[1]..id[N], for pass@k)")
    g.addoption("--cuda-image", help=f"image for tasks with image: cuda (default {C.DEFAULT_CUDA_IMAGE})")
    g.addoption("--gpus", help="GPUs to use: all, none, or ids like 0,1,3 (default: detect with nvidia-smi)")
    g.addoption("--gpus-per-worker", type=int, help="GPUs each xdist worker holds (default: an even split)")
    g.addoption(
        "--docker-host",
        dest="docker_hosts",
        action="append",
        metavar="URL[=WORKERS]",
        help="a Docker engine for sandboxes (unix://, tcp://, ssh://user@host), repeatable; with -n, each "
        "engine takes WORKERS workers (default 1); without it, DOCKER_HOST or the local socket",
    )
    g.addoption(
        "--package-cache",
        metavar="DIR",
        help="the egress point of network: registries keeps what it "
        "fetched over HTTP (apt's archives) in DIR for later attempts (no installed files are shared; "
        "docs/SECURITY.md)",
    )
    g.addoption(
        "--pip-index-url",
        metavar="URL",
        help="the PyPI index (or mirror) registries sandboxes reach and "
        "use (default: pip's configuration on this host)",
    )
    g.addoption(
        "--npm-registry",
        metavar="URL",
        help="the npm registry registries sandboxes reach and use (default: npm's configuration on this host)",
    )
    parser.addini("deploybench_runs_dir", "where run records go", default=C.DEFAULT_RUNS_DIR)
    parser.addini("deploybench_docker_hosts", "--docker-host URL[=WORKERS], one per line", type="linelist", default=[])
    parser.addini("deploybench_timeout_multiplier", "scale every task timeout", default="1")
    parser.addini("deploybench_ca_bundle", "CA bundle handed to sandboxes", default="")
    parser.addini("deploybench_cuda_image", "image for tasks with image: cuda", default=C.DEFAULT_CUDA_IMAGE)
    parser.addini("deploybench_package_cache", "--package-cache DIR", default="")


def pytest_configure(config: pytest.Config) -> None:
    for name, text in STATIC_MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")
    for lang in KNOWN_LANGUAGES:
        config.addinivalue_line("markers", f"lang_{lang}: tasks in {lang}")
    try:
        state = build_state(config)
    except ConfigError as e:
        raise pytest.UsageError(str(e)) from None
    state.registered_markers.update(f"lang_{x}" for x in KNOWN_LANGUAGES)
    config.stash[STATE_KEY] = state
    if state.engine is not None:  # this process's engine: every client, CLI call and egress point uses it
        os.environ["DOCKER_HOST"] = state.engine
    config.pluginmanager.register(_ResultCollector(state), "deploybench-results")
    config.pluginmanager.import_plugin("pytest_deploybench.progress")  # live progress lines
    if state.settings is not None and state.settings.agent_name == "external":  # its ready line
        config.pluginmanager.import_plugin("pytest_deploybench.readyline")
    workers = xdist_workers(config)
    if workers and not state.is_worker:
        from .xdist_hooks import XdistHooks

        per = config.getoption("gpus_per_worker")
        if per is not None and per < 1:
            raise pytest.UsageError(f"--gpus-per-worker {per}: must be at least 1")
        config.pluginmanager.register(XdistHooks(state, workers, per), "deploybench-xdist")
    if state.controls_run(config):
        _install_sigterm_handler()
        if workers:
            from . import livelog

            if livelog.wanted(config):  # xdist streams no worker's live log: tail agent.log here
                config.pluginmanager.register(livelog.LiveLog(config, state), "deploybench-livelog")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config):
    """`-n auto`: one worker per GPU share where GPUs exist; the CPU count otherwise."""
    from .gpus import detect_gpus, parse_gpus

    opt = config.getoption("gpus")
    try:
        gpus = parse_gpus(opt) if opt else detect_gpus()
    except ConfigError as e:
        raise pytest.UsageError(str(e)) from None
    if not gpus:
        return None
    per = config.getoption("gpus_per_worker") or 1
    return max(1, len(gpus) // per)


def _install_sigterm_handler() -> None:
    """SIGTERM stops the run like Ctrl-C: sandboxes removed, finished records kept."""
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:

        def handler(signum, frame):
            raise KeyboardInterrupt("SIGTERM")

        try:
            signal.signal(signal.SIGTERM, handler)
        except ValueError:  # not in the main thread
            pass


@pytest.hookimpl(tryfirst=True)
def pytest_collect_directory(path: Path, parent: pytest.Collector):
    if is_task_dir(path):
        return TaskDirectory.from_parent(parent, path=path)
    return None


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list) -> None:
    """--resume: deselect attempts that already have a final result."""
    state = get_state(config)
    if not config.getoption("resume") or state.settings is None:
        return
    from .collect import TaskItem
    from .resume import is_final

    retry_errors = not config.getoption("no_retry_errors")
    done = [i for i in items if isinstance(i, TaskItem) and is_final(state.run_dir, i.task.id, i.attempt, retry_errors)]
    if done:
        ids = {id(i) for i in done}
        items[:] = [i for i in items if id(i) not in ids]
        config.hook.pytest_deselected(items=done)


def pytest_sessionstart(session: pytest.Session) -> None:
    state = get_state(session.config)
    if not state.controls_run(session.config):
        return
    from .errors import EngineUnavailable
    from .records import run_meta, write_run_meta

    settings = state.settings
    assert settings is not None  # controls_run: an agent was chosen
    try:  # every engine of the run answers before the first task starts
        runtimes = settings.runtimes_of_run(tuple(e.url for e in state.engines))
        for runtime in runtimes:
            runtime.wait_ready(timeout=0)
    except EngineUnavailable as e:
        pytest.exit(f"deploybench: {e}", returncode=pytest.ExitCode.USAGE_ERROR)
    for runtime in runtimes:
        try:  # best effort: a slow engine (a read timeout under load) must not stop the run here
            removed = runtime.remove_sandboxes(orphans_only=True)  # left by runs that were killed
        except Exception as e:  # noqa: BLE001
            reason = str(e).splitlines()[0][:200] if str(e) else type(e).__name__
            session.config.get_terminal_writer().line(
                f"deploybench: could not remove leftover containers on {runtime.engine or runtime.name} ({reason}); "
                "`deploybench cleanup` removes them later"
            )
            removed = []
        for name in removed:
            session.config.get_terminal_writer().line(f"deploybench: removed leftover container {name}")
    state.run_dir.mkdir(parents=True, exist_ok=True)
    # one live session per run: a second one with the same --run-id would mix records and, at its
    # end, remove the first one's sandboxes (a run's cleanup goes by its id)
    state.run_lock = _lock_run(state.run_dir)
    if state.run_lock is None:
        pytest.exit(
            f"deploybench: run {state.run_id} is in use by another pytest session ({state.run_dir}); "
            "choose another --run-id, or wait for it to end (--resume continues a run that ended)",
            returncode=pytest.ExitCode.USAGE_ERROR,
        )
    meta = run_meta(settings.agent_name, settings.agent_options.model, state.run_id, sys.argv)
    try:
        meta["network"] = _network_meta(settings)
    except ConfigError as e:  # a registry URL with credentials (registries.py): before any sandbox is told it
        pytest.exit(f"deploybench: {e}", returncode=pytest.ExitCode.USAGE_ERROR)
    meta["session"] = state.session  # the latest session's label on its containers
    write_run_meta(state.run_dir, meta)


def _lock_run(run_dir: Path):
    """An exclusive lock on the run folder's `.lock` for this session (released when the process
    ends, also when it is killed); None when another live session holds it."""
    import fcntl

    fh = open(run_dir / ".lock", "w")
    try:
        fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        fh.close()
        return None
    return fh


def _network_meta(settings) -> dict:
    """What run.json says of the network: the pip and npm endpoints this host's configuration
    gives `registries` sandboxes (each worker's egress point reads the same; the apt repositories
    come from each image's own sources), and the package cache. Each attempt's policy and egress
    figures are in its result.json, their totals in summary.json."""
    from .registries import discover

    overrides = dict(settings.registry_overrides)
    return {
        "registries": discover(overrides.get("pip_index_url"), overrides.get("npm_registry")).to_dict(),
        "package_cache": str(settings.package_cache) if settings.package_cache else None,
    }


def pytest_report_header(config: pytest.Config) -> list[str]:
    state = get_state(config)
    if state.settings is None:
        return ["deploybench: no --agent: task items will be skipped"]
    s = state.settings
    gpus = ",".join(state.host_gpus) or "none"
    lines = [
        f"deploybench: agent={s.agent_name} model={s.agent_options.model or '-'} run={state.run_id} "
        f"records={state.run_dir} gpus={gpus}"
    ]
    if state.engines:
        workers = xdist_workers(config)
        engines = ", ".join(f"{e.url} ({plural(e.workers, 'worker')})" for e in state.engines)
        if workers:
            lines.append(f"deploybench: engines: {engines}")
        elif len(state.engines) > 1:
            lines.append(f"deploybench: without -n only the first engine runs sandboxes: {state.engines[0].url}")
        capacity = sum(e.workers for e in state.engines)
        if workers and workers != capacity:
            lines.append(f"deploybench: -n {workers} but the engines take {capacity} workers; workers go round them")
    if config.getoption("resume"):
        lines.append(f"deploybench: resuming run {state.run_id}: attempts with a final result are deselected")
    return lines


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if report.when == "setup" and report.failed and call.excinfo is not None:
        from .errors import DeployBenchError

        if isinstance(call.excinfo.value, DeployBenchError):
            # pytest renders setup errors as tracebacks; ours are user-facing: one line
            report.longrepr = str(call.excinfo.value)
    record = getattr(item, "record", None)
    if record is not None and report.when in ("setup", "call"):
        # travels to the xdist controller with the report (extra attributes are serialized)
        report.deploybench = {k: value(record, k, plain=True) for k in COMPACT_FIELDS}
    return report


class _ResultCollector:
    """Collects the compact records that arrive with test reports (from xdist workers too)."""

    def __init__(self, state: DeployBenchState):
        self.state = state

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        data = getattr(report, "deploybench", None)
        if data is not None:
            self.state.results[report.nodeid] = data


def pytest_sessionfinish(session: pytest.Session, exitstatus) -> None:
    config = session.config
    state = get_state(config)
    if not state.controls_run(config):
        return
    from .records import write_summary

    assert state.settings is not None  # controls_run: an agent was chosen
    if not state.settings.keep_containers:
        urls: list[str | None] = [e.url for e in state.engines] or [None]
        for url in urls:
            try:
                runtimes = state.settings.runtimes_of_run((url,) if url else ())
                runtimes[0].remove_sandboxes(state.run_id, session=state.session)
            except Exception:  # that engine is gone: nothing more to remove from it
                pass
    if state.run_dir.exists():
        write_summary(state.run_dir)


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    state = get_state(config)
    if state.settings is None or state.is_worker:
        return
    from .summary import render_terminal_summary

    render_terminal_summary(terminalreporter, list(state.results.values()), state.run_dir)
