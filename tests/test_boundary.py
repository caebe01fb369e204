"""The verification boundary (docs/SECURITY.md): an agent that is root in its sandbox, and whose code
runs again at verification, cannot make the host read its files, keep a process alive past the stop,
turn its failure into an infrastructure error, or flood the host.

Each attack is an adversarial agent in tests/deploybench_test_boundary.py, run on the fixture task
core-sum through a real pytest session and a real Docker engine. Each docstring says what the
attack did before its defence (checked by running the same test against the code before the fix).
"""

from __future__ import annotations

import json

import pytest

from helpers import DATA_TASKS, run_bench

pytestmark = pytest.mark.usefixtures("docker_client")
A = "--agent=deploybench_test_boundary:"


def attack(tmp_path, agent: str, *args: str):
    run = run_bench(tmp_path, A + agent, *args, str(DATA_TASKS), "-k", "core-sum", run_id=agent.lower())
    rec = run.results()["core-sum"]
    return rec, run, run.run_dir / "core-sum" / "attempt-1"


def test_an_output_that_hard_links_a_symlink_to_a_host_file_is_refused(tmp_path):
    """Before: the host copy of results/sum.json was a symlink to the host file (tarfile's data
    filter refused `.a`, then extracted the hard link to it by re-extracting the unfiltered symlink),
    the json check read {"total": 1234} from the host and the attempt PASSED."""
    host_file = tmp_path / "host-secret.json"
    host_file.write_text('{"total": 1234}\n')
    rec, run, attempt = attack(tmp_path, "LinkOut", f"--agent-arg=target={host_file}")
    assert rec["outcome"] == "failed", run.output
    assert rec["verifier_status"] == "output_missing"
    log = (attempt / "verify.log").read_text()
    assert "refused results/sum.json: a hard link to" in log
    assert "refused results/.a: a symbolic link to" in log
    copied = attempt / "outputs" / "results"
    assert sorted(p.name for p in copied.iterdir()) == []  # neither link came to the host
    assert any("refused" in n for n in rec["verify"]["notes"])


def test_an_output_that_hard_links_a_fifo_is_refused_and_nothing_hangs(tmp_path):
    """Before: the host copy of results/sum.json was a FIFO. The built-in checks skip what is not a
    regular file, but a task's check.py that opens it waits forever (and with a hard link to a
    symlink instead, reads a host file: the test above)."""
    rec, run, attempt = attack(tmp_path, "FifoOut")
    assert rec["outcome"] == "failed", run.output
    assert "refused results/sum.json: a hard link to" in (attempt / "verify.log").read_text()
    assert not (attempt / "outputs" / "results" / "sum.json").exists()


def test_planted_tools_never_run_after_the_stop(tmp_path):
    """A `sleep` planted where the container's start command finds it (/usr/local/sbin), and `rm` and
    `install` ahead of the real ones, each start a loop that puts a forged run.sh back.
    Before: the restart ran the planted sleep, the loop re-forged run.sh after the harness restored
    it, and the attempt PASSED with the forged total. Now the start command and the harness's steps
    run the harness's own busybox from a read-only volume; the experiment meets the pristine run.sh."""
    rec, run, attempt = attack(tmp_path, "PlantedTools")
    assert rec["outcome"] == "failed", run.output
    assert rec["verifier_status"] == "output_mismatch"
    out = json.loads((attempt / "outputs" / "results" / "sum.json").read_text())
    assert out == {"total": 0}  # SCALE=0: the pristine run.sh's own result
    log = (attempt / "verify.log").read_text()
    assert "processes running that the stop should have ended" not in log


@pytest.mark.parametrize("payload", ["bigint", "deep", "overflow"])
def test_outputs_that_break_a_check_parser_are_a_failure_not_an_error(tmp_path, payload):
    """A 5,000-digit integer (json's ValueError), 200,000 nested lists (RecursionError) and a 400-digit
    integer (float() overflows in the comparison). Before: each escaped the json check as an
    exception, the attempt was an ERROR (left out of the pass rate, rerun by --resume)."""
    rec, run, _ = attack(tmp_path, "Crasher", f"--agent-arg=payload={payload}")
    assert rec["outcome"] == "failed", run.output
    assert rec["failure_mode"] == "premature_stop"
    failed = {c["name"]: c["detail"] for c in rec["verify"]["checks"] if not c["ok"]}
    assert "json:results/sum.json:total" in failed


def test_a_flood_on_stdout_leaves_a_bounded_verify_log(tmp_path):
    """200 MB printed by the experiment. Before: verify.log took all of it."""
    rec, run, attempt = attack(tmp_path, "Flood", "--agent-arg=what=stdout")
    size = (attempt / "verify.log").stat().st_size
    assert size < 70 * 1024 * 1024, size
    assert "bytes cut by deploybench" in (attempt / "verify.log").read_text(errors="replace")
    assert rec["outcome"] in ("passed", "failed"), run.output  # the flood itself is no error


def test_a_sparse_terabyte_among_the_outputs_is_cut_and_fails(tmp_path):
    """`truncate -s 4T results/big`. Before: the host copied 4 TB of zeros (until its disk filled)."""
    rec, run, attempt = attack(tmp_path, "Flood", "--agent-arg=what=sparse")
    assert rec["outcome"] == "failed", run.output
    failed = {c["name"]: c["detail"] for c in rec["verify"]["checks"] if not c["ok"]}
    assert "over 1073741824 bytes" in failed["outputs:results"]
    on_host = sum(p.stat().st_size for p in (attempt / "outputs").rglob("*") if p.is_file())
    assert on_host <= 1024 * 1024 * 1024


def test_too_many_output_files_are_cut_and_fail(tmp_path):
    """150,000 empty files. Before: all were copied, one by one."""
    rec, run, attempt = attack(tmp_path, "Flood", "--agent-arg=what=many")
    assert rec["outcome"] == "failed", run.output
    failed = {c["name"]: c["detail"] for c in rec["verify"]["checks"] if not c["ok"]}
    assert "more than 100000 files and folders" in failed["outputs:results"]


@pytest.mark.parametrize("where", ["agent", "experiment"])
def test_a_sandbox_that_writes_past_its_disk_limit_is_removed_and_fails(tmp_path, where):
    """`fallocate -l 3G` where the task allows 1 GB (overlay2 on ext4 has no quota: the file takes
    the host's disk). Before: the attempt ran on with the host's disk 3 GB fuller (a 500G request
    filled it). Now the guard removes the sandbox within seconds and the attempt fails as
    disk_limit (agent phase) or with an experiment error (verification); the space is back."""
    import os
    import shutil

    from helpers import OWN_TASKS

    root = "/var/lib/docker"
    if not os.path.isdir(root):
        pytest.skip("the engine's data root is not on this host")
    free_before = shutil.disk_usage(root).free
    run = run_bench(tmp_path, A + "DiskFill", f"--agent-arg=where={where}", str(OWN_TASKS), "-k", "disk-sum",
                    run_id=f"disk-{where}")
    rec = run.results()["disk-sum"]
    assert rec["outcome"] == "failed", run.output
    assert "over its limit of 1073741824" in rec["sandbox"]["disk_limit"]
    if where == "agent":
        assert (rec["end_reason"], rec["failure_mode"]) == ("disk_limit", "disk_limit")
    else:
        assert (rec["failure_mode"], rec["verifier_status"]) == ("premature_stop", "experiment_error")
    assert shutil.disk_usage(root).free > free_before - 512 * 1024 * 1024
