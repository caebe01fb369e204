"""The `deploybench` command: tasks list/validate/schema, doctor, cleanup."""

from __future__ import annotations

import json
import os
import subprocess
import sys



from helpers import DATA_TASKS, ROOT, run_bench


def cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest_deploybench.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, **(env or {})}, timeout=120)


def test_tasks_list_and_validate():
    listed = cli("tasks", "list", str(DATA_TASKS), "--format", "json")
    rows = {r["id"]: r for r in json.loads(listed.stdout)}
    assert rows["core-improve"]["kind"] == "improve" and rows["core-sum"]["domain"] == "systems"
    valid = cli("tasks", "validate", str(DATA_TASKS))
    assert valid.returncode == 0 and "0 invalid" in valid.stdout


def test_tasks_list_size_counts_what_an_agent_reads_without_data(tmp_path):
    import shutil

    task = tmp_path / "tasks" / "systems" / "core-sum"
    shutil.copytree(DATA_TASKS / "systems" / "core-sum", task)
    art = task / "artifact"
    shutil.rmtree(art)
    (art / "src").mkdir(parents=True)
    (art / "src" / "main.c").write_text("int main(void)\n{\n  return 0;\n}\n")  # 4 lines
    (art / "README.md").write_text("# sum\n\nrun it\n")  # 3 lines
    (art / "run.sh").write_text("echo ok\n")  # 1 line
    notebook = {"cells": [{"cell_type": "code", "source": ["a = 1\n", "b = 2\n"]},
                          {"cell_type": "markdown", "source": "# title"}], "metadata": {}, "nbformat": 4}
    (art / "analysis.ipynb").write_text(json.dumps(notebook, indent=1))  # 3 lines of cell sources
    (art / "pkg" / "data").mkdir(parents=True)
    (art / "pkg" / "data" / "loader.py").write_text("def load():\n    pass\n")  # 2 lines: a package, not data
    not_counted = {"data/train.txt": "x\n" * 50, "data/make_data.py": "print(1)\n" * 20,
                   "results/old.csv": "a,b\n1,2\n", "tools/gen_trace.py": "pass\n" * 30}
    for rel, text in not_counted.items():
        (art / rel).parent.mkdir(parents=True, exist_ok=True)
        (art / rel).write_text(text)
    (art / "model.bin").write_bytes(b"\0\1\2" * 100)
    spec = task / "task.yaml"
    spec.write_text(spec.read_text() + "size_exclude: [tools/gen_*.py]\n")
    listed = cli("tasks", "list", "--size", "--format", "json", str(tmp_path / "tasks"))
    assert listed.returncode == 0, listed.stderr
    (row,) = json.loads(listed.stdout)
    assert (row["lines"], row["files"]) == (13, 5)
    table = cli("tasks", "list", "--size", str(tmp_path / "tasks"))
    assert table.stdout.splitlines()[0].split()[-2:] == ["lines", "files"]


def test_validate_reports_each_broken_task_in_one_line(tmp_path):
    import shutil

    shutil.copytree(DATA_TASKS, tmp_path / "tasks")
    (tmp_path / "tasks" / "systems" / "core-sum" / "task.yaml").write_text("id: core-sum\nkind: deploy\n")
    run = cli("tasks", "validate", str(tmp_path / "tasks"))
    assert run.returncode == 1
    lines = [line for line in run.stderr.splitlines() if line.startswith("invalid:")]
    assert len(lines) == 1 and "core-sum/task.yaml: domain: required field is missing" in lines[0]


def test_schema_is_json_schema():
    schema = json.loads(cli("tasks", "schema").stdout)
    assert schema["title"].startswith("pytest-deploybench task.yaml") and "experiment" in schema["required"]


def test_doctor_reports_each_check_and_never_prints_key_values(docker_client):
    run = cli("doctor", env={"ANTHROPIC_API_KEY": "sk-ant-very-secret"})
    assert run.returncode == 0, run.stdout
    names = [line.split()[1] for line in run.stdout.splitlines()]
    assert names[:2] == ["docker", "base"] and {"egress", "registry", "gpus", "ca", "model"} <= set(names)
    assert "ANTHROPIC_API_KEY" in run.stdout and "sk-ant-very-secret" not in run.stdout


def _discovered(env: dict) -> dict:
    """registries.discover() as a process with `env` sees it (what doctor must show, no more)."""
    code = "import json; from pytest_deploybench.registries import discover; print(json.dumps(discover().to_dict()))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, **env}, timeout=120)
    return json.loads(out.stdout)


