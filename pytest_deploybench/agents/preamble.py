"""The one text about verification that every agent receives ahead of the task's instructions.

Built-in and installed agents alike get it (`TaskView.prompt`); the oracle ignores it. It states
what the hidden pipeline does (docs/TASK_FORMAT.md, "What the agent is told") and nothing about
how to deploy: noticing what the experiment needs is what a task measures. A task's own
instructions name the goal only, and never repeat this.
"""

from __future__ import annotations

NETWORK_WHILE_WORKING = {
    "registries": "only the package registries this host is configured for (Debian's archive, PyPI, npm) are "
    "reachable; every other host is not",
    "none": "there is no network at all",
    "open": "the network is unrestricted",
}


def verification_preamble(workdir: str, network: str) -> str:
    """The preamble for a task with this working directory and network policy."""
    return f"""How this task is checked (the same for every task):
- When you stop, or your time runs out, every process you started is stopped. The designated experiment is then
  run again in {workdir}, in a fresh non-interactive shell (`bash -c`, as root), offline: without any network.
- Before that run, the experiment's entry points and data are restored from the original artifact and its
  earlier outputs are deleted; it may be given other inputs than the ones you have seen.
- Its outputs are then compared with the paper's numbers, or, for an improvement task, scored on hidden test data
  against the starter's baseline.
- While you work, {NETWORK_WHILE_WORKING[network]}."""
