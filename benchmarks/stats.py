"""A measured figure: its samples, its floor's samples, how the two compare, and its target."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Callable

from pytest_deploybench.report.compare import text_table


def spread(values: list[float]) -> dict | None:
    if not values:
        return None
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "n": len(values)}


@dataclass
class Figure:
    """One row of the table. `compare` is "ratio" (figure / floor) or "overhead" (figure - floor),
    computed on the medians; `blocks` (optional) holds the same comparison per repeat block, for
    its min-max. `holds(figure) -> bool | None` judges the target."""

    key: str
    title: str
    unit: str  # "s", "ms", "MB", "count", "x"
    samples: list[float]
    floor_title: str = ""
    floor_samples: list[float] = field(default_factory=list)
    compare: str | None = None  # "ratio" | "overhead" | None
    blocks: list[float] = field(default_factory=list)
    target: str = ""
    holds: Callable[["Figure"], bool | None] | None = None
    notes: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def median(self) -> float | None:
        s = spread(self.samples)
        return s["median"] if s else None

    @property
    def floor_median(self) -> float | None:
        s = spread(self.floor_samples)
        return s["median"] if s else None

    @property
    def comparison(self) -> float | None:
        if self.compare is None or self.median is None or not self.floor_median:
            return None
        if self.compare == "ratio":
            return self.median / self.floor_median
        return self.median - self.floor_median

    def verdict(self) -> bool | None:
        if self.holds is None:
            return None
        try:
            return self.holds(self)
        except (TypeError, ValueError):
            return None

    def to_dict(self) -> dict:
        return {
            "title": self.title,
            "unit": self.unit,
            "figure": spread(self.samples),
            "samples": [round(x, 6) for x in self.samples],
            "floor_title": self.floor_title or None,
            "floor": spread(self.floor_samples),
            "floor_samples": [round(x, 6) for x in self.floor_samples],
            "compare": self.compare,
            "comparison": self.comparison,
            "comparison_blocks": spread(self.blocks),
            "target": self.target,
            "holds": self.verdict(),
            "notes": self.notes,
            **({"extra": self.extra} if self.extra else {}),
        }


def fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "ms":
        return f"{value:.1f}"
    if unit == "s":
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    if unit == "MB":
        return f"{value:.0f}"
    if unit == "count":
        return f"{value:g}"
    return f"{value:.2f}"


def render_table(figures: list[Figure]) -> str:
    header = ["figure", "median [min-max]", "floor median [min-max]", "vs floor", "target", "holds"]
    rows = []
    for f in figures:
        s, fl = spread(f.samples), spread(f.floor_samples)
        fig = f"{fmt(s['median'], f.unit)} [{fmt(s['min'], f.unit)}-{fmt(s['max'], f.unit)}] {f.unit}" if s else "-"
        floor = (f"{fmt(fl['median'], f.unit)} [{fmt(fl['min'], f.unit)}-{fmt(fl['max'], f.unit)}] {f.unit}"
                 if fl else "-")
        cmp = f.comparison
        if cmp is None:
            vs = "-"
        elif f.compare == "ratio":
            vs = f"{cmp:.2f}x"
        else:
            vs = f"{'+' if cmp >= 0 else ''}{fmt(cmp, f.unit)} {f.unit}"
        b = spread(f.blocks)
        if b and b["n"] > 1:
            vs += (f" [{b['min']:.2f}-{b['max']:.2f}]" if f.compare == "ratio"
                   else f" [{fmt(b['min'], f.unit)}-{fmt(b['max'], f.unit)}]")
        v = f.verdict()
        rows.append([f.title, fig, floor, vs, f.target or "-", {True: "yes", False: "NO", None: "-"}[v]])
    return "\n".join(text_table(header, rows))
