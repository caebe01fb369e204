"""Agents used by the integration tests (loaded with --agent=deploybench_test_agents:NAME)."""

from __future__ import annotations

from pytest_deploybench.agents.base import AgentContext, AgentResult, EndReason
from pytest_deploybench.agents.builtin import OracleAgent


class SpyAgent(OracleAgent):
    """Deploys like the oracle, after searching the sandbox for anything of verify/."""

    name = "spy"

    def run(self, ctx: AgentContext) -> AgentResult:
        found = ctx.sandbox.exec(
            "grep -rls --exclude-dir=proc --exclude-dir=sys verify-secret-7f3a / 2>/dev/null; "
            "ls -d /var/lib/deploybench-verify-* 2>/dev/null; true",
            timeout=120,
        )
        result = super().run(ctx)
        result.extra["verify_traces"] = found.stdout.split()
        return result


class TamperAgent(OracleAgent):
    """Deploys like the oracle, then breaks the protected entry point and plants fake outputs."""

    name = "tamper"

    def run(self, ctx: AgentContext) -> AgentResult:
        result = super().run(ctx)
        ctx.sandbox.exec(
            "echo 'echo total=1234; exit 7' > run.sh; mkdir -p results; echo '{\"total\": 1234}' > results/sum.json",
            timeout=20,
        )
        return result


class CrashingAgent:
    """An agent with a bug of its own: an ERROR, not a failed deployment."""

    name = "crash"

    def __init__(self, options=None):
        pass

    def run(self, ctx: AgentContext) -> AgentResult:
        raise RuntimeError("agent bug")


def make_lazy(options):
    """A factory function (not a class) works too."""
    return OracleAgent(options)


__all__ = ["SpyAgent", "TamperAgent", "CrashingAgent", "make_lazy", "EndReason"]


class SlowAgent:
    """Works for a long time inside the sandbox (for interrupt tests)."""

    name = "slow"

    def __init__(self, options=None):
        pass

    def run(self, ctx: AgentContext) -> AgentResult:
        ctx.log.info("slow agent working")
        ctx.sandbox.exec("sleep 120", timeout=300)
        return AgentResult(EndReason.SUBMITTED)


class NapAgent:
    """Sleeps in the sandbox for --agent-arg nap=SECONDS (default 30), then submits."""

    name = "nap"

    def __init__(self, options=None):
        self.seconds = float((options.agent_args if options else {}).get("nap", 30))

    def run(self, ctx: AgentContext) -> AgentResult:
        import os

        seconds = 600 if os.environ.get("DEPLOYBENCH_TEST_NAP_TASK") == ctx.task.id else self.seconds
        ctx.sandbox.exec(f"sleep {seconds}", timeout=seconds + 60)
        return AgentResult(EndReason.SUBMITTED)
