"""`network:` policies, proven with real traffic through real containers on the real engine.

`registries`: the sandbox installs from Debian's archive and PyPI through its egress point (Squid)
and reaches nothing else: not an HTTP server on the host (no route; 403 through the proxy by
address, by a name that is no registry, by CONNECT; a registry on another port, 403); `none`
reaches nothing; after disconnect_network() (what verification does) neither the host nor the
egress point; the same holds for two xdist workers, each with its own egress point, and the run's
cleanup leaves nothing behind. The host's server is reachable from an `open` sandbox, so every
"unreachable" below is the policy, not a server nobody could reach.

Probes use bash alone (the cpu image has no curl): PROBE_SH from deploybench_test_agents.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
import shlex
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from deploybench_test_agents import PROBE_SH
from helpers import ROOT, containers_with_label, run_bench
from pytest_deploybench import constants as C
from pytest_deploybench.sandbox.base import SandboxRequest

pytestmark = pytest.mark.usefixtures("docker_client")

MARKER = "deploybench-host-marker-5c1e"
NETWORK_TASKS = ROOT / "tests" / "data" / "network_tasks"
NOT_A_REGISTRY = "no-registry.example"


# -- the host's server, sandboxes, probes -------------------------------------------------------------
@pytest.fixture(scope="module")
def host_port():
    """An HTTP server on every address of the host, answering MARKER."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = f"{MARKER}\n".encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("0.0.0.0", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


class Sandboxes:
    """Sandboxes of one test, under a run id of their own, started on one runtime (one egress point)."""

    def __init__(self, client):
        from pytest_deploybench.sandbox.docker import DockerRuntime
        from pytest_deploybench.sandbox.docker.images import ensure_base_image
        from pytest_deploybench.settings import env_ca_bundle

        self.client = client
        self.runtime = DockerRuntime()
        ensure_base_image(self.runtime.client, "cpu")
        self.run_id = f"netpol-{secrets.token_hex(3)}"
        found = env_ca_bundle()
        self.ca_bundle = found[1] if found else None
        self.count = 0

    def start(self, network: str):
        self.count += 1
        return self.runtime.start(SandboxRequest(
            image=C.BASE_IMAGES["cpu"], name=f"deploybench-{self.run_id}-{self.count}",
            labels={C.LABEL_RUN: self.run_id}, workdir="/workspace", network=network, cpus=1, memory="1g",
            ca_bundle=self.ca_bundle,
        ))

    def networks(self, box) -> dict:
        return self.client.containers.get(box.id).attrs["NetworkSettings"]["Networks"] or {}

    def close(self) -> None:
        from pytest_deploybench.sandbox.docker.cleanup import remove_run_containers

        try:
            remove_run_containers(self.run_id)
        finally:
            self.runtime.close()


@pytest.fixture
def boxes(docker_client):
    sandboxes = Sandboxes(docker_client)
    yield sandboxes
    sandboxes.close()


def probe(box, *argv: str) -> str:
    if box.exec("test -x /tmp/probe.sh", timeout=20).exit_code != 0:
        box.put_file("/tmp/probe.sh", PROBE_SH.encode(), mode=0o755)
    return box.exec("/tmp/probe.sh " + shlex.join(argv), timeout=60).stdout


def direct(box, ip: str, port: int) -> str:
    return probe(box, "direct", ip, str(port))


def proxied(box, request_line: str, host: str) -> str:
    return probe(box, "proxy", request_line, host)


def status(out: str) -> str:
    """The status line of a probe's answer ("" when there was none)."""
    m = re.search(r"^HTTP/1\.[01] (\d{3})", out, re.MULTILINE)
    return m.group(1) if m else ""


def bridge_gateway(client) -> str:
    """The host's address on the engine's default bridge (docker0)."""
    config = client.networks.get("bridge").attrs["IPAM"]["Config"][0]  # the default bridge may not name it
    return config.get("Gateway") or str(ipaddress.ip_network(config["Subnet"])[1])


def unreachable(out: str) -> bool:
    """A direct connection that found no way there: no route, no network, or no answer at all
    (a refused connection would prove a route, so it does not count)."""
    return MARKER not in out and "rc=0" not in out and (
        "No route to host" in out or "Network is unreachable" in out or "rc=124" in out)


