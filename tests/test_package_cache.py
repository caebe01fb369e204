"""--package-cache DIR: later attempts get their downloads from DIR, and nothing else of each other.

The proxy is tested on its own against a local origin (no network), then end to end: real
sandboxes installing a Debian package through it, the second time without a download.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import subprocess
import sys
import textwrap
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from helpers import containers_with_label, run_bench
from pytest_deploybench.sandbox.package_cache import PackageCacheProxy, cache_key

DEB = b"!<arch>\n" + b"pretend package " * 4096
INDEX = b"Package: hello\nVersion: 2.10\n" * 100
INDEX_SHA = hashlib.sha256(INDEX).hexdigest()


class _Origin(ThreadingHTTPServer):
    """A stand-in for a Debian mirror on loopback, counting what it serves."""

    daemon_threads = True

    def __init__(self):
        self.served: list[str] = []
        origin = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                origin.served.append(self.path)
                body = {
                    "/debian/pool/main/h/hello/hello_2.10_amd64.deb": DEB,
                    "/debian/dists/bookworm/InRelease": b"signed release",
                    f"/debian/dists/bookworm/main/by-hash/SHA256/{INDEX_SHA}": INDEX,
                    f"/debian/dists/bookworm/main/by-hash/SHA256/{'0' * 64}": INDEX,  # lies about its hash
                }.get(self.path)
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Length", str(len(body or b"")))
                self.end_headers()
                self.wfile.write(body or b"")

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}{path}"


@pytest.fixture
def origin():
    server = _Origin()
    yield server
    server.shutdown()
    server.server_close()


def _proxy(cache: Path, **kw) -> PackageCacheProxy:
    proxy = PackageCacheProxy(cache, "127.0.0.1", **kw)
    proxy.start()
    return proxy


def _get(proxy: PackageCacheProxy, url: str, method: str = "GET") -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", proxy.port, timeout=30)
    try:
        conn.request(method, url)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def test_archives_come_from_the_cache_the_second_time(tmp_path, origin):
    deb = origin.url("/debian/pool/main/h/hello/hello_2.10_amd64.deb")
    index = origin.url(f"/debian/dists/bookworm/main/by-hash/SHA256/{INDEX_SHA}")
    release = origin.url("/debian/dists/bookworm/InRelease")
    cold = _proxy(tmp_path / "cache", allow_loopback=True)
    try:
        assert _get(cold, deb) == (200, DEB) and _get(cold, index) == (200, INDEX)
        assert _get(cold, release) == (200, b"signed release")
    finally:
        cold.close()
    assert (cold.stats.misses, cold.stats.hits, cold.stats.passthrough) == (2, 0, 1)
    served_cold = len(origin.served)

    warm = _proxy(tmp_path / "cache", allow_loopback=True)  # the next attempt: a proxy of its own
    try:
        assert _get(warm, deb) == (200, DEB) and _get(warm, index) == (200, INDEX)
        assert _get(warm, deb, "HEAD")[0] == 200
    finally:
        warm.close()
    assert (warm.stats.misses, warm.stats.bytes_fetched, warm.stats.hits) == (0, 0, 3)
    assert warm.stats.bytes_from_cache == len(DEB) + len(INDEX)
    assert len(origin.served) == served_cold  # the origin saw nothing of the warm attempt


def test_only_immutable_downloads_are_stored_and_hashes_are_checked(tmp_path, origin):
    proxy = _proxy(tmp_path / "cache", allow_loopback=True)
    try:
        _get(proxy, origin.url("/debian/dists/bookworm/InRelease"))
        liar = origin.url(f"/debian/dists/bookworm/main/by-hash/SHA256/{'0' * 64}")
        assert _get(proxy, liar) == (200, INDEX)  # the client gets it (and apt will reject it) ...
        assert _get(proxy, origin.url("/debian/pool/main/n/nope/nope_1_amd64.deb"))[0] == 404
    finally:
        proxy.close()
    stored = [p for p in (tmp_path / "cache").rglob("*") if p.is_file()]
    assert stored == []  # ... but a body that differs from its URL's hash, a 404, a release file: never kept
    assert cache_key("http://deb.debian.org/debian/dists/bookworm/InRelease") is None
    assert cache_key("http://deb.debian.org/debian/pool/main/h/hello/../../x.deb") is None


def test_proxy_refuses_the_hosts_loopback_tunnels_and_writes(tmp_path, origin):
    proxy = _proxy(tmp_path / "cache")  # as the harness runs it
    try:
        status, body = _get(proxy, origin.url("/debian/dists/bookworm/InRelease"))
        assert status == 403 and b"not reachable" in body
        assert _get(proxy, "http://localhost:2375/version")[0] == 403
        assert _get(proxy, "deb.debian.org:443", "CONNECT")[0] == 405
        assert _get(proxy, origin.url("/x"), "POST")[0] == 405
        assert _get(proxy, "/etc/passwd")[0] == 400
    finally:
        proxy.close()
    assert origin.served == [] and proxy.stats.refused == 5


def test_only_the_sandbox_network_may_connect(tmp_path, origin):
    """Other attempts' sandboxes reach the host too, but from other subnets: they are turned away."""
    proxy = _proxy(tmp_path / "cache", clients="10.99.0.0/16", allow_loopback=True)
    try:
        with pytest.raises((http.client.HTTPException, ConnectionError)):
            _get(proxy, origin.url("/debian/dists/bookworm/InRelease"))
    finally:
        proxy.close()
    assert origin.served == [] and proxy.stats.refused == 1


