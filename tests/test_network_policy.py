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
import time
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
SEEN_HEADERS: list[dict[str, str]] = []  # the request headers the host's server received


# -- the host's server, sandboxes, probes -------------------------------------------------------------
@pytest.fixture(scope="module")
def host_port():
    """An HTTP server on every address of the host, answering MARKER."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            SEEN_HEADERS.append({k.lower(): v for k, v in self.headers.items()})
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


# -- the egress point's own rules: names never looked up, tunnels only for TLS to an allowed name ------
TWIN = "gw-twin.deploybench.test"  # resolves (our resolver) to the egress point's loopback and the gateway
EXFIL = "c2VjcmV0.exfil.deploybench.test"  # a name whose lookup alone would carry data out
LOOPBACK_MARKER = "egress-loopback-reached-77a1"


class Resolver:
    """A DNS server of the test's own on the host's bridge address (UDP 53): answers TWIN with two
    addresses, 127.0.0.1 first (the egress container's own loopback) and the host's, every other A
    query with NXDOMAIN, and records every name it is asked. No public DNS is reachable here."""

    def __init__(self, address: str, answers: dict[str, list[str]]):
        import socket

        self.answers = answers
        self.asked: list[str] = []
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self.sock.bind((address, 53))
        except OSError as e:
            self.sock.close()
            pytest.skip(f"the test's resolver cannot listen on {address}:53 ({e})")
        self.sock.settimeout(0.2)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        import struct

        while not self._stop.is_set():
            try:
                query, peer = self.sock.recvfrom(4096)
            except OSError:
                continue
            if len(query) < 17:
                continue
            pos, labels = 12, []
            while pos < len(query) and query[pos]:
                labels.append(query[pos + 1:pos + 1 + query[pos]].decode(errors="replace"))
                pos += 1 + query[pos]
            qtype = struct.unpack(">H", query[pos + 1:pos + 3])[0]
            name = ".".join(labels).lower()
            self.asked.append(name)
            question = query[12:pos + 5]
            addresses = self.answers.get(name, []) if qtype == 1 else []
            rcode = 0 if name in self.answers else 3
            header = query[:2] + struct.pack(">HHHHH", 0x8180 | rcode, 1, len(addresses), 0, 0)
            answers = b"".join(b"\xc0\x0c" + struct.pack(">HHIH", 1, 1, 60, 4) + bytes(map(int, a.split(".")))
                               for a in addresses)
            self.sock.sendto(header + question + answers, peer)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        self.sock.close()


def _egress_exec(box, script: str) -> str:
    out = box.egress.container.exec_run(["bash", "-c", script]).output
    return out.decode(errors="replace")


def test_a_name_resolving_to_the_gateway_among_others_is_not_looked_up_nor_let_through(boxes, host_port):
    """The gateway's entry in the egress point's ACL matches its IP literal only (`dst -n`).

    Squid sees a name that resolves, through a resolver of the test's own, to the egress container's
    loopback first and the gateway's address second, and an arbitrary name carrying data. With the
    old `dst ADDR/32` (checked: this test fails there) Squid looked every requested name up (the
    resolver saw both: data out through DNS), let the twin through because one of its addresses was
    the gateway's, and connected to the first address: the egress point's own loopback answered
    LOOPBACK_MARKER on the gateway's port. Now neither name is asked of any resolver, both are
    refused, and the gateway by its address still answers."""
    docker0 = bridge_gateway(boxes.client)
    boxes.runtime.allow_host_port(docker0, host_port)  # what an installed agent's gateway gets
    resolver = Resolver(docker0, {TWIN: ["127.0.0.1", docker0]})
    try:
        box = boxes.start("registries")
        # Squid asks the test's resolver (and nothing else); a listener on its own loopback, on the
        # gateway's port, stands for "an arbitrary address"
        _egress_exec(box, f"echo 'dns_nameservers {docker0}' >> /etc/squid/squid.conf")
        box.egress._reconfigure()
        _egress_exec(box, (
            "nohup perl -MIO::Socket::INET -e '$s=IO::Socket::INET->new(LocalAddr=>\"127.0.0.1\",LocalPort=>"
            f"{host_port},Listen=>5,ReuseAddr=>1) or die; while($c=$s->accept){{sysread($c,$b,4096);"
            f"print $c \"HTTP/1.0 200 OK\\r\\nContent-Length: {len(LOOPBACK_MARKER) + 1}\\r\\n\\r\\n"
            f"{LOOPBACK_MARKER}\\n\";close $c}}' >/dev/null 2>&1 &"))
        assert LOOPBACK_MARKER in _egress_exec(  # the listener may take a moment to start (a loaded host)
            box, f"for i in $(seq 50); do exec 3<>/dev/tcp/127.0.0.1/{host_port} && break; sleep 0.2; done 2>/dev/null; "
            "printf 'GET / HTTP/1.0\\r\\n\\r\\n' >&3; cat <&3")
        twin = proxied(box, f"GET http://{TWIN}:{host_port}/ HTTP/1.1", f"{TWIN}:{host_port}")
        twin_connect = proxied(box, f"CONNECT {TWIN}:{host_port} HTTP/1.1", f"{TWIN}:{host_port}")
        exfil = proxied(box, f"GET http://{EXFIL}/ HTTP/1.1", EXFIL)
        for what, out in {"twin": twin, "twin by CONNECT": twin_connect, "exfil": exfil}.items():
            assert status(out) == "403", (what, out)
            assert LOOPBACK_MARKER not in out and MARKER not in out, (what, out)
        time.sleep(1)  # a lookup Squid started would have reached the resolver by now
        assert not [n for n in resolver.asked if "deploybench.test" in n], resolver.asked
        # the gateway by its address: still there, plain and tunnelled
        SEEN_HEADERS.clear()
        direct_ok = proxied(box, f"GET http://{docker0}:{host_port}/ HTTP/1.1", f"{docker0}:{host_port}")
        assert status(direct_ok) == "200" and MARKER in direct_ok, direct_ok
        # the sandbox's address goes only to the peek port, never to a server (forwarded_for on, but
        # dropped from every request that is not a CONNECT)
        assert SEEN_HEADERS and "x-forwarded-for" not in SEEN_HEADERS[-1] and "via" not in SEEN_HEADERS[-1]
        assert status(proxied(box, f"CONNECT {docker0}:{host_port} HTTP/1.1", f"{docker0}:{host_port}")) == "200"
    finally:
        resolver.close()


def tunnel(box, target: str, payload: str) -> str:
    """CONNECT `target` through the egress point, then send `payload` (printf %b escapes) inside."""
    script = ("exec 3<>/dev/tcp/deploybench-egress/3128 && "
              'printf "CONNECT %s HTTP/1.1\\r\\nHost: %s\\r\\n\\r\\n" "$0" "$0" >&3 && head -1 <&3 && '
              'sleep 0.3 && printf "%b" "$1" >&3 && cat <&3')
    return box.exec(f"timeout 8 bash -c {shlex.quote(script)} {shlex.quote(target)} {shlex.quote(payload)}",
                    timeout=60).stdout


def _s_client(box, target: str, server_name: str) -> str:
    return box.exec(f"echo | timeout 20 openssl s_client -proxy deploybench-egress:3128 -connect {target} "
                    f"-servername {server_name} 2>&1", timeout=60).stdout


def test_tunnels_go_only_to_443_of_a_registry_and_carry_only_tls_for_a_registry_name(boxes):
    """A CONNECT tunnel through an allowed host reached whatever the far end routes to: a CDN edge
    picks the site by the TLS server name (SNI) or, over plain HTTP, by Host. CONNECT now goes only to
    an HTTPS registry's own port (443 here), and the tunnel is peeked at (never decrypted): its TLS
    server name must be a registry's, else it is closed before Squid connects anywhere; plain HTTP
    inside it is closed too. Before (checked: this test fails there) a registry's tunnel on port 80
    (apt's port, in the union of ports) was opened, and a client hello naming another site got the far
    end's certificate."""
    box = boxes.start("registries")
    pypi = sorted(e for e in box.egress.registries.pip if e.port == 443)[0].host
    ok = _s_client(box, f"{pypi}:443", pypi)
    assert "Server certificate" in ok, ok[-3000:]  # the registry's own name: spliced, its handshake completes
    other = _s_client(box, f"{pypi}:443", "other-site.example")
    assert "Server certificate" not in other and "no peer certificate" in other, other[-3000:]
    port80 = proxied(box, f"CONNECT {pypi}:80 HTTP/1.1", f"{pypi}:80")
    assert status(port80) == "403", port80
    # plain HTTP naming another site inside a tunnel to the registry's own port: nothing comes back
    plain = tunnel(box, f"{pypi}:443", "GET / HTTP/1.1\\r\\nHost: other-site.example\\r\\n\\r\\n")
    assert status(plain) == "200" and plain.count("HTTP/1.") == 1, plain  # the proxy's 200, no answer after
    box.disconnect_network()
    stats = box.egress_stats()
    assert stats["refused_hosts"] == {"other-site.example": 1, pypi: 2}, stats
    assert stats["allowed"] == 1 and stats["bytes"] > 1000, stats  # the good tunnel, its handshake's bytes


def test_the_squid_configuration_looks_no_name_up_and_tunnels_only_https_endpoints():
    """The text Squid reads: every `dst`/`dstdomain` ACL carries -n (a name is never resolved to be
    matched), this host's ports are entries by address, CONNECT is allowed only for an HTTPS endpoint
    on its own port and handed to the peek port; a plain-HTTP endpoint gets no CONNECT at all."""
    from pytest_deploybench.registries import Endpoint
    from pytest_deploybench.sandbox.docker.egress import PEEK_PORT, squid_conf

    conf = squid_conf([Endpoint("deb.example.test", 80, "http"), Endpoint("pypi.example.test", 443, "https"),
                       Endpoint("mirror.example.test", 8443, "https")], cache=False,
                      host_ports=[("172.17.0.1", 41000)])
    acls = [line.split() for line in conf.splitlines() if line.startswith("acl ")]
    for acl in acls:
        if acl[2] in ("dst", "dstdomain", "dstdom_regex", "src", "srcdomain"):
            assert acl[3] == "-n" or acl[2] == "src", acl
    assert ["acl", "host_0", "dst", "-n", "172.17.0.1/32"] in acls
    assert "acl tls_443 all-of CONNECT tls_hosts_443 tls_port_443" in conf
    assert "acl tls_8443 all-of CONNECT tls_hosts_8443 tls_port_8443" in conf
    assert "http_access allow front !CONNECT http_hosts_80 http_port_80" in conf  # no CONNECT to port 80
    assert f"http_port 127.0.0.1:{PEEK_PORT} name=peek ssl-bump" in conf and "ssl_bump terminate all" in conf
    assert "ssl_bump bump" not in conf and "ssl_bump stare" not in conf  # nothing is ever decrypted
    assert "acl tls_names ssl::server_name mirror.example.test pypi.example.test" in conf


def test_egress_figures_from_the_peek_port_count_each_tunnel_once_and_keep_few_names():
    """The log lines of a tunnel handed to the peek port: the front's line brings the bytes, the
    peek port's line the verdict (spliced: allowed; closed: refused, by its server name). Refused
    names are kept by name up to C.EGRESS_REFUSED_HOSTS_KEPT, the rest counted together."""
    from pytest_deploybench.sandbox.docker.egress import OTHER_HOSTS, EgressStats

    s = EgressStats()
    for line in [
        "1.0 10.0.0.2 NONE_NONE/200 0 CONNECT pypi.test pypi.test:443 3129 HIER_NONE splice pypi.test",
        "1.0 10.0.0.2 TCP_TUNNEL/200 5000 CONNECT pypi.test pypi.test:443 3128 FIRSTUP_PARENT - -",
        "1.0 10.0.0.2 NONE_NONE/200 0 CONNECT pypi.test pypi.test:443 3129 HIER_NONE terminate evil.test",
        "1.0 10.0.0.2 TCP_TUNNEL/200 39 CONNECT pypi.test pypi.test:443 3128 FIRSTUP_PARENT - -",
        "1.0 10.0.0.2 TCP_DENIED/403 3400 CONNECT x.test x.test:443 3128 HIER_NONE - -",
        "1.0 10.0.0.2 TCP_MISS/200 700 GET deb.test http://deb.test/a 3128 HIER_DIRECT - -",
        "1.0 10.0.0.2 TCP_MISS/200 700 GET deb.test http://deb.test/a",  # the format before %>lp: still read
    ]:
        s.add(line)
    assert s.to_dict() == {"allowed": 3, "refused": 2, "refused_hosts": {"evil.test": 1, "x.test": 1},
                           "bytes": 6439, "cache_hits": 0}
    many = EgressStats()
    for i in range(C.EGRESS_REFUSED_HOSTS_KEPT + 50):
        many.add(f"1.0 10.0.0.2 TCP_DENIED/403 10 GET h{i}.test http://h{i}.test/ 3128 HIER_NONE - -")
    assert len(many.refused_hosts) == C.EGRESS_REFUSED_HOSTS_KEPT + 1 and many.refused_hosts[OTHER_HOSTS] == 50
    assert many.refused == C.EGRESS_REFUSED_HOSTS_KEPT + 50


def test_the_egress_log_is_read_in_bounded_pieces_and_rotated(boxes, monkeypatch):
    """An agent can fill Squid's access log as fast as it can send requests. Reading it for the
    figures takes at most C.EGRESS_LOG_READ_CHUNK bytes an exec and C.EGRESS_LOG_READ_MAX a call
    (here shrunk to 64 KiB and 256 KiB); the rest is skipped and counted, and the log is rotated once
    read past C.EGRESS_LOG_ROTATE_BYTES. Before (checked: this test fails there) one exec returned
    the whole log (here 2 MB) into the harness's memory, and the file only grew."""
    from pytest_deploybench.sandbox.docker import egress as egress_mod

    box = boxes.start("registries")
    eg = box.egress
    ip = boxes.client.containers.get(box.id).attrs["NetworkSettings"]["Networks"][eg.network_name]["IPAddress"]
    eg.stats_for(None)  # everything before: read
    monkeypatch.setattr(C, "EGRESS_LOG_READ_CHUNK", 64 * 1024)
    monkeypatch.setattr(C, "EGRESS_LOG_READ_MAX", 256 * 1024)
    monkeypatch.setattr(C, "EGRESS_LOG_ROTATE_BYTES", 128 * 1024)
    line = f"1.0 {ip} TCP_DENIED/403 10 GET flood.test http://flood.test/ 3128 HIER_NONE - -"
    n = 2_000_000 // (len(line) + 1)
    _egress_exec(box, f"yes '{line}' | head -n {n} >> {egress_mod.LOG_FILE}")
    sizes = []
    real = eg.container.exec_run

    def recording(*args, **kwargs):
        res = real(*args, **kwargs)
        sizes.append(len(res.output or b""))
        return res

    monkeypatch.setattr(eg.container, "exec_run", recording)
    stats = eg.stats_for(ip)
    assert max(sizes) <= 64 * 1024, sizes
    read = stats.refused * (len(line) + 1)
    assert 256 * 1024 - 64 * 1024 <= read <= 256 * 1024 + 64 * 1024, (stats.refused, read)
    assert stats.log_skipped_bytes + read >= n * (len(line) + 1) - 64 * 1024, stats.to_dict()
    assert stats.refused_hosts == {"flood.test": stats.refused}
    size = int(_egress_exec(box, f"stat -c %s {egress_mod.LOG_FILE}").strip() or 0)
    assert size < 128 * 1024, size  # rotated: Squid writes a fresh file
    # Squid still logs into it, and the next reading starts there
    assert status(proxied(box, "GET http://after-rotation.example/ HTTP/1.1", "after-rotation.example")) == "403"
    time.sleep(0.5)
    assert eg.stats_for(ip).refused_hosts == {"after-rotation.example": 1}
