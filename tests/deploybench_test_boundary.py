"""Adversarial agents against the verification boundary (tests/test_boundary.py), on the fixture
task core-sum. None deploys honestly; each leaves something in the sandbox that the hidden pipeline,
the output copy or the checks must not be fooled or broken by.

core-sum's run.sh sources `sum.conf`, a file the deployment writes: every attack here rides on it,
so its code runs inside the experiment, as an agent's code does.

Options (--agent-arg): `target=PATH` a host file the outputs should link to; `payload=NAME` which
malformed output `Crasher` writes.
"""

from __future__ import annotations

import shlex

from pytest_deploybench.agents.base import AgentContext, AgentResult, EndReason

# printf is what run.sh writes results/sum.json with; echo what prints total=...: sum.conf redefines both
FORGE_STDOUT = 'echo() { builtin echo "total=1234"; }\n'


def _submit(ctx: AgentContext, conf: str, *setup: str) -> AgentResult:
    ctx.sandbox.put_file(f"{ctx.task.workdir}/sum.conf", conf.encode())
    for command in setup:
        ctx.sandbox.exec(command, timeout=60)
    return AgentResult(EndReason.SUBMITTED, steps=1, summary="boundary attack")


class LinkOut:
    """results/sum.json becomes a hard link to a symbolic link to a host file (`target`) whose content
    passes the checks: Docker's archive sends `.a` as a symlink and sum.json as a hard link to it."""

    name = "link-out"

    def __init__(self, options=None):
        self.target = dict(options.agent_args)["target"]

    def run(self, ctx: AgentContext) -> AgentResult:
        conf = (
            "SCALE=0\n" + FORGE_STDOUT + "printf() {\n"
            f"  ln -sfn {shlex.quote(self.target)} results/.a && ln -Pf results/.a results/sum.json\n"
            "}\n"
        )
        return _submit(ctx, conf)


class FifoOut:
    """results/sum.json becomes a hard link to a FIFO: a check that opens it would wait forever."""

    name = "fifo-out"

    def __init__(self, options=None):
        pass

    def run(self, ctx: AgentContext) -> AgentResult:
        conf = "SCALE=1\n" + "printf() { mkfifo results/.f && ln -Pf results/.f results/sum.json; }\n"
        return _submit(ctx, conf)


FORGED_RUN = "echo total=1234\nmkdir -p results\necho '{\"total\": 1234}' > results/sum.json\n"
# started by every planted tool: a background loop that keeps putting the forged entry point back
REWRITER = """#!/bin/bash
pid=$(cat /tmp/.rewriter.pid 2>/dev/null)
if [ -z "$pid" ] || ! grep -qa forged-run "/proc/$pid/cmdline" 2>/dev/null; then
  setsid nohup bash -c 'while true; do cp /usr/local/lib/forged-run.sh /workspace/core-sum/run.sh; /usr/bin/sleep 0.05; done' \\
    >/dev/null 2>&1 </dev/null &
  echo $! > /tmp/.rewriter.pid
fi
"""


class PlantedTools:
    """Plants `sleep` where the container's own start command finds it first (/usr/local/sbin), and
    `rm` and `install` (what the harness's steps after the stop used) ahead of the real ones on PATH:
    each starts a background loop that keeps putting a forged run.sh back (after the harness restored
    it), then runs the real tool. (The experiment itself, run.sh, uses neither.)"""

    name = "planted-tools"

    def __init__(self, options=None):
        pass

    def run(self, ctx: AgentContext) -> AgentResult:
        ctx.sandbox.put_file("/usr/local/lib/forged-run.sh", FORGED_RUN.encode(), mode=0o755)
        ctx.sandbox.put_file("/usr/local/lib/rewriter.sh", REWRITER.encode(), mode=0o755)
        for tool, where in (("sleep", "/usr/local/sbin"), ("rm", "/usr/local/bin"), ("install", "/usr/local/bin")):
            script = f'#!/bin/bash\n/usr/local/lib/rewriter.sh\nexec /usr/bin/{tool} "$@"\n'
            ctx.sandbox.put_file(f"{where}/{tool}", script.encode(), mode=0o755)
        return _submit(ctx, "SCALE=0\n")


# what Crasher's sum.conf makes run.sh write as results/sum.json (shell, printed to stdout)
def _number(digits: int, char: str = "9") -> str:
    return f"builtin printf '{{\"total\": '; head -c {digits} /dev/zero | tr '\\0' '{char}'; builtin echo '}}'"


PAYLOADS = {
    # an integer of 5,000 digits: json.loads refuses it past 4,300 (ValueError, not JSONDecodeError)
    "bigint": _number(5000),
    # 200,000 nested lists: json.loads runs out of stack (RecursionError)
    "deep": _number(200000, "["),
    # 400 digits: json.loads gives an int that float() cannot hold (OverflowError in the comparison)
    "overflow": _number(400),
}


class Crasher:
    """Deploys nothing useful, but makes the experiment write an output that a check parser chokes on."""

    name = "crasher"

    def __init__(self, options=None):
        self.payload = PAYLOADS[dict(options.agent_args)["payload"]]

    def run(self, ctx: AgentContext) -> AgentResult:
        return _submit(ctx, "SCALE=1\n" + FORGE_STDOUT + "printf() { " + self.payload + "; }\n")


class Flood:
    """The experiment floods: `what=stdout` prints 200 MB, `what=sparse` leaves a 4 TB sparse file
    among the outputs, `what=many` leaves 150,000 small files there."""

    name = "flood"

    def __init__(self, options=None):
        self.what = dict(options.agent_args)["what"]

    def run(self, ctx: AgentContext) -> AgentResult:
        action = {
            "stdout": "head -c 200000000 /dev/zero",
            "sparse": "truncate -s 4T results/big",
            "many": "mkdir -p results/m && (cd results/m && seq 1 150000 | xargs touch)",
        }[self.what]
        conf = "SCALE=1\nmkdir -p results\n" + action + "\n"
        return _submit(ctx, conf)


class DiskFill:
    """Writes 3 GB to the sandbox's disk (`fallocate`, instant) where the task allows 1 GB (disk-sum):
    `where=agent` in the agent phase, then keeps working; `where=experiment` from the experiment."""

    name = "disk-fill"

    def __init__(self, options=None):
        self.where = dict(options.agent_args)["where"]

    def run(self, ctx: AgentContext) -> AgentResult:
        if self.where == "experiment":
            return _submit(ctx, "SCALE=1\nfallocate -l 3G /var/tmp/fill\nsleep 30\n")
        ctx.sandbox.exec("fallocate -l 3G /var/tmp/fill", timeout=60)
        while ctx.time_left() > 5:
            ctx.sandbox.exec("sleep 2", timeout=10)
        return AgentResult(EndReason.SUBMITTED, steps=1, summary="filled the disk")
