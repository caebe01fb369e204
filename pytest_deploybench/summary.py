"""The terminal summary: pass rate per domain, failure modes, errors listed apart, and the cost of
the model calls where there were any (none for the oracle or noop: no cost line then)."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

from .outcome import ERROR, FAILED, INTERRUPTED, PASSED, SKIPPED
from .progress import cost_text, usd


def _rate(p: int, f: int) -> str:
    return f"{100 * p / (p + f):5.1f}%" if p + f else "    -"


def cost_line(results: list[dict]) -> str | None:
    """Spent on model calls, over every attempt that made any (errors too: the calls were paid)."""
    called = [r for r in results if cost_text(r.get("tokens"), r.get("cost_usd")) is not None]
    if not called:
        return None
    known = [r["cost_usd"] for r in called if r.get("cost_usd") is not None]
    unknown = len(called) - len(known)
    text = f"cost {usd(sum(known))}" if known else "cost unknown"
    text += f" over {len(called)} attempt{'s' * (len(called) != 1)} with model calls"
    if known and unknown:
        text += f", {unknown} of them at unknown prices (not in the sum)"
    return text


def render_terminal_summary(tr, results: list[dict], run_dir: Path) -> None:
    if not results:
        return
    tr.write_sep("=", "deploybench summary")  # ends an open line first, as pytest's own sections do
    counts = Counter(r["outcome"] for r in results)
    p, f = counts[PASSED], counts[FAILED]
    tr.write_line(
        f"pass rate {_rate(p, f).strip()} ({p} of {p + f} judged)  errors {counts[ERROR]} (not counted)  "
        f"skipped {counts[SKIPPED]}" + (f"  interrupted {counts[INTERRUPTED]}" if counts[INTERRUPTED] else "")
    )
    cost = cost_line(results)
    if cost:
        tr.write_line(cost)
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
