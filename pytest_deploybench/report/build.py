"""`deploybench report`: a run folder in, a report folder out.

OUT/index.html      the report: one self-contained page (inline CSS/JS, plots as data: URIs)
OUT/plots/*.png     the plots as files, for papers and slides
OUT/results.json    the export: one row per attempt (docs/RESULTS_SCHEMA.md)
OUT/results.csv     the same rows as CSV
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .data import ReportError, load_run
from .export import write_export
from .html import render
from .plots import make_plots, write_plots

DEFAULT_OUT = "_report"  # inside the run folder; never a task id (ids are kebab-case)
INDEX = "index.html"


@dataclass
class ReportFiles:
    index: Path
    plots: list[Path]
    results_json: Path
    results_csv: Path
    attempts: int


def build_report(run_dir: Path, out_dir: Path | None = None) -> ReportFiles:
    run_dir = Path(run_dir)
    run = load_run(run_dir)
    out = Path(out_dir) if out_dir is not None else run_dir / DEFAULT_OUT
    try:
        out.mkdir(parents=True, exist_ok=True)
        plots = make_plots(run)
        plot_paths = write_plots(plots, out / "plots")
        results_json, results_csv = write_export([a.record for a in run.attempts], run.meta, out)
        page = render(run, plots, out)
        index = out / INDEX
        tmp = index.with_name(f".{INDEX}.{os.getpid()}.tmp")
        tmp.write_text(page, encoding="utf-8")
        os.replace(tmp, index)
    except OSError as e:
        raise ReportError(f"{out}: cannot write the report: {e}") from None
    return ReportFiles(
        index=index, plots=plot_paths, results_json=results_json, results_csv=results_csv, attempts=len(run.attempts)
    )
