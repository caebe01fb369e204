"""Outcome mapping (DESIGN.md, "Outcomes") and the run summary built from attempt records."""

from __future__ import annotations

import json

import pytest

from pytest_deploybench import attempt
from pytest_deploybench.outcome import EndReason, FailureMode, Outcome, VerifierStatus, classify
from pytest_deploybench.records import summarize, write_json, write_summary


@pytest.mark.parametrize(
    "end_reason, verified, outcome, mode",
    [
        ("submitted", True, "passed", "none"),
        ("gave_up", True, "passed", "none"),
        ("submitted", False, "failed", "premature_stop"),
        ("gave_up", False, "failed", "gave_up"),
        ("agent_timeout", False, "failed", "agent_timeout"),
        ("step_limit", False, "failed", "step_limit"),
        ("cost_limit", False, "failed", "cost_limit"),
        ("context_limit", False, "failed", "context_limit"),
        ("agent_error", None, "error", "infra_error"),
        ("submitted", None, "error", "infra_error"),
    ],
)
def test_classify(end_reason, verified, outcome, mode):
    verdict = classify(EndReason(end_reason), verified)
    assert (verdict.outcome, verdict.failure_mode) == (Outcome(outcome), FailureMode(mode))
    assert type(verdict.outcome) is Outcome and type(verdict.failure_mode) is FailureMode


def test_every_limit_end_reason_is_a_failure_mode():
    for reason in EndReason:
        if reason not in (EndReason.SUBMITTED, EndReason.AGENT_ERROR):
            assert classify(reason, False).failure_mode == FailureMode(reason.value)


def test_record_readers_name_only_fields_of_the_record():
    from pytest_deploybench.collect import JUNIT_PROPERTIES
    from pytest_deploybench.plugin import COMPACT_FIELDS

    assert set(JUNIT_PROPERTIES) <= set(attempt.FIELDS) and set(COMPACT_FIELDS) <= set(attempt.FIELDS)
    with pytest.raises(ValueError, match="not fields of the attempt record: verifier_state"):
        attempt.fields("outcome", "verifier_state")
    rec = {"timings": {"agent_s": 1.5}, "outcome": "passed"}
    assert (attempt.value(rec, "agent_s"), attempt.value(rec, "outcome"), attempt.value(rec, "verify_s")) == (
        1.5, "passed", None)


def test_a_record_read_back_has_the_vocabulary_as_enums_and_keeps_unknown_values(tmp_path):
    from pytest_deploybench.records import read_result

    data = {"outcome": "failed", "failure_mode": "premature_stop", "end_reason": "submitted",
            "verifier_status": "output_mismatch"}
    write_json(tmp_path / "t" / "attempt-1" / "result.json", data)
    back = read_result(tmp_path, "t", 1)
    assert back is not None
    assert (back["outcome"], back["failure_mode"], back["end_reason"], back["verifier_status"]) == (
        Outcome.FAILED, FailureMode.PREMATURE_STOP, EndReason.SUBMITTED, VerifierStatus.OUTPUT_MISMATCH)
    assert type(back["verifier_status"]) is VerifierStatus
    # a value written by a newer harness stays readable, as its string
    write_json(tmp_path / "t" / "attempt-2" / "result.json", {**data, "failure_mode": "from_the_future"})
    assert read_result(tmp_path, "t", 2)["failure_mode"] == "from_the_future"
    # and the enums go back to JSON as plain strings
    assert json.loads(json.dumps(back)) == data


def rec(task, outcome, mode="none", domain="systems", cost=0.0, **kw):
    return {"task_id": task, "attempt": 1, "domain": domain, "kind": "deploy", "difficulty": "easy",
            "outcome": outcome, "failure_mode": mode, "cost_usd": cost, "tokens": 10, "steps": 2,
            "timings": {"agent_s": 1.0, "verify_s": 2.0}, "verifier_status": "ok", **kw}


