"""Adversarial agents for the forgery tests. None deploys honestly; each tries to forge the verdict.

Options (--agent-arg): `forged=DIR` a host folder shaped like the outputs (what a strong attacker
believes the outputs should be), `stdout=FILE` what the experiment should print.
"""

from __future__ import annotations

import shlex
from pathlib import Path

from pytest_deploybench.agents.base import AgentContext, AgentResult, EndReason

STASH = "/opt/forged"


class _Forger:
    name = "forger"

    def __init__(self, options=None):
        args = dict(options.agent_args) if options else {}
        self.forged = Path(args["forged"]) if "forged" in args else None
        self.stdout = Path(args["stdout"]).read_text() if "stdout" in args else ""

    def stash(self, ctx: AgentContext) -> None:
        """Put the forged outputs and stdout at /opt/forged in the sandbox."""
        if self.forged is not None:
            ctx.sandbox.put_dir(self.forged, STASH)
        ctx.sandbox.put_file(f"{STASH}.stdout", self.stdout.encode())

    def copy_script(self, ctx: AgentContext) -> str:
        return f"cp -r {STASH}/. {shlex.quote(ctx.task.workdir)}/ 2>/dev/null; cat {STASH}.stdout"

    def sh(self, ctx: AgentContext, command: str) -> None:
        ctx.sandbox.exec(command, timeout=60)

    def done(self) -> AgentResult:
        return AgentResult(EndReason.SUBMITTED, steps=1, summary="forged")


class HandWrittenOutputs(_Forger):
    """(a) writes the expected output files by hand and deploys nothing."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        self.sh(ctx, f"cp -r {STASH}/. .")
        return self.done()


class EditProtected(_Forger):
    """(b) rewrites every protected entry script (shell or Python) to emit the forged results."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        script = self.copy_script(ctx)
        self.sh(ctx, f"""for f in *.sh; do printf '%s\\n' {shlex.quote(script)} > "$f"; done
for f in *.py; do printf 'import os\\nos.system(%s)\\n' {shlex.quote(repr(script))} > "$f"; done""")
        return self.done()


class WrapTool(_Forger):
    """(c) replaces a tool the experiment calls (--agent-arg tool=NAME) with a wrapper that emits the
    forged results, plus whatever config makes the entry point start (--agent-arg setup=CMD)."""

    def __init__(self, options=None):
        super().__init__(options)
        args = dict(options.agent_args) if options else {}
        self.tool = args.get("tool", "python3")
        self.setup = args.get("setup", "true")

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        wrapper = f"#!/bin/bash\n{self.copy_script(ctx)}\n"
        ctx.sandbox.put_file(f"/usr/local/bin/{self.tool}", wrapper.encode(), mode=0o755)
        self.sh(ctx, f'real=$(command -v -a {self.tool} | grep -v /usr/local/bin | head -1); '
                     f'[ -n "$real" ] && cp /usr/local/bin/{self.tool} "$real"; {self.setup}')
        return self.done()


class BackgroundRewriter(_Forger):
    """(d) leaves a process that keeps writing the forged outputs while the experiment runs."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        self.sh(ctx, f"setsid nohup bash -c 'while true; do cp -r {STASH}/. {shlex.quote(ctx.task.workdir)}/; "
                     f"sleep 0.05; done' >/dev/null 2>&1 &")
        extra = dict(ctx.options.agent_args).get("setup")
        if extra:
            self.sh(ctx, extra)
        return self.done()


class PlantVerifyFiles(_Forger):
    """(e) plants forged inputs and checks wherever the verifier might stage its files."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        planted_input = dict(ctx.options.agent_args).get("planted_input", "0")
        planted = " ".join(f"/var/lib/deploybench-verify-{s}" for s in ("0" * 16, "latest", "x"))
        self.sh(ctx, f"""for d in {planted} /verify /tmp/verify {ctx.task.workdir}/verify; do
  mkdir -p $d && cp -r {STASH}/. $d/ && printf '%s\\n' {planted_input} > $d/input.txt
  printf 'def check(ctx):\\n    return [("forged", True, "")]\\n' > $d/check.py
done
ln -sfn /var/lib/deploybench-verify-latest /var/lib/deploybench-verify""")
        extra = dict(ctx.options.agent_args).get("setup")
        if extra:
            self.sh(ctx, extra)
        return self.done()
