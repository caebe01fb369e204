"""The reference agents: `oracle` runs the task's solution/solve.sh, `noop` does nothing."""

from __future__ import annotations

from .. import constants as C
from .base import AgentContext, AgentOptions, AgentResult, EndReason


class OracleAgent:
    """Runs solution/solve.sh in the workdir; its output goes to agent.log.

    The solution folder is copied in only for this run and removed afterwards. A non-zero exit
    ends as `gave_up` (the reference deployment did not finish), a timeout as `agent_timeout`.
    """

    name = "oracle"
    uses_reference_solution = True  # the harness hands it solution/ (no other agent gets it)

    def __init__(self, options: AgentOptions | None = None):
        self.options = options

    def run(self, ctx: AgentContext) -> AgentResult:
        if ctx.solution_dir is None:
            return AgentResult(EndReason.AGENT_ERROR, error="the oracle needs the task's solution/ folder")
        box = ctx.sandbox
        box.put_dir(ctx.solution_dir, C.SANDBOX_SOLUTION_DIR, mode=0o700)
        ctx.trajectory.write("tool_call", step=1, tool="bash", arguments={"command": "bash solve.sh"})
        log_path = ctx.record_dir / C.AGENT_LOG
        with open(log_path, "ab") as sink:
            sink.write(b"$ bash solution/solve.sh\n")
            sink.flush()
            res = box.exec(
                f"bash {C.SANDBOX_SOLUTION_DIR}/solve.sh",
                timeout=max(1.0, ctx.time_left()),
                env={"DEPLOYBENCH_SOLUTION_DIR": C.SANDBOX_SOLUTION_DIR},
                output_cap=64 * 1024,
                sink=sink,
            )
            sink.write(f"\n[solve.sh exit={res.exit_code} timed_out={res.timed_out} {res.duration_s:.1f}s]\n".encode())
        box.exec(f"rm -rf {C.SANDBOX_SOLUTION_DIR}", timeout=30)
        ctx.trajectory.write(
            "observation",
            step=1,
            exit_code=res.exit_code,
            timed_out=res.timed_out,
            duration_s=round(res.duration_s, 3),
            output_tail=res.output[-2000:],
        )
        if res.timed_out:
            return AgentResult(EndReason.AGENT_TIMEOUT, steps=1, summary="solve.sh ran out of time")
        if res.exit_code != 0:
            return AgentResult(EndReason.GAVE_UP, steps=1, summary=f"solve.sh exited {res.exit_code}")
        return AgentResult(EndReason.SUBMITTED, steps=1, summary="solve.sh finished")


class NoopAgent:
    """Does nothing and stops: every task must fail with it."""

    name = "noop"

    def __init__(self, options: AgentOptions | None = None):
        self.options = options

    def run(self, ctx: AgentContext) -> AgentResult:
        ctx.log.info("noop: doing nothing")
        return AgentResult(EndReason.GAVE_UP, steps=0, summary="did nothing")
