"""--package-cache DIR: the egress point keeps what it fetched for later attempts, and nothing else.

End to end: real sandboxes installing a Debian package through the egress point (Squid, sandbox/
docker/egress.py) in parallel, then a later attempt served from the cache; no attempt sees another's
installed files, and nothing of the host is mounted into a sandbox.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from helpers import containers_with_label, run_bench
from pytest_deploybench.constants import TOOLS_VOLUME


# -- end to end: real sandboxes, Debian's archive ------------------------------------------------

SOLVE = r"""#!/bin/bash
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
# an earlier attempt's installed files must not be here
if [ -e /usr/local/share/installed-by-an-attempt ] || command -v hello >/dev/null; then
  echo "SAW ANOTHER ATTEMPT'S FILES"; exit 1
fi
echo "fresh sandbox"
apt-get update -qq
apt-get install -y -qq --no-install-recommends hello >/dev/null
date +%s%N > /usr/local/share/installed-by-an-attempt
"""


def _apt_task(root: Path) -> Path:
    task = root / "systems" / "cache-hello"
    (task / "artifact").mkdir(parents=True)
    (task / "solution").mkdir()
    (task / "artifact" / "README.md").write_text("Install GNU hello; `hello` must greet.\n")
    (task / "solution" / "solve.sh").write_text(SOLVE)
    (task / "task.yaml").write_text(textwrap.dedent("""\
        id: cache-hello
        kind: deploy
        domain: systems
        difficulty: easy
        languages: [shell]
        requires: {cpus: 1, memory: 512m}
        network: registries
        timeouts: {agent: 600, verify: 60}
        workdir: /workspace/hello
        instructions: Install GNU hello.
        experiment:
          outputs: [results/]
          command: mkdir -p results && hello | tee results/greeting.txt
          timeout: 30
        checks:
          - exit_code: 0
          - regex: {file: results/greeting.txt, pattern: 'Hello, world!'}
        """))
    return task


@pytest.mark.usefixtures("docker_client")
def test_parallel_cold_attempts_then_a_warm_one_served_from_the_cache(tmp_path):
    task = _apt_task(tmp_path / "tasks")
    cache = tmp_path / "cache"
    cold = run_bench(tmp_path, "--agent=oracle", "--package-cache", str(cache), "--attempts=2", "-n", "2",
                     str(task), run_id="cold")
    results = cold.results()
    assert {r["outcome"] for r in results.values()} == {"passed"}, cold.output
    for k, key in ((1, "cache-hello"), (2, "cache-hello[2]")):  # neither saw the other's installed files
        log = (cold.run_dir / "cache-hello" / f"attempt-{k}" / "agent.log").read_text()
        assert "fresh sandbox" in log and "SAW ANOTHER" not in log
        stats = results[key]["network"]["egress"]
        assert stats["allowed"] > 0 and stats["refused"] == 0, stats
    # the run's totals in summary.json add up the attempts' figures
    totals = cold.summary()["network"]["egress"]
    for key in ("allowed", "refused", "bytes", "cache_hits"):
        assert totals[key] == sum(r["network"]["egress"][key] for r in results.values()), (key, totals)
    assert totals["attempts"] == 2
    # one egress point per worker, each with a cache folder of its own (Squid's store is not shared)
    assert sorted(p.name for p in cache.iterdir() if p.is_dir()) == ["squid-0", "squid-1"]

    warm = run_bench(tmp_path, "--agent=oracle", "--package-cache", str(cache), str(task), run_id="warm")
    rec = warm.results()["cache-hello"]
    assert rec["outcome"] == "passed", warm.output
    stats = rec["network"]["egress"]
    # hello's .deb comes from the cache; apt asks for its index files with max-age=0, so Squid
    # revalidates those with the archive (they are not immutable in apt's eyes)
    assert stats["cache_hits"] >= 1, stats
    assert "fresh sandbox" in (warm.run_dir / "cache-hello" / "attempt-1" / "agent.log").read_text()
    assert containers_with_label("deploybench.run=warm") == []


@pytest.mark.usefixtures("docker_client")
def test_the_sandbox_mounts_only_the_harness_tools_and_the_cache_lives_only_in_the_egress_point(tmp_path):
    import docker

    task = _apt_task(tmp_path / "tasks")
    run = run_bench(tmp_path, "--agent=oracle", "--keep-containers", "--package-cache", str(tmp_path / "cache"),
                    str(task), run_id="mounts")
    try:
        assert run.results()["cache-hello"]["outcome"] == "passed", run.output
        client = docker.from_env()
        kinds = {}
        for c in client.containers.list(all=True, filters={"label": "deploybench.run=mounts"}):
            kinds[c.labels.get("deploybench.kind")] = c.attrs.get("Mounts") or []
        # the one mount a sandbox has is the harness's read-only tools volume (docs/SECURITY.md):
        # no host folder, nothing writable, and never the package cache
        assert [(m["Type"], m.get("Name"), m["RW"]) for m in kinds["sandbox"]] == [("volume", TOOLS_VOLUME, False)]
        assert [m["Source"] for m in kinds["egress"]] == [str(tmp_path / "cache" / "squid-0")]
    finally:
        from pytest_deploybench.sandbox.docker.cleanup import remove_run_containers

        remove_run_containers("mounts")
