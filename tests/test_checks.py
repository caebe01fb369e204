"""Host-side checks, the score and the verifier status, on hand-made outputs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from pytest_deploybench.spec import Task, parse_spec
from pytest_deploybench.verify.checks import CheckContext, compare, evaluate_checks, evaluate_score, json_lookup
from pytest_deploybench.verify.pipeline import verifier_status

BASE = {
    "id": "t", "kind": "deploy", "domain": "systems", "difficulty": "easy", "languages": ["c"],
    "workdir": "/w", "instructions": "x", "experiment": {"command": "true", "outputs": ["out/"]},
}


def run_checks(tmp_path: Path, checks: list, *, files: dict | None = None, stdout="", exit_code=0, extra=None):
    spec = parse_spec({**BASE, "checks": checks, **(extra or {})}, "t.yaml")
    outputs = tmp_path / "outputs"
    for rel, content in (files or {}).items():
        (outputs / rel).parent.mkdir(parents=True, exist_ok=True)
        (outputs / rel).write_text(content)
    ctx = CheckContext(outputs_dir=outputs, verify_dir=tmp_path / "verify", stdout=stdout, stderr="",
                       exit_code=exit_code, spec=spec)
    return evaluate_checks(Task(spec, tmp_path), ctx), ctx, Task(spec, tmp_path)


def test_exit_code_zero_is_implied_and_explicit_code_replaces_it(tmp_path):
    results, *_ = run_checks(tmp_path, [{"file_exists": "out/a"}], files={"out/a": "x"}, exit_code=1)
    assert [(r.name, r.ok) for r in results] == [("exit_code", False), ("file_exists:out/a", True)]
    results, *_ = run_checks(tmp_path, [{"exit_code": 3}], exit_code=3)
    assert [(r.name, r.ok) for r in results] == [("exit_code", True)]


def test_timed_out_experiment_fails_exit_code(tmp_path):
    results, *_ = run_checks(tmp_path, [{"exit_code": 0}], exit_code=None)
    assert not results[0].ok and results[0].detail == "timed out"


def test_missing_file_is_marked_missing(tmp_path):
    results, *_ = run_checks(tmp_path, [{"json": {"file": "out/r.json", "path": "a", "equals": 1}}])
    assert results[1].missing_file and "not produced" in results[1].detail


def test_regex_uses_the_last_match_and_compares_groups_as_numbers(tmp_path):
    stdout = "iter 1 err=0.5\niter 2 err=0.01\n"
    check = {"regex": {"stream": "stdout", "pattern": r"err=(?P<e>[\d.]+)", "max": {"e": 0.02}}}
    results, *_ = run_checks(tmp_path, [check], stdout=stdout)
    assert results[1].ok, results[1].detail
    results, *_ = run_checks(tmp_path, [check], stdout="iter 1 err=0.01\niter 2 err=0.5\n")
    assert not results[1].ok and "0.5 > max 0.02" in results[1].detail


def test_regex_on_file_and_not_found(tmp_path):
    check = {"regex": {"file": "out/log.txt", "pattern": r"done in (?P<n>\d+)", "equals": {"n": 7}}}
    results, *_ = run_checks(tmp_path, [check], files={"out/log.txt": "done in 7 steps"})
    assert results[1].ok
    results, *_ = run_checks(tmp_path, [check], files={"out/log.txt": "crashed"})
    assert not results[1].ok and "pattern not found" in results[1].detail


def test_json_path_with_list_index_and_approx(tmp_path):
    data = json.dumps({"rows": [{"rmse": 0.0125}, {"rmse": 9}]})
    check = {"json": {"file": "out/r.json", "path": "rows.0.rmse", "approx": {"value": 0.0123, "rel": 0.05}}}
    results, *_ = run_checks(tmp_path, [check], files={"out/r.json": data})
    assert results[1].ok
    check["json"]["approx"]["rel"] = 0.01
    results, *_ = run_checks(tmp_path, [check], files={"out/r.json": data})
    assert not results[1].ok
    check["json"]["path"] = "rows.5.rmse"
    results, *_ = run_checks(tmp_path, [check], files={"out/r.json": data})
    assert "has no 'rows.5'" in results[1].detail


def test_json_invalid_file(tmp_path):
    check = {"json": {"file": "out/r.json", "path": "a", "min": 0}}
    results, *_ = run_checks(tmp_path, [check], files={"out/r.json": "{nope"})
    assert not results[1].ok and "not valid JSON" in results[1].detail


def test_csv_row_by_key_and_by_index(tmp_path):
    table = "method,rmse\nbaseline,0.3\nours,0.12\n"
    by_key = {"csv": {"file": "out/t.csv", "row": {"method": "ours"}, "column": "rmse", "max": 0.15}}
    by_index = {"csv": {"file": "out/t.csv", "row": 0, "column": "rmse", "approx": {"value": 0.3, "abs": 0.01}}}
    results, *_ = run_checks(tmp_path, [by_key, by_index], files={"out/t.csv": table})
    assert [r.ok for r in results] == [True, True, True]
    missing_row = {"csv": {"file": "out/t.csv", "row": {"method": "other"}, "column": "rmse", "max": 1}}
    results, *_ = run_checks(tmp_path, [missing_row], files={"out/t.csv": table})
    assert "0 rows match" in results[1].detail


def test_python_check_results_and_exceptions(tmp_path):
    (tmp_path / "verify").mkdir()
    (tmp_path / "verify" / "check.py").write_text(
        "def check(ctx):\n"
        "    n = int((ctx.outputs_dir / 'out/n.txt').read_text())\n"
        "    return [('n is even', n % 2 == 0, f'n={n}'), ('stdout', 'ok' in ctx.stdout, 'looked')]\n"
    )
    results, *_ = run_checks(tmp_path, [{"python": "verify/check.py"}], files={"out/n.txt": "4"}, stdout="ok")
    assert [(r.name, r.ok) for r in results[1:]] == [("python:n is even", True), ("python:stdout", True)]
    results, *_ = run_checks(tmp_path, [{"python": "verify/check.py"}], files={"out/n.txt": "four"})
    assert not results[1].ok and "raised ValueError" in results[1].detail


def test_sibling_modules_of_two_tasks_do_not_meet_in_one_process(tmp_path):
    # two tasks' check.py both `import model` from their own verify/ (as the QEMU tasks do); under
    # -n one worker evaluates both, and the second must not get the first one's module
    seen = []
    for value in (1, 2):
        root = tmp_path / f"task{value}"
        (root / "verify").mkdir(parents=True)
        (root / "verify" / "model.py").write_text(f"VALUE = {value}\n")
        (root / "verify" / "check.py").write_text(
            "import sys\n"
            "def check(ctx):\n"
            "    sys.path.insert(0, str(ctx.verify_dir))\n"
            "    import model\n"
            "    return [('value', True, str(model.VALUE))]\n"
        )
        path_before = list(sys.path)
        results, *_ = run_checks(root, [{"python": "verify/check.py"}])
        seen.append(results[1].detail)
        assert sys.path == path_before and "model" not in sys.modules
    assert seen == ["1", "2"]


def test_score_target_improvement_and_direction(tmp_path):
    (tmp_path / "verify").mkdir()
    (tmp_path / "verify" / "score.py").write_text("def score(ctx):\n    return float((ctx.outputs_dir / 'out/s').read_text())\n")
    improve = {"kind": "improve", "score": {"python": "verify/score.py", "baseline": 0.6, "improve_by": 0.1}}
    _, ctx, task = run_checks(tmp_path, [], files={"out/s": "0.67"}, extra=improve)
    s = evaluate_score(task, ctx)
    assert s.success and s.target == pytest.approx(0.66) and s.improvement == pytest.approx(0.1166, abs=1e-3)
    (tmp_path / "outputs" / "out" / "s").write_text("0.65")
    assert not evaluate_score(task, ctx).success
    lower = {"kind": "improve", "score": {"python": "verify/score.py", "baseline": 10, "higher_is_better": False}}
    _, ctx, task = run_checks(tmp_path, [], files={"out/s": "8.9"}, extra=lower)
    s = evaluate_score(task, ctx)
    assert s.success and s.target == 9 and s.improvement == pytest.approx(0.11)


def test_verifier_status_order(tmp_path):
    from pytest_deploybench.verify.checks import CheckResult, ScoreResult

    ok = CheckResult("a", "json", True, "")
    bad = CheckResult("b", "json", False, "")
    missing = CheckResult("c", "json", False, "", missing_file=True)
    crashed = CheckResult("exit_code", "exit_code", False, "")
    low = ScoreResult(0.5, 0.6, 0.66, -0.1, False)
    assert verifier_status(True, [crashed], None) == "experiment_timeout"
    assert verifier_status(False, [crashed, missing], None) == "experiment_error"
    assert verifier_status(False, [ok, missing, bad], None) == "output_missing"
    assert verifier_status(False, [ok, bad], None) == "output_mismatch"
    assert verifier_status(False, [ok], low) == "score_below_target"
    assert verifier_status(False, [ok], None) == "ok"


def test_compare_and_lookup_basics():
    assert compare("3", equals=3)[0]
    assert not compare("abc", min=1)[0]
    assert compare(5, min=5, max=5)[0]
    assert json_lookup({"a": [{"b": 2}]}, "a.0.b") == 2
