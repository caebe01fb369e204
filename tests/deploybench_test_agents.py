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
    """Sleeps in the sandbox for --agent-arg nap=SECONDS (default 30), then submits; on the task
    --agent-arg nap_task=ID names, for 600 s (until the test interrupts the run)."""

    name = "nap"

    def __init__(self, options=None):
        args = options.agent_args if options else {}
        self.seconds = float(args.get("nap", 30))
        self.nap_task = args.get("nap_task")

    def run(self, ctx: AgentContext) -> AgentResult:
        seconds = 600 if ctx.task.id == self.nap_task else self.seconds
        ctx.sandbox.exec(f"sleep {seconds}", timeout=seconds + 60)
        return AgentResult(EndReason.SUBMITTED)


# A probe of the network from inside a sandbox, with nothing but bash (the cpu image has no curl):
#   probe.sh direct IP PORT            a raw HTTP GET straight to IP:PORT
#   probe.sh proxy "REQUEST-LINE" HOST  that request through the egress point (deploybench-egress:3128)
# Prints what came back (or the error), then rc=N; a hung connection ends after a few seconds (rc=124).
PROBE_SH = r"""#!/bin/bash
case "$1" in
direct) timeout 5 bash -c 'exec 3<>"/dev/tcp/$0/$1" &&
            printf "GET / HTTP/1.0\r\nHost: %s\r\n\r\n" "$0" >&3 && cat <&3' "$2" "$3" 2>&1 ;;
proxy) timeout 5 bash -c 'exec 3<>/dev/tcp/deploybench-egress/3128 &&
            printf "%s\r\nHost: %s\r\nConnection: close\r\n\r\n" "$0" "$1" >&3 && cat <&3' "$2" "$3" 2>&1 ;;
esac
echo "rc=$?"
"""


class NetProbeAgent(OracleAgent):
    """Deploys like the oracle, after probing the network for the host's HTTP server that
    DEPLOYBENCH_TEST_PROBE names (IP:PORT): directly, through the egress point by its address and
    by a name that is no registry, and with CONNECT. What came back goes to
    agent_extra["probes"]; the egress point it was given, to agent_extra["egress"]."""

    name = "netprobe"

    def run(self, ctx: AgentContext) -> AgentResult:
        import os
        import shlex

        ip, port = os.environ["DEPLOYBENCH_TEST_PROBE"].rsplit(":", 1)
        ctx.sandbox.put_file("/tmp/probe.sh", PROBE_SH.encode(), mode=0o755)
        asks = {
            "direct": ["direct", ip, port],
            "proxy_ip": ["proxy", f"GET http://{ip}:{port}/ HTTP/1.1", f"{ip}:{port}"],
            "proxy_name": ["proxy", f"GET http://no-registry.example:{port}/ HTTP/1.1", "no-registry.example"],
            "connect_ip": ["proxy", f"CONNECT {ip}:{port} HTTP/1.1", f"{ip}:{port}"],
        }
        probes = {}
        for key, argv in asks.items():
            out = ctx.sandbox.exec("/tmp/probe.sh " + shlex.join(argv), timeout=60).stdout
            ctx.log.info("probe %s: %s", key, out.strip()[:300])
            probes[key] = out[:8000]
        ctx.sandbox.exec("rm -f /tmp/probe.sh", timeout=20)
        result = super().run(ctx)
        result.extra["probes"] = probes
        egress = getattr(ctx.sandbox, "egress", None)  # the Docker runtime's egress point (a peek for tests)
        result.extra["egress"] = {"container": getattr(egress, "name", None),
                                  "network": getattr(egress, "network_name", None),
                                  "worker": os.environ.get("PYTEST_XDIST_WORKER")}
        return result
