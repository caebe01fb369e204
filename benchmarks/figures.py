"""The figures of docs/PERFORMANCE.md, each measured beside its floor (what the Docker engine,
pytest or Python costs anyway), with repeats.

Every container and network the benchmark starts itself carries the label deploybench.run=<RUN>
and is removed at the end; pytest runs clean up after themselves.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

from procs import ROOT, pytest_env, run_cmd, run_pytest
from stats import Figure

sys.path.insert(0, str(ROOT))

from pytest_deploybench import constants as C  # noqa: E402

RUN = f"bench-{os.getpid()}-{secrets.token_hex(2)}"
EXAMPLES = [ROOT / "tasks" / "systems" / "tokenclock-cachesim", ROOT / "tasks" / "scientific" / "compact-cn-heat",
            ROOT / "tasks" / "ai_ml" / "pump-fault-tabular"]
FIXTURES = [ROOT / "tests" / "data" / "tasks" / "systems" / "core-sum",
            ROOT / "tests" / "data" / "tasks" / "ai_ml" / "core-improve"]
now = time.perf_counter


def bundled_tasks() -> list[Path]:
    """Every task directory under tasks/."""
    return sorted(t.parent for t in (ROOT / "tasks").glob(f"*/*/{C.TASK_FILE}"))


def labels() -> dict[str, str]:
    return {C.LABEL_RUN: RUN, C.LABEL_KIND: "sandbox", C.LABEL_OWNER_PID: str(os.getpid()),
            C.LABEL_OWNER_HOST: socket.gethostname()}


def ca_bundle() -> Path | None:
    """The CA bundle a run hands to sandboxes when none is named (the plugin's own lookup)."""
    from pytest_deploybench.settings import env_ca_bundle

    found = env_ca_bundle()
    return found[1] if found else None


class Bench:
    """What the in-process figures share: one runtime (one Docker client), a scratch folder."""

    def __init__(self, scratch: Path):
        from pytest_deploybench.sandbox.docker import DockerRuntime
        from pytest_deploybench.sandbox.docker.images import ensure_base_image

        self.scratch = scratch
        self.runtime = DockerRuntime()
        self.client = self.runtime.client
        self.image = ensure_base_image(self.client, "cpu").ref
        self._n = 0

    def name(self, what: str) -> str:
        self._n += 1
        return f"deploybench-{RUN}-{what}-{self._n}"

    def request(self, task, *, network: str | None = None, **kw):
        from pytest_deploybench.sandbox.base import SandboxRequest

        spec = task.spec
        return SandboxRequest(
            image=self.image, name=self.name(spec.id), labels=labels(), workdir=spec.workdir,
            network=spec.network.value if network is None else network,
            cpus=min(spec.requires.cpus, float(os.cpu_count() or 1)), memory=spec.requires.memory,
            pids=spec.requires.pids, ca_bundle=ca_bundle(), **kw)

    def cleanup(self) -> None:
        from docker.errors import DockerException

        from pytest_deploybench.sandbox.docker.cleanup import remove_run_containers

        try:
            remove_run_containers(RUN)
        except DockerException:
            pass


def _load(path: Path):
    from pytest_deploybench.spec import load_task

    return load_task(path)


def _alternate(i: int, a, b):
    """a then b on even rounds, b then a on odd ones: drift in the machine's load hits both."""
    return (a, b) if i % 2 == 0 else (b, a)


# -- provisioning ------------------------------------------------------------------------------

def provisioning(b: Bench, repeats: int) -> list[Figure]:
    """Image present -> container ready with the artifact copied, against a bare containers.run +
    put_archive of the same files."""
    from pytest_deploybench.sandbox.tarutil import tar_tree

    task = _load(EXAMPLES[0])
    spec = task.spec
    harness = {"registries": [], "open": [], "none": []}
    floor, network_create = [], []
    t = now()  # the worker's egress point: started once, with its first registries sandbox
    b.runtime.start(b.request(task, network="registries")).close()
    egress_start = now() - t

    def ours(network: str):
        t = now()  # as the runner provisions: the artifact goes in with the start files, in one copy
        box = b.runtime.start(b.request(task, network=network, copy_in=((task.artifact_dir, spec.workdir),)))
        harness[network].append(now() - t)
        assert box.exec(f"test -f {spec.workdir}/run_table.sh", timeout=20).ok
        box.close()

    def bare():
        t = now()
        c = b.client.containers.run(b.image, ["sleep", "infinity"], name=b.name("floor"), labels=labels(),
                                    detach=True)
        b.client.api.put_archive(c.id, "/", tar_tree(task.artifact_dir, spec.workdir.lstrip("/")))
        floor.append(now() - t)
        c.remove(force=True)
        t = now()
        net = b.client.networks.create(b.name("net"), driver="bridge", labels=labels())
        network_create.append(now() - t)
        net.remove()

    for i in range(repeats):
        for step in _alternate(i, lambda: ours("registries"), bare):
            step()
        ours("open")
        ours("none")
    common = dict(unit="s", floor_title="containers.run + put_archive", floor_samples=floor, compare="ratio",
                  target="<= 1.5x floor", holds=lambda f: f.comparison <= 1.5)
    extra = {"task": spec.id, "artifact_files": sum(1 for p in task.artifact_dir.rglob("*") if p.is_file()),
             "ca_bundle": str(ca_bundle()), "network_create_s": network_create,
             "egress_start_s": round(egress_start, 3)}
    return [
        Figure("provisioning", f"provisioning ({spec.id}, network: registries)", samples=harness["registries"],
               blocks=[h / f for h, f in zip(harness["registries"], floor)], extra=extra,
               notes="the worker's egress network (no create per attempt), container with the proxy settings, "
                     "then the CA bundle, apt's settings and the artifact in one tar; the egress point's own "
                     "start (once per worker) is in extra.egress_start_s", **common),
        Figure("provisioning_open", f"provisioning ({spec.id}, network: open)", samples=harness["open"],
               blocks=[h / f for h, f in zip(harness["open"], floor)],
               notes="a private bridge network per attempt, then as above", **common),
        Figure("provisioning_no_network", f"provisioning ({spec.id}, network: none)", samples=harness["none"],
               blocks=[h / f for h, f in zip(harness["none"], floor)], **common),
    ]


# -- tool calls --------------------------------------------------------------------------------

def tool_call(b: Bench, blocks: int, per_block: int) -> list[Figure]:
    """The model agent's bash tool (tool call -> Sandbox.exec -> result) against a bare SDK
    exec_run of the same command, in the same container."""
    from pytest_deploybench.agents.model.toolkit import Call, ToolEnv, run_call
    from pytest_deploybench.agents.model.tools import PROFILE

    task = _load(FIXTURES[0])
    box = b.runtime.start(b.request(task))
    figures = []
    try:
        container = b.client.containers.get(box.id)
        rec = b.scratch / "toolcall"
        rec.mkdir(exist_ok=True)
        env = ToolEnv(sandbox=box, workdir=task.spec.workdir, record_dir=rec, time_left=lambda: 3600.0, step=1,
                      call_index=0)
        tools = PROFILE.by_name()
        for label, command in (("true", "true"), ("1 MB of output", "head -c 1000000 /dev/zero | tr '\\0' x")):
            calls, floors, diffs = [], [], []
            argv = ["bash", "-c", command]
            for k in range(blocks):
                bc, bf = [], []
                for i in range(per_block):
                    def tool():
                        t = now()
                        res = run_call(tools, Call(id="bench", name="bash", arguments=json.dumps({"command": command})), env)
                        bc.append(now() - t)
                        assert not res.error and res.meta["exit_code"] == 0, res.text

                    def bare():
                        t = now()
                        exit_code, _ = container.exec_run(argv, workdir=task.spec.workdir)
                        bf.append(now() - t)
                        assert exit_code == 0

                    for step in _alternate(i, tool, bare):
                        step()
                calls += bc
                floors += bf
                diffs.append((statistics.median(bc) - statistics.median(bf)) * 1000)
            figures.append(Figure(
                f"tool_call_{'true' if command == 'true' else 'output'}", f"bash tool call: {label}", unit="ms",
                samples=[x * 1000 for x in calls], floor_title="SDK exec_run, same command",
                floor_samples=[x * 1000 for x in floors], compare="overhead", blocks=diffs,
                target="<= floor + 10 ms" if command == "true" else "",
                holds=(lambda f: f.comparison <= 10) if command == "true" else None,
                extra={"calls": len(calls), "blocks": blocks}))
    finally:
        box.close()
    return figures


# -- verification ------------------------------------------------------------------------------

_STAMP = re.compile(r"^\[deploybench +([\d.]+)s\] (.*)$")


def _verify_steps(log: str) -> dict[str, float]:
    """Seconds per step of the hidden pipeline, from verify.log's timestamps."""
    stamps = [(float(m.group(1)), m.group(2)) for m in map(_STAMP.match, log.splitlines()) if m]
    steps, last = {}, 0.0
    for t, text in stamps:
        key = " ".join(text.split()[:3]).rstrip(":")
        if key.startswith(("check", "verifier")):
            continue
        steps[key] = steps.get(key, 0.0) + (t - last)
        last = t
    return steps


def verification(b: Bench, repeats: int) -> list[Figure]:
    """The hidden pipeline (stop, network off, staging, restore, output copy, checks) against the
    experiment command alone, both in the same deployed sandbox."""
    from pytest_deploybench.verify.pipeline import run_verify

    figures = []
    for path in FIXTURES:
        task = _load(path)
        spec = task.spec
        box = b.runtime.start(b.request(task))
        try:
            box.put_dir(task.artifact_dir, spec.workdir)
            box.put_dir(task.root / "solution", C.SANDBOX_SOLUTION_DIR)
            assert box.exec(f"bash {C.SANDBOX_SOLUTION_DIR}/solve.sh", timeout=60).ok
            staged = "/var/lib/deploybench-bench-verify"
            if task.verify_inputs_dir.is_dir():
                box.put_dir(task.verify_inputs_dir, staged, mode=0o700)
            container = b.client.containers.get(box.id)
            ours, floor, steps = [], [], []
            for i in range(repeats):
                def bare():
                    t = now()
                    container.exec_run(["bash", "-c", spec.experiment.command], workdir=spec.workdir,
                                       environment={"DEPLOYBENCH_VERIFY_DIR": staged})
                    floor.append(now() - t)

                def pipeline():
                    rec = b.scratch / f"verify-{spec.id}-{i}"
                    rec.mkdir()
                    t = now()
                    res = run_verify(task, box, rec)
                    ours.append(now() - t)
                    assert res.passed, res.to_dict()
                    steps.append(_verify_steps((rec / C.VERIFY_LOG).read_text()))

                for step in _alternate(i, pipeline, bare):
                    step()
        finally:
            box.close()
        per_step = {k: statistics.median(s.get(k, 0.0) for s in steps) for k in steps[0]} if steps else {}
        figures.append(Figure(
            f"verification_{spec.id}", f"verification ({spec.id})", unit="s", samples=ours,
            floor_title="the experiment command alone (SDK exec_run)", floor_samples=floor, compare="overhead",
            blocks=[o - f for o, f in zip(ours, floor)], target="<= floor + 1 s",
            holds=lambda f: f.comparison <= 1.0,
            extra={"median_step_s": {k: round(v, 3) for k, v in per_step.items()}}))
    return figures


# -- collection and startup --------------------------------------------------------------------

def generate_tasks(root: Path, n: int) -> Path:
    """n valid task directories (copies of the fixture core-sum under new ids)."""
    src = FIXTURES[0]
    text = (src / C.TASK_FILE).read_text()
    for i in range(n):
        d = root / C.DOMAINS[i % 3] / f"gen-{i:04d}"
        shutil.copytree(src, d)
        (d / C.TASK_FILE).write_text(text.replace("id: core-sum", f"id: gen-{i:04d}").replace(
            "domain: systems", f"domain: {C.DOMAINS[i % 3]}"))
    return root


def collection(repeats: int, scratch: Path, generated: int = 500) -> list[Figure]:
    gen = generate_tasks(scratch / "generated", generated)
    figures = []
    big = f"collect_{generated}"  # the target (< 2 s) is set for 500
    for key, title, where, expect in ((big, f"collect {generated} generated tasks", gen, generated),
                                      ("collect_bundled", "collect the bundled tasks", ROOT / "tasks", None)):
        ours, floor, walls, before = [], [], [], []
        args = ["--collect-only", "-q", "--rootdir", str(where), str(where)]
        for i in range(repeats):
            def plugin():
                r = run_pytest(args)
                n, secs = r.collected() or (0, float("nan"))
                assert expect is None or n == expect, r.output[-2000:]
                ours.append(secs)
                walls.append(r.wall_s)

            def bare():
                r = run_pytest(["-p", "no:deploybench", *args])
                floor.append(float(re.search(r"in ([\d.]+)s", r.output).group(1)))

            for step in _alternate(i, plugin, bare):
                step()
            if key == big:  # the same with pure-Python YAML: the code before the libyaml fix
                r = run_pytest(["-p", "no_libyaml", *args])
                before.append((r.collected() or (0, float("nan")))[1])
        figures.append(Figure(
            key, f"{title} (pytest's collection phase)", unit="s", samples=ours,
            floor_title="same tree, deploybench disabled (pytest walking it)", floor_samples=floor,
            compare="overhead", blocks=[o - f for o, f in zip(ours, floor)],
            target="< 2 s" if key == "collect_500" else "",
            holds=(lambda f: f.median < 2.0) if key == "collect_500" else None,
            extra={"wall_s": walls, **({"pure_python_yaml_s": before} if before else {})}))
    return figures


def startup(repeats: int, scratch: Path) -> list[Figure]:
    """`pytest --agent=oracle --collect-only` must not import litellm; what that saves."""
    where = str(ROOT / "tests" / "data" / "tasks")
    probe = scratch / "probe.json"
    ours, floor, imported, probes = [], [], [], []
    for i in range(repeats):
        def plugin():
            r = run_pytest(["-p", "probe_plugin", "--agent=oracle", "--collect-only", "-q", where],
                           env=pytest_env({"DEPLOYBENCH_PROBE_OUT": str(probe)}))
            ours.append(r.wall_s)
            seen = json.loads(probe.read_text())
            imported.append(1.0 if seen["litellm"] else 0.0)
            probes.append(seen)

        def bare():
            floor.append(run_pytest(["-p", "no:deploybench", "--collect-only", "-q", where]).wall_s)

        for step in _alternate(i, plugin, bare):
            step()
    with_litellm, without = [], []
    for i in range(repeats):
        for step in _alternate(i, lambda: with_litellm.append(run_cmd([sys.executable, "-c", "import litellm"]).wall_s),
                               lambda: without.append(run_cmd([sys.executable, "-c", "pass"]).wall_s)):
            step()
    last = probes[-1] if probes else {}
    return [
        Figure("startup_oracle", "startup: pytest --agent=oracle --collect-only (fixtures)", unit="s", samples=ours,
               floor_title="pytest --collect-only, deploybench disabled", floor_samples=floor, compare="overhead",
               extra={"modules_loaded": last.get("modules"), "docker_imported": last.get("docker"),
                      "model_agent_imported": last.get("model_agent")}),
        Figure("startup_litellm", "litellm imported by --agent=oracle (runs of 1)", unit="count", samples=imported,
               target="0", holds=lambda f: max(f.samples) == 0),
        Figure("litellm_import_saved", "import litellm: time saved", unit="s", samples=with_litellm,
               floor_title="python -c pass", floor_samples=without, compare="overhead"),
    ]


# -- the suite: scaling, memory, image cache ---------------------------------------------------

def _records(run_dir: Path) -> list[dict]:
    from pytest_deploybench.records import load_results

    return load_results(run_dir)


def _suite_run(scratch: Path, run_id: str, tasks: list[Path], workers: int, *extra: str, watch: bool = False):
    runs = scratch / "runs"
    r = run_pytest(["--agent=oracle", "--runs-dir", str(runs), "--run-id", run_id, "-n", str(workers), "-q",
                    *extra, *map(str, tasks)], watch_memory=watch)
    recs = _records(runs / run_id)
    bad = [f"{x['task_id']}: {x['outcome']} {x.get('error') or ''}" for x in recs if x["outcome"] != "passed"]
    if bad or len(recs) != len(tasks):
        raise RuntimeError(f"suite run {run_id}: {bad or 'records missing'}\n{r.output[-3000:]}")
    return r, recs


def suite(repeats: int, scratch: Path, tasks: list[Path]) -> list[Figure]:
    walls = {1: [], 2: []}
    per_task = {1: {}, 2: {}}  # seconds per attempt (total_s), to tell slower tasks from idle workers
    controller, workers, builds_later, image_s, verify_over, builds_first = [], [], [], [], [], None
    for i in range(repeats):
        for n in _alternate(i, 1, 2):
            r, recs = _suite_run(scratch, f"suite-{i}-n{n}", tasks, n, watch=(n == 2))
            walls[n].append(r.wall_s)
            for x in recs:
                per_task[n].setdefault(x["task_id"], []).append(x["timings"]["total_s"])
            built = sum(1 for x in recs if x["sandbox"].get("image_built"))
            if builds_first is None:
                builds_first = built
            else:
                builds_later.append(float(built))
            image_s += [x["timings"]["image_s"] * 1000 for x in recs]
            verify_over += [x["timings"]["verify_s"] - x["timings"]["experiment_s"] for x in recs
                            if x["task_id"] not in {p.name for p in FIXTURES}]
            if n == 2:
                controller.append(r.controller_mb)
                workers += r.workers_mb
    pytest_floor = run_pytest(["-p", "no:deploybench", "--collect-only", "-q", str(scratch)]).max_rss_mb
    names = [p.name for p in tasks]
    return [
        Figure("scaling", f"suite ({len(tasks)} tasks) oracle wall time, -n 2", unit="s", samples=walls[2], floor_title="-n 1",
               floor_samples=walls[1], compare="ratio", blocks=[b / a for a, b in zip(walls[1], walls[2])],
               target="<= 0.625x (-n 2 >= 1.6x faster)", holds=lambda f: f.comparison <= 0.625,
               extra={"tasks": names, "speedup": [a / b for a, b in zip(walls[1], walls[2])],
                      "attempt_total_s": {f"n{n}": v for n, v in per_task.items()},
                      "cpus": os.cpu_count()}),
        Figure("memory_controller", "peak RSS, controller (-n 2 suite run)", unit="MB", samples=controller,
               floor_title="pytest, nothing collected", floor_samples=[pytest_floor], compare="ratio"),
        Figure("memory_worker", "peak RSS, each worker (-n 2 suite run)", unit="MB", samples=workers,
               floor_title="pytest, nothing collected", floor_samples=[pytest_floor], compare="ratio"),
        Figure("image_builds_suite", "image builds on later suite runs", unit="count", samples=builds_later,
               target="0", holds=lambda f: max(f.samples) == 0, extra={"builds_first_run": builds_first}),
        Figure("image_phase", "image phase per attempt (cached image)", unit="ms", samples=image_s),
        Figure("verification_examples", "verification overhead in suite runs (examples)", unit="s",
               samples=verify_over, target="<= 1 s", holds=lambda f: f.median <= 1.0,
               notes="verify_s - experiment_s from each attempt's result.json"),
    ]


def image_cache(b: Bench, scratch: Path) -> list[Figure]:
    """A task with an environment/Dockerfile never seen before: built on the first run, reused on
    the second (a nonce in the Dockerfile makes it new; the image is removed at the end)."""
    nonce = secrets.token_hex(4)
    task = scratch / "imgtasks" / "systems" / f"bench-image-{nonce}"
    shutil.copytree(FIXTURES[0], task)
    (task / C.TASK_FILE).write_text((task / C.TASK_FILE).read_text().replace("id: core-sum", f"id: {task.name}"))
    (task / "environment").mkdir()
    (task / "environment" / "Dockerfile").write_text(f"ARG BASE_IMAGE\nFROM ${{BASE_IMAGE}}\nRUN echo {nonce} > /etc/bench-nonce\n")
    builds, image_s, inspect = [], [], []
    try:
        for k in range(3):
            r = run_pytest(["--agent=noop", "--runs-dir", str(scratch / "runs"), "--run-id", f"img-{nonce}-{k}",
                            "-q", str(task)])
            recs = _records(scratch / "runs" / f"img-{nonce}-{k}")
            if len(recs) != 1 or recs[0]["outcome"] == "error":
                raise RuntimeError(f"image-cache run {k}: {r.output[-2000:]}")
            builds.append(1.0 if recs[0]["sandbox"]["image_built"] else 0.0)
            if k:
                image_s.append(recs[0]["timings"]["image_s"] * 1000)
            t = now()
            b.client.api.inspect_image(b.image)
            inspect.append((now() - t) * 1000)
    finally:
        for img in b.client.api.images(filters={"label": f"{C.LABEL_TASK}={task.name}"}):
            b.client.api.remove_image(img["Id"], force=True)
    return [
        Figure("image_builds_second_run", "image builds, second and third run of a new task image", unit="count",
               samples=builds[1:], target="0", holds=lambda f: max(f.samples) == 0,
               extra={"builds_first_run": builds[0]}),
        Figure("image_phase_task_image", "image phase, cached task image", unit="ms", samples=image_s,
               floor_title="one image inspection", floor_samples=inspect, compare="overhead"),
    ]


def package_cache(repeats: int, scratch: Path, tasks: list[Path], workers: int) -> list[Figure]:
    cold, warm, stats = [], [], []
    for i in range(repeats):
        cache = scratch / f"package-cache-{i}"
        run = {}
        for phase in ("cold", "warm"):
            r, recs = _suite_run(scratch, f"pc-{i}-{phase}", tasks, workers, "--package-cache", str(cache))
            (cold if phase == "cold" else warm).append(r.wall_s)
            pcs = [(x.get("network") or {}).get("egress") or {} for x in recs]
            run[phase] = {k: round(sum(p.get(k, 0) for p in pcs), 3)
                          for k in ("allowed", "cache_hits", "bytes")}
            run[phase]["agent_s"] = round(sum(x["timings"]["agent_s"] for x in recs), 3)
        run["cache_mb"] = round(sum(p.stat().st_size for p in cache.rglob("*") if p.is_file()) / 2**20, 1)
        stats.append(run)
    return [Figure(
        "package_cache", "suite oracle wall time with --package-cache, warm", unit="s", samples=warm,
        floor_title="the same, cold (empty DIR)", floor_samples=cold, compare="ratio",
        blocks=[w / c for w, c in zip(warm, cold)], target="<= 0.5x cold", holds=lambda f: f.comparison <= 0.5,
        extra={"tasks": [p.name for p in tasks], "workers": workers, "runs": stats})]


def machine() -> dict:
    def sh(*cmd: str) -> str:
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return ""

    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), "")
    mem = next((int(line.split()[1]) // 1024 for line in Path("/proc/meminfo").read_text().splitlines()
                if line.startswith("MemTotal")), None)
    return {
        "host": socket.gethostname(), "cpu": cpu, "cores": os.cpu_count(), "memory_mb": mem,
        "kernel": os.uname().release, "python": sys.version.split()[0],
        "docker": sh("docker", "version", "--format", "{{.Server.Version}}"),
        "git": sh("git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"),
        "git_dirty": bool(sh("git", "-C", str(ROOT), "status", "--porcelain", "--", "pytest_deploybench")),
    }


