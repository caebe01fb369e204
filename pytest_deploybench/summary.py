"""The terminal summary: pass rate per domain, failure modes, errors listed apart, and the cost of
the model calls where there were any (none for the oracle or noop: no cost line then)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from .attempt import Record
from .outcome import Outcome
from .progress import cost_text
from .records import Tally, tallies
from .text import plural, usd


def _rate(t: Tally) -> str:
    return f"{100 * t.passed / t.judged:5.1f}%" if t.judged else "    -"


def cost_line(results: Sequence[Record]) -> str | None:
    """Spent on model calls, over every attempt that made any (errors too: the calls were paid)."""
    called = [r for r in results if cost_text(r.get("tokens"), r.get("cost_usd")) is not None]
    if not called:
        return None
    known = [r["cost_usd"] for r in called if r.get("cost_usd") is not None]
    unknown = len(called) - len(known)
    text = f"cost {usd(sum(known))}" if known else "cost unknown"
    text += f" over {plural(len(called), 'attempt')} with model calls"
    if known and unknown:
        text += f", {unknown} of them at unknown prices (not in the sum)"
    return text


def render_terminal_summary(tr, results: Sequence[Record], run_dir: Path) -> None:
    if not results:
        return
    tr.write_sep("=", "deploybench summary")  # ends an open line first, as pytest's own sections do
    t = Tally.of(r["outcome"] for r in results)
    tr.write_line(
        f"pass rate {_rate(t).strip()} ({t.passed} of {t.judged} judged)  errors {t.errors} (not counted)  "
        f"skipped {t.skipped}" + (f"  interrupted {t.interrupted}" if t.interrupted else "")
    )
    cost = cost_line(results)
    if cost:
        tr.write_line(cost)
    tr.write_line(f"  {'domain':<12} {'pass rate':>9} {'passed':>7} {'failed':>7} {'errors':>7}")
    for domain, c in tallies((r["domain"], r["outcome"]) for r in results).items():
        tr.write_line(f"  {domain:<12} {_rate(c):>9} {c.passed:>7} {c.failed:>7} {c.errors:>7}")
    modes = Counter(r["failure_mode"] for r in results if r["outcome"] == Outcome.FAILED)
    if modes:
        tr.write_line("failure modes: " + ", ".join(f"{m} {n}" for m, n in modes.most_common()))
    errors = [r for r in results if r["outcome"] == Outcome.ERROR]
    if errors:
        tr.write_line("errors (infrastructure, not in the pass rate):")
        for r in sorted(errors, key=lambda r: (r["task_id"], r["attempt"])):
            tr.write_line(f"  {r['task_id']}[{r['attempt']}]: {r.get('error')}")
    tr.write_line(f"records: {run_dir}")
