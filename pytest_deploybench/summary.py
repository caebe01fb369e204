"""The terminal summary: pass rate per domain, failure modes, errors listed apart."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

from .outcome import ERROR, FAILED, INTERRUPTED, PASSED, SKIPPED


def _rate(p: int, f: int) -> str:
    return f"{100 * p / (p + f):5.1f}%" if p + f else "    -"


def render_terminal_summary(tr, results: list[dict], run_dir: Path) -> None:
    if not results:
        return
    tr.section("deploybench summary", sep="=")
    counts = Counter(r["outcome"] for r in results)
    p, f = counts[PASSED], counts[FAILED]
    tr.write_line(
        f"pass rate {_rate(p, f).strip()} ({p} of {p + f} judged)  errors {counts[ERROR]} (not counted)  "
        f"skipped {counts[SKIPPED]}" + (f"  interrupted {counts[INTERRUPTED]}" if counts[INTERRUPTED] else "")
    )
    by_domain: dict[str, Counter] = defaultdict(Counter)
    for r in results:
        by_domain[r["domain"]][r["outcome"]] += 1
    tr.write_line(f"  {'domain':<12} {'pass rate':>9} {'passed':>7} {'failed':>7} {'errors':>7}")
    for domain, c in sorted(by_domain.items()):
        tr.write_line(f"  {domain:<12} {_rate(c[PASSED], c[FAILED]):>9} {c[PASSED]:>7} {c[FAILED]:>7} {c[ERROR]:>7}")
    modes = Counter(r["failure_mode"] for r in results if r["outcome"] == FAILED)
    if modes:
        tr.write_line("failure modes: " + ", ".join(f"{m} {n}" for m, n in modes.most_common()))
    errors = [r for r in results if r["outcome"] == ERROR]
    if errors:
        tr.write_line("errors (infrastructure, not in the pass rate):")
        for r in sorted(errors, key=lambda r: (r["task_id"], r["attempt"])):
            tr.write_line(f"  {r['task_id']}[{r['attempt']}]: {r.get('error')}")
    tr.write_line(f"records: {run_dir}")
