"""The benchmark script (benchmarks/run.py) runs and writes its figures; no timings are judged here
(the targets are the benchmark's business, docs/PERFORMANCE.md)."""

from __future__ import annotations

import json
import subprocess
import sys

from helpers import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))

from stats import Figure, render_table  # noqa: E402


def test_figures_compare_medians_and_judge_targets():
    f = Figure("x", "provisioning", "s", samples=[0.5, 0.7, 0.6], floor_samples=[0.3, 0.4, 0.5], compare="ratio",
               target="<= 1.5x floor", holds=lambda f: f.comparison <= 1.5)
    assert f.median == 0.6 and f.floor_median == 0.4 and abs(f.comparison - 1.5) < 1e-9 and f.verdict() is True
    d = f.to_dict()
    assert d["figure"] == {"median": 0.6, "min": 0.5, "max": 0.7, "n": 3} and d["holds"] is True
    over = Figure("y", "tool call", "ms", samples=[60.0], floor_samples=[45.0], compare="overhead",
                  target="<= floor + 10 ms", holds=lambda f: f.comparison <= 10)
    assert over.comparison == 15.0 and over.verdict() is False
    table = render_table([f, over])
    assert "1.50x" in table and "+15.0 ms" in table and "NO" in table and "yes" in table


def test_startup_figures_are_written(tmp_path):
    # one group of the script, once: the path from argv to the JSON file is the same for every group
    # (the collection group costs ~8 s of pytest subprocesses; the quick loop stays quick)
    out = tmp_path / "bench.json"
    proc = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "run.py"), "--only", "startup",
                           "--repeats", "1", "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    report = json.loads(out.read_text())
    figures = report["figures"]
    assert {"startup_oracle", "startup_litellm", "litellm_import_saved"} == set(figures)
    assert figures["startup_litellm"]["figure"]["max"] == 0  # --agent=oracle never imported litellm
    assert figures["startup_oracle"]["figure"]["n"] == 1 and figures["startup_oracle"]["floor"]["n"] == 1
    assert report["machine"]["cores"] and report["load"]["startup"]["before"]
    assert "litellm imported by --agent=oracle" in proc.stdout and "written:" in proc.stdout
