"""Rendering a loaded run as one static HTML page (Jinja2 templates shipped in this package).

Every value from the records is escaped (agents write arbitrary text); the CSS and JavaScript are
inline and the plots are data: URIs, so the page opens from disk with no server and no network.
"""

from __future__ import annotations

import math
import os
from importlib import resources
from pathlib import Path

import jinja2
from markupsafe import Markup

from ..outcome import FailureMode, VerifierStatus
from ..records import harness_version, now_iso
from ..text import plural
from ..text import usd as dollars
from .data import RunData
from .plots import Plot
from .stats import Interval
from .timeline import build_steps

TEMPLATE = "report.html.j2"

# What each failure mode and verifier status means, shown beside its count.
FAILURE_MODES = {m.value: m.meaning for m in FailureMode if m.meaning}
# What each network policy means, beside it (docs/TASK_FORMAT.md, `network:`).
POLICY_TEXT = {
    "registries": "the package registries of the configuration, through the egress point; nothing else",
    "none": "no network",
    "open": "unrestricted: not comparable with registries runs",
}
VERIFIER_STATUSES = {s.value: s.meaning for s in VerifierStatus if s.meaning}


def pct(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{100 * value:.{digits}f}%"


def ci(interval: Interval | None) -> str:
    return "–" if interval is None else f"{100 * interval.low:.1f}–{100 * interval.high:.1f}%"


def usd(value: float | None) -> str:
    return "unknown" if value is None else dollars(value, cents_from_100=True)


def secs(value: float | None) -> str:
    if value is None:
        return "–"
    if value < 60:
        return f"{value:.3g} s" if value < 10 else f"{value:.1f} s"
    minutes, s = divmod(int(round(value)), 60)
    if minutes < 60:
        return f"{minutes}m {s:02d}s"
    h, m = divmod(minutes, 60)
    return f"{h}h {m:02d}m"


def num(value: float | int | None) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.3g}" if abs(value) < 100 else f"{value:,.1f}"
    return f"{int(value):,}"


def size(value) -> str:
    """A byte count, in the largest unit under 1000 of it."""
    try:
        value = float(value)
    except (TypeError, ValueError):
        return "–"
    if abs(value) < 1000:
        return f"{int(value):,} bytes"
    for unit in ("kB", "MB", "GB"):  # noqa: B007 (the unit the loop stops at is the one shown)
        value /= 1000
        if abs(value) < 1000:
            break
    return f"{value:,.1f} {unit}"


def measure(value: float | None, unit: str) -> str:
    return {"usd": usd, "seconds": secs}.get(unit, num)(value)


def raw(value) -> str:
    """A value as a data-value attribute holds it (for sorting and for tests)."""
    return "" if value is None else repr(value) if isinstance(value, float) else str(value)


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("pytest_deploybench.report", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(pct=pct, ci=ci, usd=usd, secs=secs, num=num, measure=measure, raw=raw, size=size, plural=plural)
    return env


def _asset(name: str) -> Markup:
    text = resources.files("pytest_deploybench.report").joinpath("templates", name).read_text(encoding="utf-8")
    return Markup(text)  # our own file, not record data


def render(run: RunData, plots: list[Plot], out_dir: Path) -> str:
    links_base = Path(os.path.relpath(run.run_dir.resolve(), out_dir.resolve()))
    steps = {a.anchor: build_steps(a.events) for a in run.attempts}
    return (
        _environment()
        .get_template(TEMPLATE)
        .render(
            run=run,
            plots=plots,
            steps=steps,
            links_base=links_base.as_posix(),
            failure_mode_text=FAILURE_MODES,
            verifier_status_text=VERIFIER_STATUSES,
            premature_stop=FailureMode.PREMATURE_STOP,
            policy_text=POLICY_TEXT,
            refused=run.refused,
            generated=now_iso(),
            version=harness_version(),
            css=_asset("report.css"),
            js=_asset("report.js"),
        )
    )
