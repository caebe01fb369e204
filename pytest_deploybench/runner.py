"""One attempt, phase by phase: image -> (agent install) -> sandbox -> agent -> verify -> record.

`run_attempt` always writes the attempt's result.json, also when the harness breaks or the run is
interrupted, and always removes the sandbox unless --keep-containers.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
import secrets
import shutil
import socket
import time
import traceback
from pathlib import Path

from . import atif
from . import constants as C
from .agents.base import AgentContext, AgentResult, TaskView
from .attempt import AttemptRecord, new_record
from .errors import FatalRunError, InfraError
from .guard import DiskGuard, parse_size
from .outcome import EndReason, FailureMode, Outcome, VerifierStatus, classify
from .records import attempt_dir, harness_version, now_iso, task_digest, write_json
from .sandbox.base import Runtime, Sandbox, SandboxRequest
from .settings import RunSettings
from .spec import Task
from .trajectory import Trajectory
from .verify.pipeline import VerifyResult, run_verify

log = logging.getLogger("deploybench")

# Grace past the agent's own deadline before the harness calls it a timeout on its behalf.
AGENT_DEADLINE_GRACE_S = 60


def task_view(task: Task, multiplier: float) -> TaskView:
    s = task.spec
    return TaskView(
        id=s.id,
        kind=s.kind,
        domain=s.domain,
        difficulty=s.difficulty,
        languages=tuple(s.languages),
        instructions=s.instructions,
        workdir=s.workdir,
        network=s.network.value,
        timeout_s=s.timeouts.agent * multiplier,
        cpus=s.requires.cpus,
        memory=s.requires.memory,
        gpus=s.requires.gpus,
    )


def _twin_request(request: SandboxRequest) -> SandboxRequest:
    """The starter's twin of an attempt's sandbox: the same image, limits, cores and artifact, no
    network (verification has none), a name and kind of its own."""
    labels = {**request.labels, C.LABEL_KIND: "starter-twin"}
    return dataclasses.replace(
        request, name=request.name + "-starter", labels=labels, network="none", package_cache=None
    )


def sandbox_name(run_id: str, task_id: str, attempt: int) -> str:
    """Unique per start: two runs given the same --run-id must never share a container name
    (labels, not names, find a run's containers)."""
    safe_run = re.sub(r"[^a-zA-Z0-9_.-]", "_", run_id)
    return f"deploybench-{safe_run}-{task_id}-{attempt}-{secrets.token_hex(3)}"


class _AgentLog:
    """agent.log for one attempt, also propagated to pytest's live logging."""

    def __init__(self, task_id: str, attempt: str, path: Path):
        self.logger = logging.getLogger(f"deploybench.agent.{task_id}.{attempt}")
        self.logger.setLevel(logging.DEBUG)
        self.handler = logging.FileHandler(path, encoding="utf-8")
        self.handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        self.logger.addHandler(self.handler)

    def close(self) -> None:
        self.logger.removeHandler(self.handler)
        self.handler.close()


def run_attempt(task: Task, attempt: int, settings: RunSettings, node_id: str = "") -> AttemptRecord:
    """Run one attempt and return its record (also written to result.json).

    Raises InfraError (after recording it) when the harness or Docker broke, FatalRunError when
    the whole run must stop, KeyboardInterrupt when interrupted (recorded as interrupted).
    """
    spec = task.spec
    rec_dir = attempt_dir(settings.run_dir, spec.id, attempt)
    if rec_dir.exists():  # an earlier try of this attempt (resume): start clean
        shutil.rmtree(rec_dir)
    rec_dir.mkdir(parents=True)
    record = new_record(
        task.spec,
        run_id=settings.run_id,
        attempt=attempt,
        node_id=node_id,
        agent=settings.agent_name,
        model=settings.agent_options.model,
        harness_version=harness_version(),
        task_digest=task_digest(task.root),
        started=now_iso(),
    )
    timings = record["timings"]
    t_start = time.monotonic()
    agent_result: AgentResult | None = None
    verify: VerifyResult | None = None
    phase = "image"
    sandbox = None
    twin: Sandbox | None = None  # speed-up tasks: the starter's own sandbox at verification
    guard: DiskGuard | None = None  # what the sandbox writes to the host's disk (guard.py)
    runtime: Runtime | None = None
    if settings.engine:
        record["sandbox"]["engine"] = settings.engine
    try:
        runtime = settings.runtime()
        if runtime.engine:
            record["sandbox"]["engine"] = runtime.engine
        runtime.wait_ready()
        # -- image --------------------------------------------------------------------------
        t = time.monotonic()
        image = runtime.prepare_image(task, cuda_image=settings.cuda_image)
        timings["image_s"] = round(time.monotonic() - t, 3)
        record["sandbox"].update(
            runtime=runtime.name,
            image=image.ref,
            image_built=image.built,
            image_lock_wait_s=round(image.lock_wait_s, 3),
        )
        # -- agent install: an installed agent's layer on the image, not the agent's time --------
        phase = "agent setup"
        agent = settings.agent_factory(settings.agent_options)
        install = getattr(agent, "install", None)
        if install is not None:
            phase = "agent install"
            t = time.monotonic()
            image = install(runtime, image)
            timings["agent_install_s"] = round(time.monotonic() - t, 3)
            record["sandbox"]["agent_image"] = image.ref
        # -- provision ------------------------------------------------------------------------
        phase = "provision"
        t = time.monotonic()
        cpus = min(spec.requires.cpus, float(_cores(settings.cpuset) or os.cpu_count() or 1))
        gpu_ids = settings.gpu_ids[: spec.requires.gpus]
        env = {}
        if gpu_ids:  # the engine maps the chosen GPUs; inside they count from 0
            env = {
                "NVIDIA_VISIBLE_DEVICES": ",".join(gpu_ids),
                "CUDA_VISIBLE_DEVICES": ",".join(str(i) for i in range(len(gpu_ids))),
            }
        request = SandboxRequest(
            image=image.ref,
            name=sandbox_name(settings.run_id, spec.id, attempt),
            labels={
                C.LABEL_RUN: settings.run_id,
                C.LABEL_SESSION: settings.session,
                C.LABEL_TASK: spec.id,
                C.LABEL_ATTEMPT: str(attempt),
                C.LABEL_OWNER_PID: str(os.getpid()),
                C.LABEL_OWNER_HOST: socket.gethostname(),
                C.LABEL_KIND: "sandbox",
                **({C.LABEL_KEEP: "1"} if settings.keep_containers else {}),
            },
            workdir=spec.workdir,
            network=spec.network.value,
            cpus=cpus,
            memory=spec.requires.memory,
            pids=spec.requires.pids,
            gpu_ids=gpu_ids,
            cpuset=settings.cpuset,
            env=env,
            ca_bundle=settings.ca_bundle,
            package_cache=settings.package_cache,
            registry_overrides=settings.registry_overrides,
            copy_in=((task.artifact_dir, spec.workdir),),  # in the same copy as the CA bundle
        )
        sandbox = runtime.start(request)
        timings["provision_s"] = round(time.monotonic() - t, 3)
        record["sandbox"].update(
            name=request.name,
            session=settings.session,
            cpus=cpus,
            cpuset=request.cpuset,
            memory=request.memory,
            pids=request.pids,
            gpu_ids=list(request.gpu_ids),
        )
        # -- agent ----------------------------------------------------------------------------
        phase = "agent"
        guard = DiskGuard(sandbox, parse_size(spec.requires.disk), log).start()  # stopped in `finally` too
        t = time.monotonic()
        try:
            agent_result, agent_s = _run_agent(agent, task, sandbox, rec_dir, settings)
        except InfraError:  # the guard removed the sandbox under the agent: its doing, not the harness's
            if guard.tripped is None:
                raise
            agent_result, agent_s = AgentResult(EndReason.DISK_LIMIT), time.monotonic() - t
        if guard.tripped is not None:
            agent_result.end_reason, agent_result.error = EndReason.DISK_LIMIT, guard.tripped
        timings["agent_s"] = round(agent_s, 3)
        _copy_agent_result(record, agent_result)
        # -- verify ---------------------------------------------------------------------------
        if agent_result.end_reason not in (EndReason.AGENT_ERROR, EndReason.DISK_LIMIT):
            phase = "verify"
            if spec.experiment.timing is not None:
                # speed-up task: the starter is timed in a twin of the fresh sandbox, between the
                # agent's version's runs (verify.pipeline); it never saw the agent, and has no network
                t, twin_request = time.monotonic(), _twin_request(request)
                twin = runtime.start(twin_request)
                timings["twin_provision_s"] = round(time.monotonic() - t, 3)
                record["sandbox"]["starter_twin"] = twin_request.name
            try:
                verify = run_verify(task, sandbox, rec_dir, timeout_multiplier=settings.timeout_multiplier, twin=twin)
            except InfraError:  # the experiment went over requires.disk: the guard removed the sandbox
                if guard.tripped is None:
                    raise
        guard.stop()
        if guard.tripped is not None:
            record["sandbox"]["disk_limit"] = guard.tripped
            if verify is None and agent_result.end_reason != EndReason.DISK_LIMIT:
                record["verifier_status"] = VerifierStatus.EXPERIMENT_ERROR
                record["verify"] = {
                    "status": VerifierStatus.EXPERIMENT_ERROR,
                    "passed": False,
                    "notes": [guard.tripped],
                }
        if verify is not None:
            if verify.starter_total_s:
                timings["starter_timing_s"] = round(verify.starter_total_s, 3)
            timings["verify_s"] = round(verify.total_s, 3)
            timings["experiment_s"] = round(verify.experiment_s, 3)
            record["verify"] = verify.to_dict()
            record["verifier_status"] = verify.status
            if verify.score is not None:
                record["score"] = verify.score.score
        verdict = classify(agent_result.end_reason, verify.passed if verify else (False if guard.tripped else None))
        record["outcome"], record["failure_mode"] = verdict.outcome, verdict.failure_mode
        if agent_result.end_reason == EndReason.AGENT_ERROR:
            record["error"] = f"agent error: {agent_result.error or 'no detail'}"
        return record
    except KeyboardInterrupt:
        record["outcome"], record["failure_mode"] = Outcome.INTERRUPTED, FailureMode.INTERRUPTED
        record["error"] = f"interrupted during the {phase} phase"
        raise
    except FatalRunError as e:
        record["outcome"], record["failure_mode"], record["error"] = Outcome.ERROR, FailureMode.INFRA_ERROR, str(e)
        raise
    except InfraError as e:
        record["outcome"], record["failure_mode"] = Outcome.ERROR, FailureMode.INFRA_ERROR
        # over several engines (--docker-host), every infrastructure error names the attempt's engine
        where = f" (engine {settings.engine})" if settings.engine and settings.engine not in str(e) else ""
        record["error"] = f"{phase}{where}: {e}"
        raise InfraError(f"{spec.id}: {record['error']}") from None
    except Exception as e:  # a harness bug: still an infrastructure ERROR, with the traceback kept
        record["outcome"], record["failure_mode"] = Outcome.ERROR, FailureMode.INFRA_ERROR
        lost = runtime.engine_lost(e) if runtime is not None else None
        if lost is not None:  # the engine went away mid-call
            record["error"] = f"{phase}: {lost}"
            raise InfraError(f"{spec.id}: {record['error']}") from None
        record["error"] = f"{phase}: harness error {type(e).__name__}: {e}"
        (rec_dir / "harness-error.txt").write_text(traceback.format_exc())
        raise InfraError(
            f"{spec.id}: {phase}: harness error {type(e).__name__}: {e} (see {rec_dir}/harness-error.txt)"
        ) from e
    finally:
        if guard is not None:
            guard.stop()
        if sandbox is not None:  # network: registries: what the agent asked of the egress point
            try:
                record["network"]["egress"] = sandbox.egress_stats()
            except Exception as e:  # never lose the record over the figures
                record["network"]["egress_error"] = str(e)[:300]
        if sandbox is not None and not settings.keep_containers:
            t = time.monotonic()
            for box in (twin, sandbox):  # each removed even when the other's removal fails
                if box is None:
                    continue
                try:
                    box.close()
                except Exception as e:  # never lose the record over a failed removal
                    record["error"] = ((record["error"] + "; ") if record["error"] else "") + f"teardown: {e}"
            timings["teardown_s"] = round(time.monotonic() - t, 3)
        timings["total_s"] = round(time.monotonic() - t_start, 3)
        record["finished"] = now_iso()
        if agent_result is not None:  # the trajectory also as ATIF, for other tools (atif.py)
            try:
                prompt = task_view(task, settings.timeout_multiplier).prompt
                atif.write(rec_dir, rec_dir / C.TRAJECTORY_FILE, dict(record), prompt)
            except Exception as e:  # never lose the record over the export
                log.warning("%s: writing %s failed: %s", spec.id, atif.FILE, e)
        write_json(rec_dir / C.RESULT_FILE, record)
        if settings.on_finished is not None:
            try:
                settings.on_finished(record, rec_dir)
            except Exception as e:  # a plugin's hook must not lose the record
                log.warning("pytest_deploybench_attempt_finished hook failed: %s", e)


def _cores(cpuset: str | None) -> int | None:
    """Number of cores in a cpuset like "0-3" or "2" or "0,2"."""
    if not cpuset:
        return None
    n = 0
    for part in cpuset.split(","):
        lo, _, hi = part.partition("-")
        n += int(hi or lo) - int(lo) + 1
    return n


def _copy_agent_result(record: AttemptRecord, r: AgentResult) -> None:
    record["end_reason"] = r.end_reason
    record["steps"] = r.steps
    record["input_tokens"], record["output_tokens"], record["cached_tokens"] = (
        r.input_tokens,
        r.output_tokens,
        r.cached_tokens,
    )
    record["tokens"] = r.tokens
    record["cost_usd"] = r.cost_usd
    record["agent_summary"] = r.summary or None
    if r.extra:
        record["agent_extra"] = r.extra


def _run_agent(agent, task: Task, sandbox, rec_dir: Path, settings: RunSettings) -> tuple[AgentResult, float]:
    """The agent's result and its elapsed wall-clock seconds."""
    view = task_view(task, settings.timeout_multiplier)
    agent_log = _AgentLog(task.id, rec_dir.name, rec_dir / C.AGENT_LOG)
    trajectory = Trajectory(rec_dir / C.TRAJECTORY_FILE)
    start = time.monotonic()
    try:
        ctx = AgentContext(
            task=view,
            sandbox=sandbox,
            options=settings.agent_options,
            record_dir=rec_dir,
            trajectory=trajectory,
            log=agent_log.logger,
            deadline=start + view.timeout_s,
            solution_dir=task.root / "solution" if getattr(agent, "uses_reference_solution", False) else None,
        )
        agent_log.logger.info("agent %s starts on %s (time limit %.0fs)", settings.agent_name, task.id, view.timeout_s)
        try:
            result = agent.run(ctx)
        except (InfraError, FatalRunError, KeyboardInterrupt):
            raise
        except Exception as e:  # the agent's own bug
            agent_log.logger.error("agent raised:\n%s", traceback.format_exc())
            result = AgentResult(EndReason.AGENT_ERROR, error=f"{type(e).__name__}: {e}")
        if not isinstance(result, AgentResult):
            result = AgentResult(
                EndReason.AGENT_ERROR, error=f"agent returned {type(result).__name__}, not AgentResult"
            )
        elif not isinstance(result.end_reason, EndReason):  # a third-party agent may return the string
            try:
                result.end_reason = EndReason(result.end_reason)
            except ValueError:
                result = AgentResult(
                    EndReason.AGENT_ERROR,
                    error=f"agent returned end reason {result.end_reason!r}; one of: {', '.join(EndReason)}",
                )
        elapsed = time.monotonic() - start
        # time the agent waited on a failing model provider does not count against its limit
        excluded = float(result.extra.get("wall_clock_excluded_s") or 0.0)
        if elapsed - excluded > view.timeout_s + AGENT_DEADLINE_GRACE_S and result.end_reason != EndReason.AGENT_ERROR:
            result.end_reason = EndReason.AGENT_TIMEOUT
        agent_log.logger.info("agent ended: %s after %.1fs, %d steps", result.end_reason, elapsed, result.steps)
        trajectory.write("end", end_reason=str(result.end_reason), steps=result.steps, summary=result.summary)
        return result, elapsed
    finally:
        trajectory.close()
        agent_log.close()
