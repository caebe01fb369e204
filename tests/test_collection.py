"""Collection and selection: task directories as items, markers, skipping, bad input as one line."""

from __future__ import annotations

import shutil

from helpers import DATA_TASKS, in_process, run_bench


def copy_tasks(tmp_path):
    dest = tmp_path / "tasks"
    shutil.copytree(DATA_TASKS, dest)
    return dest


def collected(pytester, *args: str) -> list[str]:
    result = in_process(pytester, "--collect-only", "-q", *args)
    return [line for line in result.outlines if "::" in line]


def test_node_ids_and_marker_selection(pytester):
    ids = collected(pytester, "-k", "core", str(DATA_TASKS))
    assert "tests/data/tasks/systems/core-sum::core-sum" in ids and len(ids) == 4
    systems = collected(pytester, "-m", "systems", "-k", "core", str(DATA_TASKS))
    assert sorted(line.rsplit("::", 1)[1] for line in systems) == ["core-badbuild", "core-sum"]
    improve = collected(pytester, "-m", "improve and lang_shell and not network", "-k", "core", str(DATA_TASKS))
    assert [line.rsplit("::", 1)[1] for line in improve] == ["core-improve"]
    assert [line.rsplit("::", 1)[1] for line in collected(pytester, "-k", "hang", str(DATA_TASKS))] == ["core-hang"]


def test_without_agent_tasks_are_skipped_with_a_reason(pytester, tmp_path):
    result = in_process(pytester, "-rs", "--runs-dir", str(tmp_path / "runs"), str(DATA_TASKS / "systems" / "core-sum"))
    assert result.ret == 0 and "1 skipped" in result.stdout.str()
    assert "no --agent given; run with --agent=oracle" in result.stdout.str()
    assert not (tmp_path / "runs").exists()


def test_broken_task_errors_in_one_line_and_the_others_run(tmp_path, docker_client):
    tasks = copy_tasks(tmp_path)
    yaml_path = tasks / "systems" / "core-badbuild" / "task.yaml"
    yaml_path.write_text(yaml_path.read_text().replace("difficulty: easy", "difficulty: trivial"))
    run = run_bench(tmp_path, "--agent=noop", str(tasks), "-k", "badbuild or core-sum", "--rootdir", str(tmp_path))
    assert "1 failed" in run.output and "1 error" in run.output, run.output
    assert "systems/core-badbuild/task.yaml: difficulty: Input should be 'easy', 'medium' or 'hard'" in run.output
    assert "Traceback" not in run.output


def test_unknown_agent_is_a_usage_error(pytester):
    result = in_process(pytester, "--agent=nobody", str(DATA_TASKS))
    assert result.ret == 4
    assert "--agent=nobody: unknown agent; choose one of" in result.stderr.str() and "oracle" in result.stderr.str()
    bad_path = in_process(pytester, "--agent=no_such_module:Agent", str(DATA_TASKS))
    assert "cannot import 'no_such_module'" in bad_path.stderr.str() and bad_path.ret == 4


def test_dead_engine_stops_before_any_task_in_one_line(pytester, tmp_path, monkeypatch):
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/none.sock")
    result = in_process(pytester, "--agent=oracle", "--runs-dir", str(tmp_path / "runs"), str(DATA_TASKS))
    out = result.stdout.str() + result.stderr.str()
    assert result.ret == 4
    assert "no Docker engine answers at unix://" in out and "Traceback" not in out
    assert "passed" not in out and "failed" not in out


def test_last_failed_reruns_only_failures(tmp_path, docker_client):
    tasks = copy_tasks(tmp_path)
    args = ["-p", "cacheprovider", "--rootdir", str(tmp_path), "-k", "core-sum or core-hang", str(tasks)]
    first = run_bench(tmp_path, "--agent=oracle", *args, run_id="lf1")
    assert "1 failed, 1 passed" in first.output, first.output
    again = run_bench(tmp_path, "--agent=oracle", "--lf", *args, run_id="lf2")
    assert set(again.results()) == {"core-hang"}, again.output


def test_half_written_task_is_an_error_and_its_artifact_tests_never_run(pytester, tmp_path):
    task = tmp_path / "tasks" / "systems" / "half-done"
    (task / "artifact" / "tests").mkdir(parents=True)
    (task / "solution").mkdir()
    (task / "artifact" / "tests" / "test_smoke.py").write_text("import no_such_module_anywhere\n")
    result = in_process(pytester, str(tmp_path / "tasks"), rootdir=tmp_path)
    out = result.stdout.str()
    assert "half-done/task.yaml: file not found" in out
    assert "no_such_module_anywhere" not in out and "1 error" in out
