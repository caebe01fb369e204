"""Install an installed agent ahead of a run: its files into the host cache and its layer on a task's
image, as its first attempt would. OpenHands' first install builds CPython (minutes); CI starts this
in the background when it starts, so that the tests find the cache warm:

    python -m pytest_deploybench.agents.installed.prepare openhands tests/data/own-tasks/systems/agent-deploy
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from ...errors import DeployBenchError
    from ...sandbox.docker.runtime import DockerRuntime
    from ...spec import load_task
    from ..base import AgentOptions
    from ..registry import resolve

    parser = argparse.ArgumentParser(prog="python -m pytest_deploybench.agents.installed.prepare")
    parser.add_argument("agent", help="an installed agent, e.g. openhands")
    parser.add_argument("task", type=Path, help="a task directory whose image the agent's layer goes on")
    parser.add_argument("--agent-arg", action="append", default=[], metavar="K=V", help="e.g. version=X")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    t = time.monotonic()
    runtime = DockerRuntime()
    try:
        runtime.wait_ready()
        task = load_task(args.task)
        image = runtime.prepare_image(task)
        agent_args = dict(a.split("=", 1) for a in args.agent_arg)
        # the model is never called: any name does
        agent = resolve(args.agent)(AgentOptions(name=args.agent, model="openai/prepare", agent_args=agent_args))
        install = getattr(agent, "install", None)
        if install is None:
            print(f"{args.agent} installs nothing", file=sys.stderr)
            return 2
        layered = install(runtime, image)
    except DeployBenchError as e:
        print(f"preparing {args.agent}: {e}", file=sys.stderr)
        return 1
    finally:
        runtime.close()
    print(f"{args.agent} ready on {layered.ref} in {time.monotonic() - t:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