def test_doctor_checks_the_registries_policy_from_configuration_only(docker_client, tmp_path):
    """The egress network can be made (a probe network, removed again), the egress image is here or
    will be built, and the registries listed are the configuration's: an npm mirror instead of
    npm's default; pip's as discover() reads them; npm refused, with a warning, where npm is
    neither configured nor installed."""
    from pytest_deploybench import constants as C

    probes = {"label": f"{C.LABEL_KIND}=probe"}
    before = {n.id for n in docker_client.networks.list(filters=probes)}
    mirror = {"NPM_CONFIG_REGISTRY": "https://npm-mirror.example.test:4873/"}
    run = cli("doctor", env=mirror)
    assert run.returncode == 0, run.stdout
    lines = {" ".join(line.split()[:3]): line for line in run.stdout.splitlines()}
    assert "(network: registries can be enforced)" in lines["OK egress network"]
    image = lines["OK egress image"]
    assert image.endswith("will be built on first use (Squid from Debian's packages, ~20 s)") or \
        "present: deploybench/egress:" in image
    assert lines["OK registry npm"].split(None, 3)[3] == "https://npm-mirror.example.test:4873"
    assert "npmjs" not in run.stdout  # npm's default, which this configuration replaced
    assert lines["OK registry pip"].split(None, 3)[3] == ", ".join(_discovered(mirror)["pip"])
    assert "apt sources of deploybench/cpu:bookworm" in lines["OK registry apt"]
    assert {n.id for n in docker_client.networks.list(filters=probes)} <= before  # the probe is gone

    (tmp_path / "bin").mkdir()  # a PATH with no npm, and no registry configured
    run = cli("doctor", env={"PATH": str(tmp_path / "bin"), "NPM_CONFIG_REGISTRY": "", "npm_config_registry": ""})
    assert run.returncode == 0, run.stdout
    lines = {" ".join(line.split()[:3]): line for line in run.stdout.splitlines()}
    assert lines["WARN registry npm"].endswith("none: npm cannot install in registries sandboxes")
    assert "npm is not installed on this host" in lines["WARN registry note"] and "npmjs" not in run.stdout


class _FakeAPI:
    """The engine calls check_egress_network makes, with what an older or stricter engine answers."""

    def __init__(self, create_error=None, options=None, internal=True):
        self.create_error, self.options, self.internal = create_error, options, internal
        self.created, self.removed = [], []

    def create_network(self, name, **kwargs):
        if self.create_error:
            raise self.create_error
        self.created.append((name, kwargs))
        return {"Id": "probe-id"}

    def inspect_network(self, net_id):
        options = self.options if self.options is not None else self.created[-1][1]["options"]
        return {"Id": net_id, "Internal": self.internal, "Options": options}

    def remove_network(self, net_id):
        self.removed.append(net_id)


def test_doctor_says_why_the_registries_policy_cannot_be_enforced():
    from types import SimpleNamespace

    from docker.errors import APIError

    from pytest_deploybench.sandbox.docker.doctor import FAIL, OK, check_egress_network

    def check(api):
        return check_egress_network(SimpleNamespace(api=api))

    api = _FakeAPI()
    found = check(api)
    assert found.status == OK and api.removed == ["probe-id"]
    name, kwargs = api.created[0]
    assert name.startswith("deploybench-probe-") and kwargs["internal"] is True
    assert kwargs["labels"]["deploybench.kind"] == "probe"
    assert kwargs["options"] == {"com.docker.network.bridge.inhibit_ipv4": "true"}
    refused = check(_FakeAPI(create_error=APIError("500 Server Error: invalid option")))
    assert refused.status == FAIL and "cannot create an internal network" in refused.detail
    assert "invalid option" in refused.detail and "network: registries" in refused.detail
    dropped = check(_FakeAPI(options={}))
    assert dropped.status == FAIL and "dropped com.docker.network.bridge.inhibit_ipv4" in dropped.detail
    assert check(_FakeAPI(internal=False)).status == FAIL


