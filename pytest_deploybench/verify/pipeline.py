"""The hidden pipeline: after the agent, re-run the designated experiment offline and check it.

Order (docs/TASK_FORMAT.md, "The hidden pipeline"): stop the agent's processes and cut the network;
stage verify/inputs/ (only that) in a fresh root-only folder; restore protected paths and delete
outputs; run the command under its timeout; copy the outputs out; evaluate every check on the host.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path, PurePosixPath

from .. import constants as C
from ..outcome import VerifierStatus
from ..sandbox.base import ExecResult, Sandbox
from ..sandbox.output import CappedSink
from ..sandbox.tarutil import tar_paths
from ..spec import Task
from .checks import CheckContext, CheckResult, ScoreResult, evaluate_checks, evaluate_score


@dataclass(frozen=True)
class TimedRuns:
    """experiment.timing: each run's wall seconds (host clock) and CPU seconds (engine-accounted)."""

    wall: tuple[float, ...] = ()
    cpu: tuple[float | None, ...] = ()


def _timed(sandbox: Sandbox, run: Callable[[], ExecResult]) -> tuple[ExecResult, float | None]:
    """`run()` (an exec in `sandbox`), and the CPU seconds the sandbox used meanwhile (None when unknown)."""
    before = sandbox.cpu_seconds()
    res = run()
    after = sandbox.cpu_seconds()
    return res, round(after - before, 4) if before is not None and after is not None else None


@dataclass
class VerifyResult:
    status: VerifierStatus
    checks: list[CheckResult]
    exit_code: int | None
    timed_out: bool
    experiment_s: float
    total_s: float
    score: ScoreResult | None = None
    notes: list[str] = field(default_factory=list)
    starter: TimedRuns = TimedRuns()  # experiment.timing: the starter's runs, in its twin sandbox
    starter_total_s: float = 0.0  # what the starter's runs cost of total_s
    runs: TimedRuns = TimedRuns()  # experiment.timing: the agent's version's runs

    @property
    def passed(self) -> bool:
        return self.status is VerifierStatus.OK

    def to_dict(self) -> dict:
        return {
            "status": self.status,
            "passed": self.passed,
            "exit_code": self.exit_code,
            "timed_out": self.timed_out,
            "experiment_s": round(self.experiment_s, 3),
            "checks": [c.to_dict() for c in self.checks],
            "score": self.score.to_dict() if self.score else None,
            "notes": self.notes,
            **(
                {
                    "timing": {
                        "starter_s": self.starter.wall,
                        "experiment_s": self.runs.wall,
                        "starter_cpu_s": self.starter.cpu,
                        "experiment_cpu_s": self.runs.cpu,
                    }
                }
                if self.runs.wall
                else {}
            ),
        }


def verifier_status(timed_out: bool, checks: list[CheckResult], score: ScoreResult | None) -> VerifierStatus:
    if timed_out:
        return VerifierStatus.EXPERIMENT_TIMEOUT
    failed = [c for c in checks if not c.ok]
    if any(c.kind == "exit_code" for c in failed):
        return VerifierStatus.EXPERIMENT_ERROR
    if any(c.missing_file for c in failed):
        return VerifierStatus.OUTPUT_MISSING
    if failed:
        return VerifierStatus.OUTPUT_MISMATCH
    if score is not None and not score.success:
        return VerifierStatus.OUTPUT_MISMATCH if score.score is None else VerifierStatus.SCORE_BELOW_TARGET
    return VerifierStatus.OK


def _paths(workdir: str, rels: list[str]) -> list[str]:
    return [str(PurePosixPath(workdir) / r.rstrip("/")) for r in rels]


def stray_processes(sandbox: Sandbox) -> list[str]:
    """Processes in the sandbox other than the harness's own: its idle process (and the engine's init
    before it), its busybox steps (busybox's `timeout` leaves a watcher that outlives its command by
    a second or more on a loaded host) and zombies waiting for init to reap them. Nothing the agent
    wrote can have started one of those after the stop, so anything else is a stray."""
    idle = " ".join(C.SANDBOX_IDLE_COMMAND)
    return [
        p
        for p in sandbox.processes()
        if not (p.endswith(idle) or p.startswith(C.SANDBOX_BUSYBOX + " ") or p.endswith("<defunct>"))
    ]


def _stage_inputs(task: Task, sandbox: Sandbox) -> str:
    """verify/inputs/ (and nothing else of verify/) in a fresh root-only folder the agent could not
    have known: the experiment runs the agent's code, which can read what is staged."""
    verify_path = f"{C.SANDBOX_VERIFY_PARENT}/deploybench-verify-{secrets.token_hex(8)}"
    if task.verify_inputs_dir.is_dir():
        sandbox.put_dir(task.verify_inputs_dir, verify_path, mode=0o700)
    else:
        sandbox.run_tool(["mkdir", "-p", "-m", "700", verify_path], timeout=30)
    return verify_path