# -- registries: the registries work -----------------------------------------------------------------
def test_registries_sandbox_installs_from_apt_and_pip(boxes):
    box = boxes.start("registries")
    apt = box.exec("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "
                   "--no-install-recommends python3-pip >/dev/null && pip3 --version", timeout=600)
    assert apt.ok, apt.output[-3000:]
    pip = box.exec("pip3 install -q --no-cache-dir --break-system-packages six==1.16.0 && "
                   "python3 -c 'import six; print(six.__version__)'", timeout=300)
    assert pip.ok and pip.stdout.strip().endswith("1.16.0"), pip.output[-3000:]
    box.disconnect_network()  # what verification does: the agent phase's figures, final
    stats = box.egress_stats()
    assert stats["allowed"] > 0 and stats["bytes"] > 1_000_000, stats  # python3 alone is megabytes
    assert stats["refused"] == 0 and stats["refused_hosts"] == {}, stats


# -- registries: nothing else ------------------------------------------------------------------------
def test_a_host_server_an_open_sandbox_reaches_is_out_of_reach_of_registries(boxes, host_port):
    client = boxes.client
    opened = boxes.start("open")
    host_ip = boxes.networks(opened)[opened.request.name]["Gateway"]  # the host, as the open sandbox sees it
    docker0 = bridge_gateway(client)
    for ip in (host_ip, docker0):  # the server is there to be found (else this host's firewall hides it)
        out = direct(opened, ip, host_port)
        assert MARKER in out, (ip, out)

    box = boxes.start("registries")
    nets = boxes.networks(box)
    assert list(nets) == [box.egress.network_name]
    net = client.networks.get(box.egress.network_name).attrs
    assert net["Internal"] and net["Options"].get("com.docker.network.bridge.inhibit_ipv4") == "true"
    # no route: not to the host by either address, not to the gateway of its own network
    for ip in (host_ip, docker0, nets[box.egress.network_name]["Gateway"]):
        out = direct(box, ip, host_port)
        assert unreachable(out), (ip, out)
    # through the egress point: the host by address, by a name that is no registry, by CONNECT
    refused = {
        "by address": proxied(box, f"GET http://{host_ip}:{host_port}/ HTTP/1.1", f"{host_ip}:{host_port}"),
        "docker0": proxied(box, f"GET http://{docker0}:{host_port}/ HTTP/1.1", f"{docker0}:{host_port}"),
        "by name": proxied(box, f"GET http://{NOT_A_REGISTRY}:{host_port}/ HTTP/1.1", NOT_A_REGISTRY),
        "connect": proxied(box, f"CONNECT {host_ip}:{host_port} HTTP/1.1", f"{host_ip}:{host_port}"),
    }
    # a registry (pip's index, from configuration) on a port that is not its own
    pypi = sorted(box.egress.registries.pip)[0]
    other = 8443 if pypi.port != 8443 else 8444
    refused["registry, other port"] = proxied(box, f"CONNECT {pypi.host}:{other} HTTP/1.1", f"{pypi.host}:{other}")
    refused["registry, another port, plain http"] = proxied(
        box, f"GET http://{pypi.host}:{host_port}/ HTTP/1.1", pypi.host)
    for what, out in refused.items():
        assert status(out) == "403" and MARKER not in out, (what, out)
    # the same registry on its own port goes through: the 403s above are the policy, not a dead proxy
    assert status(proxied(box, f"CONNECT {pypi.host}:{pypi.port} HTTP/1.1", f"{pypi.host}:{pypi.port}")) == "200"

    box.disconnect_network()
    stats = box.egress_stats()
    assert stats["refused"] == len(refused), stats
    assert stats["refused_hosts"] == {host_ip: 2, docker0: 1, NOT_A_REGISTRY: 1, pypi.host: 2}, stats
    assert stats["allowed"] == 1, stats  # the CONNECT to the registry's own port


