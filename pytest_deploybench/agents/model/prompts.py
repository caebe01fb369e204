"""What the model is told: the system prompt, the task message, the reminders.

How verification works is the harness's preamble (agents/preamble.py), which every agent gets
ahead of the instructions in the task message (`TaskView.prompt`); the parts shared by every tool
profile here are what "done" means and the limits: `done_section` and `limits_section`.
"""

from __future__ import annotations

from ...text import plural
from ..base import TaskView


def _minutes(seconds: float) -> str:
    m = seconds / 60
    return f"{m:.0f} minutes" if m >= 2 else f"{seconds:.0f} seconds"


def resources(task: TaskView) -> str:
    gpu = f", {plural(task.gpus, 'GPU')}" if task.gpus else ", no GPU"
    return f"{task.cpus:g} CPUs, {task.memory} memory{gpu}."


def done_section(task: TaskView) -> str:
    if task.kind == "improve":
        goal = (
            "The task's experiment must run and its result must beat the baseline by the margin the instructions "
            "state. It is scored on hidden test data, so improve the method; do not tune to the visible data."
        )
    else:
        goal = (
            "The designated experiment named in the task must run to completion and reproduce the paper's numbers "
            'within the paper\'s tolerance. A smoke test, a unit test, a reduced configuration or "it builds" is '
            "not done."
        )
    return f"""# What "done" means
- {goal}
- How your work is checked is stated ahead of the task's instructions, in the first message."""


def limits_section(
    task: TaskView, *, max_steps: int | None, max_cost: float | None, max_tokens_total: int | None
) -> str:
    parts = [
        f"- Time: {_minutes(task.timeout_s)} of wall-clock time for all your work; a command still running when "
        "the time is up is killed. Builds and downloads take time: plan for them."
    ]
    if max_steps:
        parts.append(f"- Turns: at most {max_steps} model responses.")
    if max_cost is not None:
        parts.append(f"- Cost: at most ${max_cost:g} of model usage.")
    if max_tokens_total:
        parts.append(f"- Tokens: at most {max_tokens_total:,} tokens in all.")
    parts.append("- When a limit is reached your work stops where it is, and the experiment is re-run as it stands.")
    return "# Limits\n" + "\n".join(parts)


def system_prompt(
    task: TaskView, *, max_steps: int | None, max_cost: float | None, max_tokens_total: int | None
) -> str:
    return f"""You are an expert research engineer working alone, as root, in a Linux container (Debian). Your job is to
deploy a published research artifact: make the paper's designated experiment run in this container and
reproduce the paper's results.

# Where things are
- The artifact is in {task.workdir}, your working directory: its code, its README and paper.md (the paper
  whose numbers the experiment must reproduce).
- Resources: {resources(task)}

# Tools
- bash runs one command in a fresh `bash -c` shell in {task.workdir} and returns its output and exit code.
  Nothing carries over between calls (no `cd`, no `export`). No terminal, no input: use non-interactive flags.
- view shows a file with line numbers or lists a directory; create writes a whole file; str_replace replaces
  one exact, unique piece of text in a file.
- submit ends your work: call it once, when you are done.
- Long outputs are cut in the middle: redirect them to a file and read parts with view or grep.

{done_section(task)}

{limits_section(task, max_steps=max_steps, max_cost=max_cost, max_tokens_total=max_tokens_total)}

Work in steps: read the README and the paper, inspect the code, set up the environment, run the experiment,
check its numbers against the paper, fix what differs, then submit with a short summary of what you changed.
Every answer should call a tool."""


def task_message(task: TaskView) -> str:
    return f"""Task id: {task.id}
Kind: {task.kind}; domain: {task.domain}; languages: {", ".join(task.languages)}

{task.prompt}"""


def nudge(count: int, limit: int, finish_tool: str = "submit") -> str:
    return (
        f"You answered without calling a tool. If the experiment runs and reproduces the paper's results, call "
        f"{finish_tool} with a short summary; otherwise continue the work with a tool call. "
        f"(Reminder {count} of {limit}: after that, an answer without a tool call ends your work.)"
    )
