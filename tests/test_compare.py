"""`deploybench compare` on synthetic runs whose differences are known, and its statistics
(Wilson intervals, unbiased pass@k) against independent references."""

from __future__ import annotations

import csv
import io
import itertools
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pytest_deploybench.cli import main
from pytest_deploybench.report.compare import compare_runs, render
from pytest_deploybench.report.stats import mean_pass_at_k, pass_at_k, wilson

MODES = {"passed": "none", "error": "infra_error"}


def make_run(root: Path, run_id: str, agent: str, model: str | None, tasks: dict[str, list[str]]) -> Path:
    """A run folder with run.json and one result.json per attempt. An outcome is "passed",
    "error", or "failed:<failure_mode>"."""
    run = root / run_id
    run.mkdir(parents=True)
    (run / "run.json").write_text(json.dumps({"schema_version": 1, "run_id": run_id, "agent": agent, "model": model}))
    for task, outcomes in tasks.items():
        for k, spec in enumerate(outcomes, 1):
            outcome, _, mode = spec.partition(":")
            d = run / task / f"attempt-{k}"
            d.mkdir(parents=True)
            (d / "result.json").write_text(json.dumps({
                "schema_version": 1, "run_id": run_id, "task_id": task, "attempt": k, "domain": "systems",
                "kind": "deploy", "difficulty": "easy", "outcome": outcome, "failure_mode": mode or MODES[outcome],
                "timings": {},
            }))
    return run


@pytest.fixture
def two_runs(tmp_path):
    a = make_run(tmp_path, "model-a", "llm", "prov/a", {
        "t-alpha": ["passed"], "t-beta": ["failed:premature_stop"], "t-gamma": ["passed"],
        "t-delta": ["error"], "t-eps": ["failed:gave_up"],
    })
    b = make_run(tmp_path, "model-b", "llm", "prov/b", {
        "t-alpha": ["failed:premature_stop"], "t-beta": ["passed"], "t-gamma": ["passed"], "t-delta": ["passed"],
        "t-zeta": ["failed:step_limit"],
    })
    return a, b


def test_pass_rates_with_wilson_intervals(two_runs):
    cmp = compare_runs(list(two_runs))
    a, b = cmp.runs
    assert (a.label, a.passed, a.failed, a.errors) == ("model-a", 2, 2, 1)
    assert (b.label, b.passed, b.failed, b.errors) == ("model-b", 3, 2, 0)
    # Wilson 95% for 2/4 and 3/5 (published values)
    assert (a.interval.rate, round(a.interval.low, 4), round(a.interval.high, 4)) == (0.5, 0.1500, 0.8500)
    assert (b.interval.rate, round(b.interval.low, 4), round(b.interval.high, 4)) == (0.6, 0.2307, 0.8824)
    assert cmp.ks == []  # one attempt per task: no pass@k


def test_flips_against_the_first_run_ignore_errors_and_missing_tasks(two_runs):
    cmp = compare_runs(list(two_runs))
    assert [(f.task_id, f.before, f.after, f.direction) for f in cmp.flips] == [
        ("t-alpha", "passed", "failed (premature_stop)", "lost"),
        ("t-beta", "failed (premature_stop)", "passed", "gained"),
    ]
    assert cmp.tasks == ["t-alpha", "t-beta", "t-delta", "t-eps", "t-gamma", "t-zeta"]
    assert cmp.runs[0].cells["t-delta"].status == "error" and "t-zeta" not in cmp.runs[0].cells


def test_table_output(two_runs):
    text = render(compare_runs(list(two_runs)), "table")
    lines = text.splitlines()
    assert lines[0].startswith("pass rates (passed / (passed + failed)")
    assert lines[3].split() == ["model-a", "llm", "prov/a", "5", "2", "2", "1", "50.0%", "15.0-85.0%"]
    assert lines[4].split() == ["model-b", "llm", "prov/b", "5", "3", "2", "0", "60.0%", "23.1-88.2%"]
    row = next(line for line in lines if line.startswith("t-delta"))
    assert row.split() == ["t-delta", "error", "passed"]
    assert next(line for line in lines if line.startswith("t-zeta")).split() == ["t-zeta", "-", "failed", "(step_limit)"]
    assert "flipped against model-a: 2" in lines
    assert "  - t-alpha: passed -> failed (premature_stop) (model-b)" in lines
    assert "  + t-beta: failed (premature_stop) -> passed (model-b)" in lines