def test_doctor_says_whether_the_egress_image_is_here_without_building_it():
    from types import SimpleNamespace

    from docker.errors import ImageNotFound

    from pytest_deploybench import constants as C
    from pytest_deploybench.sandbox.docker.doctor import check_egress_image
    from pytest_deploybench.sandbox.docker.egress import egress_image

    base = C.BASE_IMAGES["cpu"]

    def client(present):
        def inspect_image(ref):
            if not present(ref):
                raise ImageNotFound(ref)
            return {"Id": "sha256:" + ref}
        return SimpleNamespace(api=SimpleNamespace(inspect_image=inspect_image))

    built = egress_image(client(lambda ref: True), base)  # the reference the harness gives it (found, not built)
    later = "will be built on first use (Squid from Debian's packages, ~20 s)"
    assert check_egress_image(client(lambda ref: False)).detail == f"{later}, once the base image {base} is there"
    assert check_egress_image(client(lambda ref: ref == base)).detail == later
    assert check_egress_image(client(lambda ref: ref in (base, built))).detail == f"present: {built}"


def test_doctor_fails_without_an_engine(tmp_path):
    run = cli("doctor", env={"DOCKER_HOST": f"unix://{tmp_path}/none.sock"})
    assert run.returncode == 1
    assert run.stdout.splitlines()[0].startswith("FAIL  docker engine") and "start one" in run.stdout


def test_doctor_checks_every_engine_given_and_names_it(tmp_path):
    dead = f"unix://{tmp_path}/second.sock"
    run = cli("doctor", "--docker-host", f"unix://{tmp_path}/first.sock", "--docker-host", f"{dead}=2",
              env={"DOCKER_HOST": f"unix://{tmp_path}/none.sock"})
    assert run.returncode == 1
    fails = [line for line in run.stdout.splitlines() if line.startswith("FAIL")]
    assert len(fails) == 2 and f"docker engine [{dead}]" in fails[1] and f"no Docker engine answers at {dead}" in fails[1]
    bad = cli("doctor", "--docker-host", "gpu-3")
    assert bad.returncode == 2 and "--docker-host gpu-3: not an engine URL" in bad.stderr


def test_cleanup_removes_only_orphans_by_default(docker_client):
    from pytest_deploybench import constants as C

    base = C.BASE_IMAGES["cpu"]
    alive = docker_client.containers.run(base, "sleep 60", detach=True, labels={
        C.LABEL_RUN: "cli-alive", C.LABEL_OWNER_PID: str(os.getpid()), C.LABEL_OWNER_HOST: os.uname().nodename})
    proc = subprocess.Popen(["true"])
    proc.wait()
    orphan = docker_client.containers.run(base, "sleep 60", detach=True, labels={
        C.LABEL_RUN: "cli-orphan", C.LABEL_OWNER_PID: str(proc.pid), C.LABEL_OWNER_HOST: os.uname().nodename})
    try:
        run = cli("cleanup")
        assert f"removed {orphan.name}" in run.stdout and alive.name not in run.stdout, run.stdout
        assert docker_client.containers.get(alive.id).status == "running"
        run = cli("cleanup", "--run-id", "cli-alive")
        assert f"removed {alive.name}" in run.stdout
    finally:
        for c in (alive, orphan):
            try:
                c.remove(force=True)
            except Exception:
                pass


def test_kept_sandboxes_survive_the_orphan_sweep_of_later_runs(tmp_path, docker_client):
    """A run with --keep-containers leaves its sandbox for debugging, and its owner process has
    ended: the orphan sweep that every later run starts with (the same as a bare `cleanup`) used to
    remove it, so on a shared engine a kept sandbox vanished as soon as anyone started a run (a CI
    run's installed-agent test lost its kept sandbox to a trial starting beside it). Fails without
    the keep label: the bare `cleanup` names the kept sandbox as removed. `cleanup --run-id` still
    removes it."""
    from pytest_deploybench import constants as C
    from pytest_deploybench.sandbox.docker.cleanup import remove_run_containers

    run = run_bench(tmp_path, "--agent=oracle", "--keep-containers", str(DATA_TASKS / "systems" / "core-sum"),
                    run_id="cli-kept")
    try:
        assert run.results()["core-sum"]["outcome"] == "passed", run.output
        kept = docker_client.containers.list(all=True, filters={"label": f"{C.LABEL_RUN}=cli-kept"})
        assert [c.labels.get(C.LABEL_KIND) for c in kept] == ["sandbox"], kept
        sweep = cli("cleanup")
        assert kept[0].name not in sweep.stdout, sweep.stdout
        assert docker_client.containers.get(kept[0].id).status == "running"
        gone = cli("cleanup", "--run-id", "cli-kept")
        assert f"removed {kept[0].name}" in gone.stdout, gone.stdout
    finally:
        remove_run_containers("cli-kept")
