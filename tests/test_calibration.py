"""Blind trials in task.yaml (`calibration:`): the schema, `deploybench tasks calibrate` (appends as
text, comments and layout kept), `deploybench tasks list --calibration`, and the task digest."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from helpers import DATA_TASKS
from pytest_deploybench.calibration import append_trial, measured_label, without_calibration
from pytest_deploybench.cli import main
from pytest_deploybench.errors import TaskSpecError
from pytest_deploybench.records import task_digest
from pytest_deploybench.spec import load_task, parse_spec

TRIAL = {"date": "2026-11-28", "agent": "model X via harness Y, blind", "outcome": "failed",
         "failure_mode": "premature_stop", "agent_minutes": 23.5, "steps": 41,
         "decided_by": "ran the smoke configuration, never the table"}


def _spec_data() -> dict:
    return yaml.safe_load((DATA_TASKS / "systems" / "core-sum" / "task.yaml").read_text())


def test_a_task_with_trials_loads():
    spec = parse_spec({**_spec_data(), "calibration": [TRIAL, {**TRIAL, "outcome": "passed", "failure_mode": "none"}]},
                      "tasks/systems/core-sum/task.yaml")
    assert [t.outcome for t in spec.calibration] == ["failed", "passed"]
    assert str(spec.calibration[0].date) == "2026-11-28" and spec.calibration[0].steps == 41


@pytest.mark.parametrize(("change", "message"), [
    ({"outcome": "won"}, "calibration[0].outcome: Input should be 'passed', 'failed' or 'error'"),
    ({"outcome": "passed"}, "calibration[0]: outcome passed with failure_mode premature_stop: passed goes with none"),
    ({"failure_mode": "none"}, "calibration[0]: outcome failed with failure_mode none: passed goes with none"),
    ({"outcome": "error"}, "calibration[0]: outcome error with failure_mode premature_stop: error goes with infra_error"),
    ({"failure_mode": "interrupted"}, "calibration[0]: an interrupted attempt is not a trial"),
    ({"failure_mode": "tired"}, "calibration[0].failure_mode: Input should be 'none', 'premature_stop'"),
    ({"date": "2026-13-01"}, "calibration[0].date: Input should be a valid date"),
    ({"agent_minutes": -1}, "calibration[0].agent_minutes: Input should be greater than or equal to 0"),
    ({"steps": 2.5}, "calibration[0].steps: Input should be a valid integer"),
    ({"decided_by": "one\ntwo"}, "calibration[0].decided_by: must be one line of at most 300 characters"),
    ({"decided_by": None}, "calibration[0].decided_by: Input should be a valid string"),
    ({"colour": "red"}, "calibration[0].colour: unknown field (typo?)"),
])
def test_each_bad_trial_names_the_file_and_the_field(change, message):
    trial = {**TRIAL, **change}
    with pytest.raises(TaskSpecError) as e:
        parse_spec({**_spec_data(), "calibration": [trial]}, "tasks/systems/core-sum/task.yaml")
    assert str(e.value).startswith("tasks/systems/core-sum/task.yaml: " + message), str(e.value)


def test_missing_fields_and_a_list_that_is_not_one_are_named():
    with pytest.raises(TaskSpecError, match=r"task.yaml: calibration\[0\].steps: required field is missing"):
        parse_spec({**_spec_data(), "calibration": [{k: v for k, v in TRIAL.items() if k != "steps"}]}, "task.yaml")
    with pytest.raises(TaskSpecError, match=r"task.yaml: calibration: Input should be a valid list"):
        parse_spec({**_spec_data(), "calibration": "three passes"}, "task.yaml")


@pytest.mark.parametrize(("rate", "label"), [(0.0, "hard"), (0.25, "hard"), (0.26, "medium"), (0.6, "medium"),
                                             (0.61, "easy"), (1.0, "easy")])
def test_the_label_a_pass_rate_supports(rate, label):
    assert measured_label(rate) == label


# -- deploybench tasks calibrate -------------------------------------------------------------------------------
@pytest.fixture
def suite(tmp_path):
    """A copy of two fixture tasks, one task.yaml with comments and a hand-written trial at its end."""
    root = tmp_path / "tasks"
    for rel in ("systems/core-sum", "ai_ml/core-improve"):
        shutil.copytree(DATA_TASKS / rel, root / rel)
    return root


def _result(tmp_path: Path, name: str = "result.json", **change) -> Path:
    rec = {"run_id": "20261128-101500-ab12", "task_id": "core-sum", "attempt": 1, "agent": "external",
           "outcome": "failed", "failure_mode": "premature_stop", "steps": 12, "started": "2026-11-28T10:15:02+00:00",
           "timings": {"agent_s": 754.2}, "agent_extra": {"who": "a scripted agent"}, **change}
    path = tmp_path / name
    path.write_text(json.dumps(rec))
    return path


def _calibrate(*args: str):
    return CliRunner().invoke(main, ["tasks", "calibrate", *args])


def test_calibrate_appends_the_trial_as_text_keeping_the_file(suite, tmp_path):
    task_yaml = suite / "systems" / "core-sum" / "task.yaml"
    before = task_yaml.read_text()
    digest = task_digest(task_yaml.parent)
    out = _calibrate(str(_result(tmp_path)), "--decided-by", 'ran "smoke" only', "--tasks-dir", str(suite))
    assert out.exit_code == 0, out.output
    assert "trial 1 recorded: failed (premature_stop), 12.6 min, 12 steps" in out.output
    after = task_yaml.read_text()
    assert after.startswith(before)  # every byte of the file as it was, comments included
    assert after[len(before):] == (
        "\ncalibration:\n"
        "  - date: 2026-11-28\n"
        '    agent: "a scripted agent"\n'
        "    outcome: failed\n"
        "    failure_mode: premature_stop\n"
        "    agent_minutes: 12.6\n"
        "    steps: 12\n"
        '    decided_by: "ran \\"smoke\\" only"\n'
        '    run_id: "20261128-101500-ab12"\n'
        "    attempt: 1\n"
    )
    assert load_task(task_yaml.parent).spec.calibration[0].decided_by == 'ran "smoke" only'
    # recording a trial does not change the task: its digest leaves the list out
    assert task_digest(task_yaml.parent) == digest
    # a second trial joins the same list, in its indentation; the same attempt twice is refused
    second = _result(tmp_path, "second.json", attempt=2, outcome="passed", failure_mode="none")
    assert _calibrate(str(second), "--agent", "a person", "--decided-by", "read the paper",
                      "--tasks-dir", str(suite)).exit_code == 0
    again = _calibrate(str(second), "--decided-by", "x", "--tasks-dir", str(suite))
    assert again.exit_code == 1 and "run 20261128-101500-ab12 attempt 2 is already recorded" in again.output
    trials = load_task(task_yaml.parent).spec.calibration
    assert [(t.outcome, t.agent) for t in trials] == [("failed", "a scripted agent"), ("passed", "a person")]
    assert task_digest(task_yaml.parent) == digest


def test_the_first_trial_keeps_the_digest_of_a_task_file_that_ended_with_a_blank_line(suite, tmp_path):
    """A task.yaml that ends with a blank line (as an author's editor may leave it) keeps its digest
    when the first trial is recorded. Failed before the fix: the list's leading blank lines were
    dropped together with the author's, so the second trial of tokenclock-cachesim warned that the
    task had changed since the first."""
    task_yaml = suite / "systems" / "core-sum" / "task.yaml"
    task_yaml.write_text(task_yaml.read_text().rstrip("\n") + "\n\n")
    digest = task_digest(task_yaml.parent)
    first = _calibrate(str(_result(tmp_path)), "--decided-by", "x", "--tasks-dir", str(suite))
    assert first.exit_code == 0, first.output
    assert task_digest(task_yaml.parent) == digest
    second = _result(tmp_path, "second.json", attempt=2, outcome="passed", failure_mode="none")
    out = _calibrate(str(second), "--decided-by", "y", "--tasks-dir", str(suite))
    assert out.exit_code == 0 and "has changed since this trial" not in out.output, out.output


def test_a_trial_is_appended_to_a_list_the_author_started(suite):
    text = (suite / "systems" / "core-sum" / "task.yaml").read_text()
    hand = text + "calibration:   # blind trials\n- date: 2026-01-02\n  agent: someone\n  outcome: passed\n" \
        "  failure_mode: none\n  agent_minutes: 3\n  steps: 7\n  decided_by: it ran\n\n# end of file\n"
    new = append_trial(hand, TRIAL, "task.yaml")
    assert new.startswith(hand.split("\n\n# end of file")[0]) and new.endswith("\n\n# end of file\n")
    spec = parse_spec(yaml.safe_load(new), "task.yaml")
    assert [t.outcome for t in spec.calibration] == ["passed", "failed"]
    empty = append_trial(text + "calibration: []\n", TRIAL, "task.yaml")
    assert len(parse_spec(yaml.safe_load(empty), "task.yaml").calibration) == 1
    assert without_calibration(new.encode()) == without_calibration(hand.encode())


def test_calibrate_refuses_what_is_not_a_blind_trial(suite, tmp_path):
    task_yaml = suite / "systems" / "core-sum" / "task.yaml"
    before = task_yaml.read_text()
    cases = [
        (_result(tmp_path, "model.json", agent="claude"), "agent 'claude': a blind trial is an attempt of --agent=external"),
        (_result(tmp_path, "int.json", outcome="interrupted", failure_mode="interrupted"),
         "outcome 'interrupted': only a finished attempt is a trial"),
        (_result(tmp_path, "anon.json", agent_extra={}), "no --agent given and the attempt recorded no who="),
        (_result(tmp_path, "other.json", task_id="no-such-task"), "task 'no-such-task' is not under"),
    ]
    for path, message in cases:
        out = _calibrate(str(path), "--decided-by", "x", "--tasks-dir", str(suite))
        assert out.exit_code == 1 and message in out.output, out.output
    long = _calibrate(str(_result(tmp_path)), "--decided-by", "x" * 400, "--tasks-dir", str(suite))
    assert "calibration[0].decided_by: must be one line" in long.output  # validated before it is written
    task_yaml.write_text(before + "calibration: []\nlegacy: false\n")
    middle = _calibrate(str(_result(tmp_path)), "--decided-by", "x", "--tasks-dir", str(suite))
    assert "the list is not the last block of the file" in middle.output
    assert task_yaml.read_text() == before + "calibration: []\nlegacy: false\n"


# -- deploybench tasks list --calibration ---------------------------------------------------------------------
def test_tasks_list_calibration_per_task_difficulty_and_domain(suite):
    def add(rel: str, *trials: tuple[str, str, float]) -> None:
        path = suite / rel / "task.yaml"
        text = path.read_text()
        for outcome, mode, minutes in trials:
            text = append_trial(text, {**TRIAL, "outcome": outcome, "failure_mode": mode, "agent_minutes": minutes},
                                str(path))
        path.write_text(text)

    add("systems/core-sum", ("passed", "none", 10), ("failed", "premature_stop", 30),
        ("failed", "agent_timeout", 60), ("error", "infra_error", 5))
    add("ai_ml/core-improve", ("passed", "none", 4))
    out = CliRunner().invoke(main, ["tasks", "list", str(suite), "--calibration", "--format", "json"])
    assert out.exit_code == 0, out.output
    tables = json.loads(out.stdout)
    by_id = {r["id"]: r for r in tables["tasks"]}
    # errors are apart from the pass rate, as in every run's summary
    assert {k: by_id["core-sum"][k] for k in ("trials", "passed", "errors", "pass_rate", "median_min",
                                              "measured", "agrees")} == {
        "trials": 3, "passed": 1, "errors": 1, "pass_rate": 0.333, "median_min": 30.0, "measured": "medium",
        "agrees": "no"}
    assert (by_id["core-improve"]["pass_rate"], by_id["core-improve"]["agrees"]) == (1.0, "yes")
    [easy] = tables["by_difficulty"]
    assert (easy["difficulty"], easy["tasks"], easy["tried"], easy["trials"], easy["passed"], easy["median_min"]) == (
        "easy", 2, 2, 4, 2, 20.0)
    assert {r["domain"]: r["pass_rate"] for r in tables["by_domain"]} == {"ai_ml": 1.0, "systems": 0.333}
    table = CliRunner().invoke(main, ["tasks", "list", str(suite), "--calibration"]).output
    assert "core-sum      systems  easy        3       1       1       33%        30.0        medium    no" in table
    assert "5 trials of 2 of 2 tasks" in table