# -- several engines: ssh:// beside the local engine ---------------------------------------------

def _ssh_round(b: Bench, ssh_url: str, task, repeats: int) -> tuple[dict, dict]:
    """Provisioning times (s) and exec times (ms) on the local engine and on the ssh:// one, alternated."""
    from pytest_deploybench.sandbox.docker import DockerRuntime

    remote = DockerRuntime(engine=ssh_url)
    provision: dict[str, list[float]] = {"local": [], "ssh": []}
    execs: dict[str, list[float]] = {"local": [], "ssh": []}

    def attempt(where: str, runtime) -> None:
        t = now()  # as the runner provisions, without the egress point (started once per worker)
        box = runtime.start(b.request(task, network="none", copy_in=((task.artifact_dir, task.spec.workdir),)))
        provision[where].append(now() - t)
        try:
            for _ in range(10):
                t = now()
                assert box.exec("true", timeout=60).ok
                execs[where].append((now() - t) * 1000)
        finally:
            box.close()

    for i in range(repeats):
        for step in _alternate(i, lambda: attempt("local", b.runtime), lambda: attempt("ssh", remote)):
            step()
    return provision, execs


def engines(b: Bench, repeats: int, scratch: Path) -> list[Figure]:
    """Per-attempt overhead on an engine reached through ssh:// (a private engine behind OpenSSH on
    localhost, as tests/test_engines.py sets up: the ssh hop is real, the network is loopback),
    beside the same steps on the local engine, with and without ssh connection sharing
    (ControlMaster); and how an engine gets the base image: `docker save | docker load` from the
    local engine against debootstrap + import through the engine's own client."""
    sys.path.insert(0, str(ROOT / "tests"))
    from private_engine import SshEngine, running_private_engine

    from pytest_deploybench.sandbox.docker import DockerRuntime
    from pytest_deploybench.sandbox.docker.images import ensure_base_image

    if os.geteuid() != 0 or not shutil.which("dockerd") or not shutil.which("sshd"):
        raise RuntimeError("needs root, dockerd and sshd (apt-get install openssh-server)")
    task = _load(FIXTURES[0])
    path = os.environ["PATH"]
    figures = []
    with running_private_engine() as engine:
        for multiplex in (False, True):
            ssh = SshEngine(scratch / f"ssh-{int(multiplex)}", engine.host, multiplex=multiplex)
            os.environ["PATH"] = f"{ssh.bin}:{path}"  # the SDK runs `ssh` from PATH
            try:
                provision, execs = _ssh_round(b, ssh.url, task, repeats)
                how = "shared ssh connection (ControlMaster)" if multiplex else "an ssh process per API connection"
                key = "_mux" if multiplex else ""
                figures += [
                    Figure(f"ssh_provision{key}", f"provision a sandbox on an ssh:// engine, {how}", unit="s",
                           samples=provision["ssh"], floor_title="the same on the local engine",
                           floor_samples=provision["local"], compare="ratio", extra={"task": task.spec.id}),
                    Figure(f"ssh_exec{key}", f"Sandbox.exec of `true` on an ssh:// engine, {how}", unit="ms",
                           samples=execs["ssh"], floor_title="the same on the local engine",
                           floor_samples=execs["local"], compare="overhead", extra={"calls": len(execs["ssh"])}),
                ]
                if multiplex:  # the base image on a new engine: shipped from the local engine, or built for it
                    remote = DockerRuntime(engine=ssh.url)
                    remote.client.images.remove(b.image, force=True)
                    t = now()
                    save = subprocess.Popen(["docker", "save", b.image], stdout=subprocess.PIPE)
                    subprocess.run(["docker", "-H", ssh.url, "load", "-q"], stdin=save.stdout, check=True,
                                   capture_output=True)
                    save.stdout.close()
                    assert save.wait() == 0
                    shipped = now() - t
                    remote.client.images.remove(b.image, force=True)
                    t = now()
                    ensure_base_image(remote.client, "cpu")
                    figures.append(Figure(
                        "ssh_base_image", "base image onto a new ssh:// engine: docker save | docker load",
                        unit="s", samples=[shipped], floor_title="built for it: debootstrap + import",
                        floor_samples=[now() - t], compare="ratio"))
            finally:
                os.environ["PATH"] = path
                ssh.stop()
    return figures