def test_summary_counts_errors_apart_from_the_pass_rate():
    s = summarize([
        rec("a", "passed"), rec("b", "failed", "premature_stop"), rec("c", "failed", "gave_up", domain="ai_ml"),
        rec("d", "error", "infra_error", error="image: boom"), rec("e", "skipped", "skipped"),
    ])
    assert s["totals"]["pass_rate"] == pytest.approx(1 / 3, abs=1e-4)
    assert (s["totals"]["passed"], s["totals"]["failed"], s["totals"]["errors"]) == (1, 2, 1)
    assert s["by_domain"]["systems"]["pass_rate"] == 0.5
    assert s["failure_modes"] == {"premature_stop": 1, "gave_up": 1}
    assert s["errors"] == [{"task": "d", "attempt": 1, "error": "image: boom"}]


def test_unknown_cost_is_not_summed_as_zero():
    s = summarize([rec("a", "passed", cost=None), rec("b", "failed", "gave_up", cost=None)])
    assert s["totals"]["cost_usd"] is None and s["totals"]["cost_unknown_attempts"] == 2
    s = summarize([rec("a", "passed", cost=0.5), rec("b", "failed", "gave_up", cost=None)])
    assert s["totals"]["cost_usd"] == 0.5 and s["totals"]["cost_unknown_attempts"] == 1


def test_write_summary_reads_every_attempt_from_disk(tmp_path):
    write_json(tmp_path / "run.json", {"run_id": "r", "agent": "oracle"})
    write_json(tmp_path / "a" / "attempt-1" / "result.json", rec("a", "passed"))
    write_json(tmp_path / "a" / "attempt-2" / "result.json", {**rec("a", "failed", "gave_up"), "attempt": 2})
    (tmp_path / "b" / "attempt-1").mkdir(parents=True)
    (tmp_path / "b" / "attempt-1" / "result.json").write_text("{half a fi")  # being written elsewhere
    summary = write_summary(tmp_path)
    assert summary["agent"] == "oracle" and summary["totals"]["attempts"] == 2
    assert json.loads((tmp_path / "summary.json").read_text())["totals"]["pass_rate"] == 0.5
    assert not list(tmp_path.rglob("*.tmp"))


def test_task_and_suite_digests_change_with_any_file(tmp_path):
    from pytest_deploybench.records import suite_digest, task_digest

    (tmp_path / "t" / "artifact").mkdir(parents=True)
    (tmp_path / "t" / "artifact" / "a.txt").write_text("1")
    first = task_digest(tmp_path / "t")
    (tmp_path / "t" / "artifact" / "a.txt").write_text("2")
    assert task_digest(tmp_path / "t") != first
    a = suite_digest([{"task_id": "t", "task_digest": first}, {"task_id": "u", "task_digest": "x"}])
    b = suite_digest([{"task_id": "u", "task_digest": "x"}, {"task_id": "t", "task_digest": first}])
    assert a == b and a != suite_digest([{"task_id": "t", "task_digest": first}])
    assert suite_digest([{"task_id": "t"}]) is None


def test_task_digest_leaves_out_what_no_run_reads(tmp_path):
    """Explaining a failed trial in verify/NOTES.md, correcting a re-measured `oracle_seconds` or
    relabelling the task as its trials measured it keeps the digest, so the task's recorded trials
    stay current; a check, an input or any other task.yaml line changes it."""
    from pytest_deploybench.records import task_digest

    task = tmp_path / "t"
    (task / "verify").mkdir(parents=True)
    (task / "task.yaml").write_text("id: t\noracle_seconds: 412\ntimeout: 60\n")
    (task / "verify" / "check.py").write_text("ok = True\n")
    digest = task_digest(task)
    (task / "verify" / "NOTES.md").write_text("trial 3 failed: it stopped after the smoke run\n")
    (task / "task.yaml").write_text("id: t\noracle_seconds: 165.5  # quiet host\ntimeout: 60\ndifficulty: medium\n")
    assert task_digest(task) == digest
    (task / "task.yaml").write_text("id: t\ntimeout: 60\n")
    assert task_digest(task) == digest
    (task / "task.yaml").write_text("id: t\ntimeout: 61\n")
    assert task_digest(task) != digest
    (task / "task.yaml").write_text("id: t\noracle_seconds: 412\ntimeout: 60\n")
    (task / "verify" / "check.py").write_text("ok = False\n")
    assert task_digest(task) != digest
    (task / "verify" / "check.py").write_text("ok = True\n")
    (task / "verify" / "notes.md").write_text("another file under verify/ counts\n")
    assert task_digest(task) != digest
