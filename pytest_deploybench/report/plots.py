"""The report's plots as PNG files (for papers and slides), drawn with matplotlib's Agg canvas.

No pyplot: each figure is its own object, so drawing never touches global state or a display.
"""

from __future__ import annotations

import base64
import io
import zlib
from dataclasses import dataclass
from pathlib import Path

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from ..attempt import value as field_value
from ..outcome import FailureMode, Outcome
from .data import RunData
from .stats import Interval

COLORS = {
    Outcome.PASSED: "#2e9d5b",
    Outcome.FAILED: "#d64545",
    Outcome.ERROR: "#e08a1e",
    FailureMode.PREMATURE_STOP: "#8e3a9d",
    "neutral": "#4a6fa5",
    "muted": "#9aa3ad",
}
DPI = 120
SIZE = (6.4, 3.6)  # inches


@dataclass
class Plot:
    name: str  # file stem
    title: str
    caption: str
    png: bytes

    @property
    def filename(self) -> str:
        return f"{self.name}.png"

    @property
    def data_uri(self) -> str:
        return "data:image/png;base64," + base64.b64encode(self.png).decode("ascii")


def _figure() -> tuple[Figure, Axes]:
    fig = Figure(figsize=SIZE, dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.spines[["top", "right"]].set_visible(False)
    return fig, ax


def _png(fig: Figure) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", metadata={"Software": None})
    return buf.getvalue()


def _empty(ax: Axes, text: str) -> None:
    ax.set_axis_off()
    ax.text(0.5, 0.5, text, ha="center", va="center", color=COLORS["muted"], fontsize=11, transform=ax.transAxes)


def pass_rate_by_domain(run: RunData) -> Plot:
    fig, ax = _figure()
    groups = [g for g in run.groups["domain"] if g.judged] + ([run.overall] if run.overall.judged else [])
    if not groups:
        _empty(ax, "no judged attempts (passed or failed)")
    else:
        names = [g.name for g in groups]
        cis: list[Interval] = []
        for g in groups:
            ci = g.ci
            assert ci is not None, f"group {g.name!r} was kept for having judged attempts"
            cis.append(ci)
        rates = [ci.rate * 100 for ci in cis]  # ci.rate is the group's pass rate, passed / judged
        low = [r - ci.low * 100 for r, ci in zip(rates, cis, strict=True)]
        high = [ci.high * 100 - r for r, ci in zip(rates, cis, strict=True)]
        colors = [COLORS["neutral"]] * (len(groups) - 1) + [
            COLORS["muted"] if names[-1] == "all" else COLORS["neutral"]
        ]
        ax.bar(range(len(groups)), rates, color=colors, yerr=[low, high], capsize=4, ecolor="#333333", width=0.6)
        ax.set_xticks(range(len(groups)), [f"{g.name}\n{g.passed}/{g.judged}" for g in groups])
        ax.set_ylim(0, 105)
        ax.set_ylabel("pass rate (%)")
    ax.set_title("Pass rate by domain (95% Wilson interval)", fontsize=11)
    return Plot(
        "pass_rate_by_domain",
        "Pass rate by domain",
        "Bars: passed / (passed + failed); whiskers: 95% Wilson interval; errors are not counted.",
        _png(fig),
    )


def failure_modes(run: RunData) -> Plot:
    fig, ax = _figure()
    modes = dict(run.summary.get("failure_modes") or {})
    errors = run.overall.errors
    labels = list(modes) + (["infrastructure errors\n(not in the pass rate)"] if errors else [])
    counts = list(modes.values()) + ([errors] if errors else [])
    if not labels:
        _empty(ax, "no failed attempts")
    else:
        colors = [
            COLORS[FailureMode.PREMATURE_STOP] if m == FailureMode.PREMATURE_STOP else COLORS[Outcome.FAILED]
            for m in modes
        ]
        colors += [COLORS[Outcome.ERROR]] if errors else []
        y = list(range(len(labels)))[::-1]
        bars = ax.barh(y, counts, color=colors, height=0.6)
        if errors:
            bars[-1].set_hatch("//")
        ax.set_yticks(y, labels)
        ax.bar_label(bars, padding=3, fontsize=9)
        ax.set_xlabel("attempts")
        ax.set_xlim(0, max(counts) * 1.2 + 0.5)
        locator = ax.xaxis.get_major_locator()
        assert isinstance(locator, MaxNLocator), "a linear axis starts with an AutoLocator, a MaxNLocator"
        locator.set_params(integer=True)
    ax.set_title("Failure modes of failed attempts", fontsize=11)
    return Plot(
        "failure_modes",
        "Failure modes",
        "premature_stop: the agent submitted but verification failed. Errors are listed apart.",
        _png(fig),
    )


def _jitter(key: str) -> float:
    """A stable offset in [-0.18, 0.18] so that equal values do not hide each other."""
    return (zlib.crc32(key.encode()) % 1000) / 1000 * 0.36 - 0.18


def cost_by_outcome(run: RunData) -> Plot:
    fig, ax = _figure()
    records = [a.record for a in run.attempts]
    judged = [r for r in records if r.get("outcome") in (Outcome.PASSED, Outcome.FAILED, Outcome.ERROR)]
    measures = (
        ("cost_usd", "cost (USD)", lambda r: r.get("cost_usd")),
        ("tokens", "tokens", lambda r: r.get("tokens") or None),
        ("agent_s", "agent time (s)", lambda r: field_value(r, "agent_s")),
    )
    key, label, get = measures[-1]
    # the first measure some attempt has (all zero: no model, no cost); used after the loop
    for key, label, get in measures:  # noqa: B007
        if any(get(r) for r in judged):
            break
    outcomes = [
        o
        for o in (Outcome.PASSED, Outcome.FAILED, Outcome.ERROR)
        if any(r.get("outcome") == o and get(r) is not None for r in judged)
    ]
    points = [(outcomes.index(r["outcome"]), float(value), r) for r in judged if (value := get(r)) is not None]
    if not points:
        _empty(ax, "no attempt has a cost, tokens or an agent time")
    else:
        for x, value, r in points:
            ax.scatter(
                x + _jitter(f"{r.get('task_id')}/{r.get('attempt')}"),
                value,
                s=36,
                alpha=0.85,
                color=COLORS[r["outcome"]],
                edgecolors="white",
                linewidths=0.5,
            )
        for i in range(len(outcomes)):
            values = sorted(v for x, v, _ in points if x == i)
            if values:
                mid = (
                    values[len(values) // 2]
                    if len(values) % 2
                    else (values[len(values) // 2 - 1] + values[len(values) // 2]) / 2
                )
                ax.hlines(mid, i - 0.3, i + 0.3, color="#333333", linewidth=1.5)
        ax.set_xticks(range(len(outcomes)), outcomes)
        ax.set_xlim(-0.6, len(outcomes) - 0.4)
        ax.set_ylabel(label)
        ax.set_ylim(bottom=0)
    note = "" if key == "cost_usd" else " (no attempt has a cost above 0)"
    ax.set_title(f"{label[0].upper() + label[1:]} by outcome{note}", fontsize=11)
    return Plot(
        "cost_by_outcome", "Cost against outcome", f"One dot per attempt; bar: median. Shown: {label}{note}.", _png(fig)
    )


def make_plots(run: RunData) -> list[Plot]:
    return [pass_rate_by_domain(run), failure_modes(run), cost_by_outcome(run)]


def write_plots(plots: list[Plot], directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for p in plots:
        path = directory / p.filename
        path.write_bytes(p.png)
        paths.append(path)
    return paths