class _Starter:
    """experiment.timing: the untouched starter in a sandbox of its own (the twin: same image and
    limits, the pristine artifact, never seen by the agent), run one at a time between the agent's
    timed runs so both meet the same load. Log: starter-timing.log."""

    def __init__(self, task: Task, twin: Sandbox, record_dir: Path, timeout: float):
        self.task, self.twin, self.timeout = task, twin, timeout
        self.log_path = record_dir / "starter-timing.log"
        self.verify_path = _stage_inputs(task, twin)
        self.wall: list[float] = []
        self.cpu: list[float | None] = []
        self.seconds = 0.0  # everything the starter's runs cost, cleanup included

    def run(self, i: int, repeat: int) -> float:
        """Run i (0-based), its seconds; InfraError when the starter fails (a broken task, not the
        agent's doing)."""
        from ..errors import InfraError

        spec, exp, t = self.task.spec, self.task.spec.experiment, time.monotonic()
        with open(self.log_path, "ab") as log:
            if exp.outputs:
                self.twin.run_tool(["rm", "-rf", "--", *_paths(spec.workdir, exp.outputs)], timeout=60)
            log.write(f"----- starter run {i + 1} of {repeat}: `{exp.command}` -----\n".encode())
            log.flush()
            env = {C.VERIFY_DIR_ENV: self.verify_path, "DEPLOYBENCH_REPEAT": str(i)}
            sink = CappedSink(log, C.SANDBOX_LOG_CAP)
            run = partial(self.twin.exec, exp.command, timeout=self.timeout, workdir=spec.workdir, env=env, sink=sink)
            try:
                res, cpu = _timed(self.twin, run)
            finally:
                sink.close()
            log.write(f"\n[exit {res.exit_code}, {res.duration_s:.3f}s, cpu {cpu}s]\n".encode())
        self.seconds += time.monotonic() - t
        if res.timed_out or res.exit_code != 0:
            raise InfraError(
                f"timing the starter of {spec.id}: its experiment "
                + ("timed out" if res.timed_out else f"exited {res.exit_code}")
                + " in a fresh sandbox (a broken task; see starter-timing.log)"
            )
        self.wall.append(round(res.duration_s, 4))
        self.cpu.append(cpu)
        return res.duration_s