def test_none_reaches_nothing(boxes, host_port):
    reg = boxes.start("registries")  # an egress point exists on this runtime: none must not find it
    egress_ip = boxes.client.containers.get(reg.egress.container.id).attrs["NetworkSettings"]["Networks"][
        reg.egress.network_name]["IPAddress"]
    box = boxes.start("none")
    assert box.exec("ls /sys/class/net", timeout=20).stdout.split() == ["lo"]
    assert box.egress_stats() is None
    for ip in (bridge_gateway(boxes.client), egress_ip):
        out = direct(box, ip, host_port)
        assert unreachable(out) and "Network is unreachable" in out, (ip, out)
    out = proxied(box, f"GET http://{NOT_A_REGISTRY}/ HTTP/1.1", NOT_A_REGISTRY)
    assert status(out) == "" and "rc=0" not in out, out  # the egress point's name does not even resolve
    out = direct(box, egress_ip, 3128)
    assert unreachable(out), out


def test_after_disconnect_a_registries_sandbox_reaches_neither_egress_nor_host(boxes, host_port):
    box = boxes.start("registries")
    egress_ip = boxes.client.containers.get(box.egress.container.id).attrs["NetworkSettings"]["Networks"][
        box.egress.network_name]["IPAddress"]
    assert status(proxied(box, f"GET http://{NOT_A_REGISTRY}/ HTTP/1.1", NOT_A_REGISTRY)) == "403"  # before: there
    box.disconnect_network()
    assert boxes.networks(box) == {}
    assert box.exec("ls /sys/class/net", timeout=20).stdout.split() == ["lo"]
    out = proxied(box, f"GET http://{NOT_A_REGISTRY}/ HTTP/1.1", NOT_A_REGISTRY)
    assert status(out) == "" and "rc=0" not in out, out
    for ip, port in ((egress_ip, 3128), (bridge_gateway(boxes.client), host_port)):
        out = direct(box, ip, port)
        assert unreachable(out), (ip, port, out)
    # the figures of the agent phase stay as they were at the disconnect
    assert box.egress_stats() == {"allowed": 0, "refused": 1, "refused_hosts": {NOT_A_REGISTRY: 1}, "bytes": 0,
                                  "cache_hits": 0}


def test_each_sandbox_gets_its_own_figures(boxes):
    """Two sandboxes on one egress point (as the conformance suite starts them): each attempt's
    figures are its own requests, not the other's, nor the egress point's readiness probe."""
    a, b = boxes.start("registries"), boxes.start("registries")
    assert a.egress is b.egress
    assert status(proxied(a, "GET http://only-a.example/ HTTP/1.1", "only-a.example")) == "403"
    assert status(proxied(b, "GET http://only-b.example/ HTTP/1.1", "only-b.example")) == "403"
    probe(a, "direct", "deploybench-egress", "3128")  # a connection that sends nothing is no request
    a.disconnect_network()
    b.disconnect_network()
    assert a.egress_stats() == {"allowed": 0, "refused": 1, "refused_hosts": {"only-a.example": 1}, "bytes": 0,
                                "cache_hits": 0}
    assert b.egress_stats()["refused_hosts"] == {"only-b.example": 1}


def test_figures_before_disconnect_are_the_sandboxs_own_running_totals(boxes):
    a, b = boxes.start("registries"), boxes.start("registries")
    assert status(proxied(a, "GET http://only-a.example/ HTTP/1.1", "only-a.example")) == "403"
    assert b.egress_stats()["refused_hosts"] == {}  # runner calls this without a disconnect after an agent error
    assert a.egress_stats()["refused_hosts"] == {"only-a.example": 1}  # read mid-run: kept in the total
    assert status(proxied(a, "GET http://again-a.example/ HTTP/1.1", "again-a.example")) == "403"
    a.disconnect_network()
    assert a.egress_stats()["refused_hosts"] == {"only-a.example": 1, "again-a.example": 1}


