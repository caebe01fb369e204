"""Collection and selection: task directories as items, markers, skipping, bad input as one line."""

from __future__ import annotations

import shutil

from helpers import DATA_TASKS, run_bench


def copy_tasks(tmp_path):
    dest = tmp_path / "tasks"
    shutil.copytree(DATA_TASKS, dest)
    return dest


def test_node_ids_and_marker_selection(tmp_path):
    run = run_bench(tmp_path, "--collect-only", "-q", "-k", "core", str(DATA_TASKS))
    ids = [line for line in run.proc.stdout.splitlines() if "::" in line]
    assert "tests/data/tasks/systems/core-sum::core-sum" in ids and len(ids) == 4
    systems = run_bench(tmp_path, "--collect-only", "-q", "-m", "systems", "-k", "core", str(DATA_TASKS))
    assert sorted(line.rsplit("::", 1)[1] for line in systems.proc.stdout.splitlines() if "::" in line) == [
        "core-badbuild", "core-sum"]
    improve = run_bench(tmp_path, "--collect-only", "-q", "-m", "improve and lang_shell and not network", "-k", "core",
                        str(DATA_TASKS))
    assert [line.rsplit("::", 1)[1] for line in improve.proc.stdout.splitlines() if "::" in line] == ["core-improve"]
    by_k = run_bench(tmp_path, "--collect-only", "-q", "-k", "hang", str(DATA_TASKS))
    assert [line.rsplit("::", 1)[1] for line in by_k.proc.stdout.splitlines() if "::" in line] == ["core-hang"]


def test_without_agent_tasks_are_skipped_with_a_reason(tmp_path):
    run = run_bench(tmp_path, "-rs", str(DATA_TASKS / "systems" / "core-sum"))
    assert run.proc.returncode == 0 and "1 skipped" in run.output
    assert "no --agent given; run with --agent=oracle" in run.output
    assert not run.run_dir.exists()


def test_broken_task_errors_in_one_line_and_the_others_run(tmp_path, docker_client):
    tasks = copy_tasks(tmp_path)
    yaml_path = tasks / "systems" / "core-badbuild" / "task.yaml"
    yaml_path.write_text(yaml_path.read_text().replace("difficulty: easy", "difficulty: trivial"))
    run = run_bench(tmp_path, "--agent=noop", str(tasks), "-k", "badbuild or core-sum", "--rootdir", str(tmp_path))
    assert "1 failed" in run.output and "1 error" in run.output, run.output
    assert "systems/core-badbuild/task.yaml: difficulty: Input should be 'easy', 'medium' or 'hard'" in run.output
    assert "Traceback" not in run.output


def test_unknown_agent_is_a_usage_error(tmp_path):
    run = run_bench(tmp_path, "--agent=nobody", str(DATA_TASKS))
    assert run.proc.returncode == 4
    assert "--agent=nobody: unknown agent; choose one of" in run.output and "oracle" in run.output
    bad_path = run_bench(tmp_path, "--agent=no_such_module:Agent", str(DATA_TASKS))
    assert "cannot import 'no_such_module'" in bad_path.output and bad_path.proc.returncode == 4


def test_dead_engine_stops_before_any_task_in_one_line(tmp_path):
    run = run_bench(tmp_path, "--agent=oracle", str(DATA_TASKS), env={"DOCKER_HOST": f"unix://{tmp_path}/none.sock"})
    assert run.proc.returncode == 4
    assert "no Docker engine answers at unix://" in run.output and "Traceback" not in run.output
    assert "passed" not in run.output and "failed" not in run.output


def test_last_failed_reruns_only_failures(tmp_path, docker_client):
    tasks = copy_tasks(tmp_path)
    args = ["-p", "cacheprovider", "--rootdir", str(tmp_path), "-k", "core-sum or core-hang", str(tasks)]
    first = run_bench(tmp_path, "--agent=oracle", *args, run_id="lf1")
    assert "1 failed, 1 passed" in first.output, first.output
    again = run_bench(tmp_path, "--agent=oracle", "--lf", *args, run_id="lf2")
    assert set(again.results()) == {"core-hang"}, again.output


def test_half_written_task_is_an_error_and_its_artifact_tests_never_run(tmp_path):
    task = tmp_path / "tasks" / "systems" / "half-done"
    (task / "artifact" / "tests").mkdir(parents=True)
    (task / "solution").mkdir()
    (task / "artifact" / "tests" / "test_smoke.py").write_text("import no_such_module_anywhere\n")
    run = run_bench(tmp_path, str(tmp_path / "tasks"), "--rootdir", str(tmp_path))
    assert "half-done/task.yaml: file not found" in run.output
    assert "no_such_module_anywhere" not in run.output and "1 error" in run.output