def run_verify(
    task: Task,
    sandbox: Sandbox,
    record_dir: Path,
    *,
    timeout_multiplier: float = 1.0,
    twin: Sandbox | None = None,
) -> VerifyResult:
    """Verify the agent's work in `sandbox`. A speed-up task (experiment.timing) needs `twin`, a
    fresh sandbox of the task's image with the pristine artifact, where the starter is timed."""
    spec = task.spec
    exp = spec.experiment
    workdir = spec.workdir
    start = time.monotonic()
    log_path = record_dir / C.VERIFY_LOG
    outputs_dir = record_dir / C.OUTPUTS_DIR
    outputs_dir.mkdir(parents=True, exist_ok=True)
    notes: list[str] = []

    with open(log_path, "ab") as log:

        def say(text: str) -> None:
            log.write(f"[deploybench {time.monotonic() - start:7.2f}s] {text}\n".encode())
            log.flush()

        # 1. nothing the agent left keeps running, and nothing gets in or out
        sandbox.stop_processes()
        sandbox.disconnect_network()
        say("agent processes stopped; network off")

        # 2. verify/inputs/ (and nothing else of verify/) goes to a fresh root-only folder the agent
        #    could not have known: the experiment runs the agent's code, which can read what is staged
        verify_path = _stage_inputs(task, sandbox)
        say(
            f"verify/inputs/ staged at {verify_path}"
            if task.verify_inputs_dir.is_dir()
            else f"no verify/inputs/; empty {verify_path}"
        )

        # 3. and 4., once, or `timing.repeat` times for a speed-up task (the last run is checked),
        #    each beside a run of the untouched starter in its twin sandbox: starter first in even
        #    runs, last in odd ones (A B B A ...), so a load that drifts meets both alike
        timeout = (exp.timeout or spec.timeouts.verify) * timeout_multiplier
        repeat = exp.timing.repeat if exp.timing else 1
        starter: _Starter | None = None
        if exp.timing:
            if twin is None:
                raise ValueError("a task with experiment.timing is verified with a twin sandbox for its starter")
            starter = _Starter(task, twin, record_dir, timeout)
            say(f"starter twin sandbox: inputs staged at {starter.verify_path}; its runs in starter-timing.log")

        def time_starter(i: int) -> None:
            assert starter is not None
            say(f"starter run {i + 1} of {repeat} (twin): {starter.run(i, repeat):.2f}s")

        runs: list[float] = []
        cpus: list[float | None] = []
        sandbox_failures: list[CheckResult] = []
        for i in range(repeat):
            if starter is not None and i % 2 == 0:
                time_starter(i)
            # 3. pristine entry points and data; no stale outputs
            if exp.protected:
                sandbox.run_tool(["rm", "-rf", "--", *_paths(workdir, exp.protected)], timeout=60)
                sandbox.put_tar(tar_paths(task.artifact_dir, exp.protected, workdir.lstrip("/")))
                say(f"restored from the pristine artifact: {', '.join(exp.protected)}")
            if exp.outputs:
                sandbox.run_tool(["rm", "-rf", "--", *_paths(workdir, exp.outputs)], timeout=60)
                say(f"deleted outputs: {', '.join(exp.outputs)}")
            # nothing but the harness's idle process may run when the experiment starts
            stray = stray_processes(sandbox)
            if stray:
                say(f"processes running that the stop should have ended: {stray}; stopping them again")
                sandbox_failures.append(
                    CheckResult(
                        "sandbox:processes",
                        "sandbox",
                        False,
                        f"{len(stray)} process(es) not started by the harness were running before the experiment: "
                        + "; ".join(stray)[:500],
                    )
                )
                sandbox.stop_processes()

            # 4. the designated experiment
            which = f" (run {i + 1} of {repeat}, timed)" if exp.timing else ""
            say(f"running `{exp.command}` in {workdir} (timeout {timeout:g}s){which}")
            log.write(b"----- experiment output -----\n")
            log.flush()
            env = {C.VERIFY_DIR_ENV: verify_path}
            if exp.timing:
                env["DEPLOYBENCH_REPEAT"] = str(i)
            sink = CappedSink(log, C.SANDBOX_LOG_CAP)  # whatever the experiment prints, verify.log is bounded
            run = partial(
                sandbox.exec,
                exp.command,
                timeout=timeout,
                workdir=workdir,
                env=env,
                output_cap=C.CHECK_TEXT_CAP,
                sink=sink,
            )
            try:
                if exp.timing:  # the engine's CPU figures cost a call each side: only for timed runs
                    res, cpu = _timed(sandbox, run)
                    cpus.append(cpu)
                else:
                    res = run()
            finally:
                sink.close()
            log.write(b"\n----- end of experiment output -----\n")
            say(
                "experiment timed out"
                if res.timed_out
                else f"experiment exited {res.exit_code}" + f" after {res.duration_s:.2f}s"
            )
            runs.append(round(res.duration_s, 4))
            if res.timed_out or res.exit_code != 0:
                break  # a failed run is the verdict; no point timing more
            if starter is not None:
                # nothing the agent's version left running may weigh on the starter's next run
                sandbox.stop_processes()
                if i % 2 == 1:
                    time_starter(i)
        timed = TimedRuns(tuple(starter.wall), tuple(starter.cpu)) if starter is not None else TimedRuns()
        if starter is not None:
            say(
                f"timed runs (interleaved): starter {list(timed.wall)} s, cpu {list(timed.cpu)} s; "
                f"this version {runs} s, cpu {cpus} s"
            )

        # 5. outputs to the host (regular files and folders only, capped), then the checks, on the host
        copy_failures: list[CheckResult] = list(sandbox_failures)
        for rel in exp.outputs:
            rel = rel.rstrip("/")
            report = sandbox.get_path(str(PurePosixPath(workdir) / rel), outputs_dir / rel)
            if report is None:
                notes.append(f"output {rel} missing")
                say(f"output {rel}: missing")
                continue
            say(f"output {rel}: copied ({report.files} files, {report.bytes} bytes)")
            for why in report.refused[: C.REFUSED_LOGGED]:
                say(f"output {rel}: refused {why}")
            if len(report.refused) > C.REFUSED_LOGGED:
                say(f"output {rel}: ... and {len(report.refused) - C.REFUSED_LOGGED} more refused")
            if report.refused:
                notes.append(
                    f"output {rel}: {len(report.refused)} member(s) refused (only regular files and folders are "
                    "copied out: no links, FIFOs or devices; see verify.log)"
                )
            if report.cut:
                say(f"output {rel}: copy stopped: {report.cut}")
                copy_failures.append(
                    CheckResult(f"outputs:{rel}", "outputs", False, f"copying {rel} out stopped: {report.cut}")
                )
        ctx = CheckContext(
            outputs_dir=outputs_dir,
            verify_dir=task.verify_dir,
            stdout=res.stdout,
            stderr=res.stderr,
            exit_code=res.exit_code,
            spec=spec,
            starter_s=timed.wall,
            experiment_s=tuple(runs) if exp.timing else (),
            starter_cpu_s=timed.cpu,
            experiment_cpu_s=tuple(cpus) if exp.timing else (),
        )
        checks = copy_failures + evaluate_checks(task, ctx)
        score = evaluate_score(task, ctx)
        for c in checks:
            say(f"check {'PASS' if c.ok else 'FAIL'} {c.name}: {c.detail}")
        if score is not None:
            say(
                f"score {score.score} (baseline {score.baseline}, target {score.target:g}): "
                + ("reached" if score.success else (score.error or "below target"))
            )
        status = verifier_status(res.timed_out, checks, score)
        say(f"verifier status: {status}")

    return VerifyResult(
        status=status,
        checks=checks,
        exit_code=res.exit_code,
        timed_out=res.timed_out,
        experiment_s=res.duration_s,
        total_s=time.monotonic() - start,
        score=score,
        notes=notes,
        starter=timed,
        starter_total_s=starter.seconds if starter is not None else 0.0,
        runs=TimedRuns(tuple(runs), tuple(cpus)) if exp.timing else TimedRuns(),
    )
