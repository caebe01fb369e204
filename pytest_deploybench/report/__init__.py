"""Reports of runs: the static HTML report, plots, the results export and run comparison.

One role per module: `data` loads a run folder, `timeline` shapes a trajectory for display,
`html` renders (templates in `templates/`), `plots` draws PNGs, `export` writes the versioned
one-row-per-attempt schema, `stats` holds Wilson intervals and pass@k, `compare` sets runs side
by side, `build` writes a report folder.
"""

from .data import ReportError

__all__ = ["build_report", "ReportError"]


def __getattr__(name: str):
    # build_report brings jinja2 and matplotlib; `deploybench compare` needs neither
    if name == "build_report":
        from .build import build_report

        return build_report
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