def test_pip_downloads_come_from_the_cache_the_second_time(tmp_path):
    """pip through the proxy's PyPI mirror (needs pypi.org, as pip in a sandbox would)."""
    proxy = _proxy(tmp_path / "cache")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(proxy.sandbox_env(), PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")
    try:
        for i in range(2):
            r = subprocess.run([sys.executable, "-m", "pip", "download", "--no-cache-dir", "--no-deps", "-q",
                                "-d", str(tmp_path / f"d{i}"), "six==1.16.0"],
                               env=env, capture_output=True, text=True, timeout=300)
            if i == 0 and r.returncode != 0 and "Max retries" in r.stderr + r.stdout:
                pytest.skip("PyPI is not reachable from this host")
            assert r.returncode == 0, r.stdout + r.stderr
            assert (tmp_path / f"d{i}" / "six-1.16.0-py2.py3-none-any.whl").is_file()
            if i == 0:
                assert (proxy.stats.misses, proxy.stats.hits) == (1, 0)
    finally:
        proxy.close()
    assert (proxy.stats.misses, proxy.stats.hits) == (1, 1)
    assert len(list((tmp_path / "cache" / "files" / "files.pythonhosted.org").rglob("six-1.16.0-*.whl"))) == 1


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
        network: true
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
def test_parallel_cold_attempts_then_a_warm_one_that_downloads_nothing(tmp_path):
    task = _apt_task(tmp_path / "tasks")
    cache = tmp_path / "cache"
    cold = run_bench(tmp_path, "--agent=oracle", "--package-cache", str(cache), "--attempts=2", "-n", "2",
                     str(task), run_id="cold")
    results = cold.results()
    assert {r["outcome"] for r in results.values()} == {"passed"}, cold.output
    for k, key in ((1, "cache-hello"), (2, "cache-hello[2]")):  # neither saw the other's installed files
        log = (cold.run_dir / "cache-hello" / f"attempt-{k}" / "agent.log").read_text()
        assert "fresh sandbox" in log and "SAW ANOTHER" not in log
        stats = results[key]["sandbox"]["package_cache"]
        assert stats["hits"] + stats["misses"] > 0, stats
    debs = list(cache.rglob("hello_*.deb"))
    assert len(debs) == 1 and not list((cache / "tmp").iterdir())

    warm = run_bench(tmp_path, "--agent=oracle", "--package-cache", str(cache), str(task), run_id="warm")
    rec = warm.results()["cache-hello"]
    assert rec["outcome"] == "passed", warm.output
    stats = rec["sandbox"]["package_cache"]
    assert stats["misses"] == 0 and stats["bytes_fetched"] == 0, stats  # no archive or index downloaded again
    assert stats["hits"] >= 2 and stats["bytes_from_cache"] >= debs[0].stat().st_size  # hello's .deb, indices
    assert "fresh sandbox" in (warm.run_dir / "cache-hello" / "attempt-1" / "agent.log").read_text()
    assert containers_with_label("deploybench.run=warm") == []


@pytest.mark.usefixtures("docker_client")
def test_without_the_option_sandboxes_get_no_proxy(tmp_path):
    from pytest_deploybench import constants as C
    from pytest_deploybench.sandbox.base import SandboxRequest
    from pytest_deploybench.sandbox.docker import DockerRuntime

    runtime = DockerRuntime()
    plain = runtime.start(SandboxRequest(image=C.BASE_IMAGES["cpu"], name=f"deploybench-pc-{os.getpid()}",
                                         labels={C.LABEL_RUN: f"pc-{os.getpid()}"}, workdir="/w"))
    with plain:
        r = plain.exec(f"test ! -e {C.SANDBOX_APT_PROXY_CONF} && test -z \"${{PIP_INDEX_URL:-}}\"", timeout=20)
        assert r.ok and plain.package_cache_stats() is None
    cached = runtime.start(SandboxRequest(image=C.BASE_IMAGES["cpu"], name=f"deploybench-pc-{os.getpid()}-c",
                                          labels={C.LABEL_RUN: f"pc-{os.getpid()}"}, workdir="/w",
                                          package_cache=tmp_path / "cache"))
    with cached:
        r = cached.exec(f"cat {C.SANDBOX_APT_PROXY_CONF}; echo $PIP_INDEX_URL", timeout=20)
        assert r.ok and f"{cached.proxy.url}/" in r.stdout and f"{cached.proxy.url}/pypi/simple/" in r.stdout
        assert not docker_binds(cached)  # nothing of the host is mounted
        address = (cached.proxy.bind_host, cached.proxy.port)
        cached.disconnect_network()
        with pytest.raises(OSError):  # the proxy is gone once the agent phase is over
            http.client.HTTPConnection(*address, timeout=5).request("GET", "/")


def docker_binds(box) -> list:
    import docker

    host = docker.from_env().api.inspect_container(box.id)["HostConfig"]
    return (host.get("Binds") or []) + (host.get("Mounts") or [])