def test_command_writes_csv_and_json(two_runs, tmp_path):
    out_csv, out_json = tmp_path / "cmp.csv", tmp_path / "cmp.json"
    result = CliRunner().invoke(main, ["compare", *map(str, two_runs), "--csv", str(out_csv), "--json", str(out_json)])
    assert result.exit_code == 0, result.output
    assert "flipped against model-a: 2" in result.output
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text())))
    assert len(rows) == 2 * 6
    alpha_b = next(r for r in rows if r["run"] == "model-b" and r["task_id"] == "t-alpha")
    assert (alpha_b["status"], alpha_b["failure_modes"], alpha_b["flip"]) == ("fail", "premature_stop", "lost")
    doc = json.loads(out_json.read_text())
    assert doc["schema"] == "pytest-deploybench/compare" and doc["baseline"] == "model-a"
    assert [r["pass_rate"] for r in doc["runs"]] == [0.5, 0.6]
    assert {f["task_id"]: f["direction"] for f in doc["flips"]} == {"t-alpha": "lost", "t-beta": "gained"}
    assert doc["tasks"][0]["runs"]["model-b"]["failure_modes"] == {"premature_stop": 1}
    fmt_json = CliRunner().invoke(main, ["compare", *map(str, two_runs), "--format", "json"])
    assert json.loads(fmt_json.output)["flips"] == doc["flips"]


def test_pass_at_k_over_several_attempts(tmp_path):
    run = make_run(tmp_path, "multi", "llm", None, {
        "t1": ["passed", "passed", "failed:gave_up"],          # n=3, c=2
        "t2": ["failed:gave_up"] * 3,                          # n=3, c=0
        "t3": ["passed", "failed:premature_stop", "failed:premature_stop"],  # n=3, c=1
        "t4": ["passed", "error", "failed:gave_up"],           # an error is not judged: n=2, c=1
    })
    cmp = compare_runs([run])
    side = cmp.runs[0]
    assert cmp.ks == [1, 2, 3]
    assert side.pass_at[1][0] == pytest.approx((2 / 3 + 0 + 1 / 3 + 1 / 2) / 4) and side.pass_at[1][1] == 4
    assert side.pass_at[2][0] == pytest.approx((1 + 0 + 2 / 3 + 1) / 4) and side.pass_at[2][1] == 4
    assert side.pass_at[3][0] == pytest.approx(2 / 3) and side.pass_at[3][1] == 3
    assert side.cells["t4"].text() == "1/2 passed (1 error; gave_up)"
    header = render(cmp, "table").splitlines()[1].split()
    assert header[-3:] == ["pass@1", "pass@2", "pass@3"]


@pytest.mark.parametrize("n", range(1, 7))
def test_pass_at_k_equals_the_share_of_k_subsets_holding_a_pass(n):
    for c in range(n + 1):
        attempts = [True] * c + [False] * (n - c)
        for k in range(1, n + 1):
            subsets = list(itertools.combinations(range(n), k))
            share = sum(any(attempts[i] for i in s) for s in subsets) / len(subsets)
            assert pass_at_k(n, c, k) == pytest.approx(share)


def test_mean_pass_at_k_counts_only_tasks_with_enough_attempts():
    assert mean_pass_at_k({"a": (1, 1), "b": (3, 0)}, 2) == (0.0, 1)
    assert mean_pass_at_k({"a": (1, 1)}, 2) == (None, 0)


def test_wilson_interval_edges():
    assert wilson(0, 0) is None
    zero, full = wilson(0, 10), wilson(10, 10)
    assert zero.low == 0.0 and round(zero.high, 4) == 0.2775
    assert full.high == 1.0 and round(full.low, 4) == 0.7225
    with pytest.raises(ValueError):
        wilson(3, 2)


def test_compare_rejects_a_folder_that_is_not_a_run(tmp_path, two_runs):
    result = CliRunner().invoke(main, ["compare", str(two_runs[0].parent)])
    assert result.exit_code == 1
    assert "not a run folder" in result.output and "it holds the runs model-a, model-b" in result.output


def test_runs_with_the_same_id_get_distinct_labels(tmp_path):
    a = make_run(tmp_path / "x", "same", "oracle", None, {"t": ["passed"]})
    b = make_run(tmp_path / "y", "same", "noop", None, {"t": ["failed:gave_up"]})
    cmp = compare_runs([a, b])
    assert [r.label for r in cmp.runs] == ["same#1", "same#2"]
    assert [(f.task_id, f.direction) for f in cmp.flips] == [("t", "lost")]
