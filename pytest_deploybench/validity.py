"""Validity lints of a task directory: what the schema cannot see but a benchmark must not ship.

`deploybench tasks validate` prints one line per finding. They are heuristics on names and text,
so each says what it saw and what to do; a finding is a reason to look, and the fix is almost
always to move a file or reword a sentence.

- host-side material in `verify/inputs/`: the experiment runs the agent's code, which can read
  everything staged there (a `.py` or `.md` file, a name that says label/answer/expected/reference/seed);
- an experiment that reads `$DEPLOYBENCH_VERIFY_DIR/X` when `verify/inputs/X` does not exist;
- instructions that describe the verification (the harness's preamble says that, once, for every
  task) or hint at the fix.
"""

from __future__ import annotations

import re

from . import constants as C
from .spec import Task

HOST_SIDE_SUFFIXES = (".py", ".md")
HOST_SIDE_WORDS = ("label", "answer", "expected", "reference", "seed")
# Phrases that tell the agent how verification works or how to deploy (TASKS.md rule 8).
VERIFICATION_TALK = re.compile(
    r"re-?run(s)? (offline|in a fresh|without network)|fresh (bash|shell|non-interactive)|default PATH"
    r"|processes (are|get) (stopped|killed)|verif(ier|ication) (will|re-?runs)|network is cut"
    r"|must (persist|survive)|runs? as root",
    re.IGNORECASE,
)
VERIFY_DIR_READ = re.compile(r"\$\{?" + C.VERIFY_DIR_ENV + r"\}?/([A-Za-z0-9_.\-/]+)")
TEXT_SCAN_LIMIT = 1_000_000  # bytes of one artifact file scanned for verify-dir reads


def lint_task(task: Task) -> list[str]:
    """Every validity finding of one task, as 'field or path: what is wrong; what to do'."""
    return _staged_host_material(task) + _unstaged_reads(task) + _instruction_hints(task)


def _staged_host_material(task: Task) -> list[str]:
    inputs = task.verify_inputs_dir
    if not inputs.is_dir():
        return []
    out = []
    for path in sorted(p for p in inputs.rglob("*") if p.is_file()):
        rel = path.relative_to(task.root)
        name = path.name.lower()
        word = next((w for w in HOST_SIDE_WORDS if w in name), None)
        if path.suffix in HOST_SIDE_SUFFIXES or word:
            why = f"its name says {word!r}" if word else f"a {path.suffix} file"
            out.append(
                f"{rel}: looks host-side ({why}) but is staged into the sandbox, where the agent's code "
                f"can read it; keep it in verify/ outside inputs/ (or rename it if it is a plain input)"
            )
    return out


def _unstaged_reads(task: Task) -> list[str]:
    sources = [("experiment.command", task.spec.experiment.command)]
    if task.artifact_dir.is_dir():
        for path in sorted(p for p in task.artifact_dir.rglob("*") if p.is_file()):
            try:
                if path.stat().st_size <= TEXT_SCAN_LIMIT:
                    sources.append((str(path.relative_to(task.root)), path.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError):
                continue  # binary data: not code that reads the staged folder
    out = []
    for where, text in sources:
        for rel in sorted(set(VERIFY_DIR_READ.findall(text))):
            rel = rel.rstrip("/.")
            if rel and not (task.verify_inputs_dir / rel).exists():
                out.append(
                    f"{where}: reads ${C.VERIFY_DIR_ENV}/{rel}, but verify/inputs/{rel} does not exist; "
                    f"add it to verify/inputs/ (the only part of verify/ that is staged)"
                )
    return out


def _instruction_hints(task: Task) -> list[str]:
    return [
        f"instructions: {m.group(0)!r} describes the verification or the way to deploy; state the goal only "
        f"(the harness tells every agent how verification works)"
        for m in VERIFICATION_TALK.finditer(task.spec.instructions)
    ]