def test_an_egress_point_that_died_is_replaced_for_the_next_sandbox(boxes, docker_client):
    """Squid killed between attempts (out of memory, removed by hand): the next registries sandbox
    gets a new egress point instead of a network with no way out."""
    a = boxes.start("registries")
    dead = a.egress
    docker_client.containers.get(dead.name).kill()
    b = boxes.start("registries")
    assert b.egress is not dead and b.egress.running()
    assert dead.container is None and dead.name not in containers_with_label(f"{C.LABEL_RUN}={boxes.run_id}")
    assert status(proxied(b, "GET http://only-b.example/ HTTP/1.1", "only-b.example")) == "403"  # Squid answers
    b.disconnect_network()
    assert b.egress_stats()["refused_hosts"] == {"only-b.example": 1}


# -- the plugin, two workers ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def xdist_run(tmp_path_factory, docker_client, host_port):
    """Two `network: registries` tasks on two workers; the agent probes the host's server."""
    tmp = tmp_path_factory.mktemp("netpol-xdist")
    run_id = f"netpol-xd-{secrets.token_hex(3)}"
    run = run_bench(tmp, "--agent=deploybench_test_agents:NetProbeAgent", "-n", "2", str(NETWORK_TASKS),
                    run_id=run_id, timeout=600,
                    env={"DEPLOYBENCH_TEST_PROBE": f"{bridge_gateway(docker_client)}:{host_port}"})
    return run_id, run


def test_the_policy_holds_on_two_workers_each_with_its_own_egress_point(xdist_run, docker_client):
    _, run = xdist_run
    results = run.results()
    assert {k: r["outcome"] for k, r in results.items()} == {"netprobe-a": "passed", "netprobe-b": "passed"}, \
        run.output[-5000:]
    ip = bridge_gateway(docker_client)
    for task, rec in results.items():
        probes = rec["agent_extra"]["probes"]
        assert unreachable(probes["direct"]), (task, probes)
        for key in ("proxy_ip", "proxy_name", "connect_ip"):
            assert status(probes[key]) == "403" and MARKER not in probes[key], (task, key, probes)
        assert rec["network"]["policy"] == "registries"
        egress = rec["network"]["egress"]
        assert egress["refused"] == 3 and egress["allowed"] == 0 and egress["bytes"] == 0, (task, egress)
        assert egress["refused_hosts"] == {ip: 2, NOT_A_REGISTRY: 1}, (task, egress)
    seen = [rec["agent_extra"]["egress"] for rec in results.values()]
    assert {s["worker"] for s in seen} == {"gw0", "gw1"}, seen
    assert len({s["container"] for s in seen}) == 2 and len({s["network"] for s in seen}) == 2, seen


def test_the_runs_cleanup_removes_egress_points_and_their_networks(xdist_run, docker_client):
    run_id, run = xdist_run
    seen = [rec["agent_extra"]["egress"] for rec in run.results().values()]
    assert all(s["container"] and s["network"] for s in seen), seen  # there were egress points to remove
    assert containers_with_label(f"{C.LABEL_RUN}={run_id}") == []
    assert docker_client.networks.list(filters={"label": f"{C.LABEL_RUN}={run_id}"}) == []
    names = {s["container"] for s in seen}
    assert not [c for c in docker_client.containers.list(all=True) if c.name in names]
    assert docker_client.networks.list(names=[s["network"] for s in seen]) == []


def test_every_egress_point_starts_with_a_nameserver(docker_client):
    """Squid reads /etc/resolv.conf when it starts; connecting a running container to a network
    rewrites that file. Started before the connect, 3 of 15 egress points here found no nameserver
    and failed every lookup after 30 s (apt then retried for many minutes). Twelve starts: with the
    old order this fails nine times in ten; the start itself now refuses such a Squid."""
    from pytest_deploybench.registries import discover
    from pytest_deploybench.sandbox.docker.egress import Egress
    from pytest_deploybench.sandbox.docker.images import ensure_base_image

    base = ensure_base_image(docker_client, "cpu").ref
    for i in range(12):
        egress = Egress(docker_client, run_id=f"dns-{secrets.token_hex(3)}", worker=f"t{i}",
                        registries=discover(None, None), base_ref=base, cache_dir=None)
        try:
            egress.start(base)  # SandboxError if Squid found no nameserver
            log = egress.container.exec_run(["cat", "/var/log/squid/cache.log"]).output
            assert b"Could not find any nameservers" not in log
        finally:
            egress.close()
