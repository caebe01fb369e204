"""python tests/check_none_passed.py RUN.xml: exit 1 when any task of a run passed, or none failed.

For runs that must pass nothing, as noop over the bundled suite (`tox -e suite`): their pytest
exits 1 whenever a task fails, so its exit code alone cannot tell "every task failed" from
"some task passed". This reads the run's JUnit XML (--junitxml) instead. Skipped tasks (a GPU
task on a host without GPUs) are counted but allowed; a run where nothing failed is not.
"""

from __future__ import annotations

import sys
from pathlib import Path

from helpers import read_junit


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    path = Path(argv[0])
    if not path.is_file():
        print(f"{path}: no JUnit XML (did the run start?)", file=sys.stderr)
        return 1
    cases = read_junit(path)
    by = {o: sorted(n for n, c in cases.items() if c["outcome"] == o) for o in ("passed", "failed", "error", "skipped")}
    counts = ", ".join(f"{len(names)} {o}" for o, names in by.items())
    if by["passed"]:
        print(f"{path}: {counts}; none may pass: {', '.join(by['passed'])}", file=sys.stderr)
        return 1
    if not by["failed"] and not by["error"]:
        print(f"{path}: {counts}; no task ran to a failure", file=sys.stderr)
        return 1
    print(f"{path}: {counts}; none passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
