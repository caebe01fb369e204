"""The egress point of `network: registries` sandboxes: Squid, from Debian's packages, in a sidecar.

One per worker and engine, started with the worker's first `registries` sandbox:

- a Docker network with no way out (`internal`) and no address of the host on it
  (`inhibit_ipv4`: a service the host binds to 0.0.0.0 is not reachable through a gateway);
- a Squid container joined to that network (alias `deploybench-egress`) and to the engine's
  default bridge, the only thing on the network that can reach anything else. Its ACL allows each
  registry endpoint of the configuration (registries.py) by name, for its own scheme and port, and
  denies everything else: other hosts, other ports, IP-address URLs. No rule ever looks a requested
  name up (`dstdomain -n`, `dst -n`), so a name the agent makes up is neither resolved (no lookup
  carries data out) nor matched by the addresses it resolves to. Every request is logged with the
  client's address, which gives each attempt its figures (`EgressStats`).
- Tunnels: CONNECT only to an HTTPS endpoint's own host and port (443 for every default
  registry), and only for TLS whose server name (SNI) is on the list: the front port (3128, what
  sandboxes are told) hands an allowed CONNECT to a second port of the same Squid on its loopback
  (`ssl-bump`), which peeks at the TLS client hello and splices (never decrypts) a tunnel whose
  name is a registry's, and closes any other. Denied CONNECTs stay plain 403s: a port with ssl-bump
  would answer them with a bumped TLS error instead. The model gateway's address and port (an IP
  literal only) are tunnelled unpeeked (plain HTTP inside).

Sandboxes join the network one at a time (a worker runs one attempt at a time) and are told the
proxy through `http_proxy`/`https_proxy` and apt's configuration; an agent that ignores them finds
no route. With `--package-cache DIR` Squid keeps what it fetched over plain HTTP (apt's archives)
in a cache directory under DIR; HTTPS (PyPI, npm) passes through a tunnel, uncached.
Lives on the engine, so it works the same for a remote engine (only the cache folder is local).
"""

from __future__ import annotations

import fcntl
import hashlib
import io
import logging
import os
import socket
import tarfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING

from ... import constants as C
from ...errors import ImageBuildError, SandboxError
from ...registries import Endpoint, Registries, apt_endpoints
from .locks import build_lock

if TYPE_CHECKING:
    from docker.models.containers import Container
    from docker.models.networks import Network

log = logging.getLogger("deploybench.egress")

ALIAS = "deploybench-egress"
EGRESS_PREFIX = "deploybench-egress-"  # the Squid container of a worker: deploybench-egress-<run>-<worker>-<rand>
NETWORK_PREFIX = "deploybench-net-"  # its network, named like it
PORT = 3128
PEEK_PORT = 3129  # on the egress container's loopback only: where allowed TLS tunnels are peeked at
PROXY_URL = f"http://{ALIAS}:{PORT}"
LOG_FILE = "/var/log/squid/deploybench.log"
CACHE_LOG = "/var/log/squid/cache.log"
CONF_FILE = "/etc/squid/squid.conf"
CACHE_MOUNT = "/var/spool/deploybench-cache"
# the peek port needs a certificate to exist; it is never shown to a client (tunnels are spliced
# or closed, never bumped), so it is made at build time and trusted by nobody
PEEK_CERT = "/etc/squid/deploybench-peek.pem"
# squid-openssl: Debian's OpenSSL build of the same Squid (the `squid` package is built with GnuTLS,
# which has no ssl_bump, so no peeking at the TLS server name)
DOCKERFILE = f"""FROM {{base}}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\
    squid-openssl >/dev/null && rm -rf /var/lib/apt/lists/* \\
 && openssl req -x509 -newkey rsa:2048 -nodes -days 36500 -subj /CN=deploybench-egress-never-presented \\
    -keyout {PEEK_CERT} -out {PEEK_CERT}.crt 2>/dev/null && cat {PEEK_CERT}.crt >> {PEEK_CERT} \\
 && chown proxy:proxy {PEEK_CERT} && chmod 600 {PEEK_CERT}
LABEL {C.LABEL_KIND}=egress-image
"""
READY_WAIT_S = 20
RECONFIGURE_WAIT_S = 10


@dataclass
class EgressStats:
    """What one sandbox asked of the egress point during its agent phase."""

    allowed: int = 0
    refused: int = 0
    refused_hosts: dict[str, int] = field(default_factory=dict)  # at most C.EGRESS_REFUSED_HOSTS_KEPT names
    bytes: int = 0
    cache_hits: int = 0
    log_skipped_bytes: int = 0  # log lines past what one reading takes (C.EGRESS_LOG_READ_MAX): not counted

    def add(self, line: str) -> None:
        # %ts.%03tu %>a %Ss/%03>Hs %<st %rm %>rd %ru %>lp %Sh %ssl::bump_mode %ssl::>sni (LOG_FORMAT)
        parts = line.split()
        if len(parts) < 6:
            return
        status, size, method, host = parts[2], parts[3], parts[4], parts[5]
        if method == "-" or host == "-":  # no request (a connection closed before one: NONE_NONE/000), or
            return  # none Squid could parse (NONE_NONE/400): nothing was asked of any host
        local_port, hierarchy, bump, sni = (parts[7:11] + ["-"] * 4)[:4]
        if status.startswith("TCP_DENIED") or status.endswith("/403") and "DENIED" in status:
            self._refuse(host)
            return
        if local_port == str(PEEK_PORT):  # the TLS verdict on a tunnel the front port handed over
            if bump == "splice" or bump == "peek" and "ABORTED" in status and sni == "-":
                self.allowed += 1  # spliced, or left by the client before it said anything: nothing
                return  # refused; its bytes are on the front port's line
            self._refuse(sni if sni != "-" else host)  # closed: a server name not on the list
            return  # (terminate), or no TLS at all (peek)
        n = int(size) if size.isdigit() else 0
        self.bytes += n
        if "PARENT" in hierarchy:  # the front port's side of a tunnel handed to the peek port: bytes only
            return
        self.allowed += 1
        if "HIT" in status.split("/")[0]:
            self.cache_hits += 1

    def _refuse(self, host: str, n: int = 1) -> None:
        self.refused += n
        if host not in self.refused_hosts and len(self.refused_hosts) >= C.EGRESS_REFUSED_HOSTS_KEPT:
            host = OTHER_HOSTS  # an agent that asks for a million names does not get a million keys
        self.refused_hosts[host] = self.refused_hosts.get(host, 0) + n

    def merge(self, other: EgressStats) -> None:
        self.allowed += other.allowed
        for host, n in other.refused_hosts.items():
            self._refuse(host, n)
        self.refused += other.refused - sum(other.refused_hosts.values())
        self.bytes += other.bytes
        self.cache_hits += other.cache_hits
        self.log_skipped_bytes += other.log_skipped_bytes

    def to_dict(self) -> dict:
        out = {
            "allowed": self.allowed,
            "refused": self.refused,
            "refused_hosts": dict(self.refused_hosts),
            "bytes": self.bytes,
            "cache_hits": self.cache_hits,
        }
        if self.log_skipped_bytes:
            out["log_skipped_bytes"] = self.log_skipped_bytes
        return out


OTHER_HOSTS = "(other hosts)"
SELF = ("127.0.0.1", "::1")  # the egress point's own requests (the peek port's, _wake_peek_port's): no sandbox's
# the fields EgressStats.add reads; %>lp tells the front port's lines from the peek port's, %Sh a
# tunnel handed to the peek port (a PARENT hierarchy), the last two what the peek port decided
LOG_FORMAT = "%ts.%03tu %>a %Ss/%03>Hs %<st %rm %>rd %ru %>lp %Sh %ssl::bump_mode %ssl::>sni"


def squid_conf(endpoints: list[Endpoint], cache: bool, host_ports: Sequence[tuple[str, int]] = ()) -> str:
    """Squid's configuration: each endpoint for its own scheme and port, this host's opened ports by
    IP literal, TLS tunnels peeked at for their server name. No ACL here looks a name up: every
    `dst` and `dstdomain` carries `-n` (tests/test_network_policy.py checks the text)."""
    plain: dict[int, set[str]] = {}
    tls: dict[int, set[str]] = {}
    for e in endpoints:
        (tls if e.scheme == "https" else plain).setdefault(e.port, set()).add(e.host)
    rules = []
    # this host's ports opened to sandboxes (the model gateway): by IP literal only, any method (and
    # CONNECT, some clients tunnel plain HTTP through a proxy too); `dst` without -n would look up
    # every requested name and match when any of its addresses is this one
    for i, (addr, port) in enumerate(sorted(host_ports)):
        rules.append(
            f"acl host_{i} dst -n {addr}/32\nacl host_{i}_port port {port}\n"
            f"http_access allow front host_{i} host_{i}_port"
        )
    # plain HTTP: Squid itself fetches the URL and sends its host as Host:, so host and port are all
    for port, hosts in sorted(plain.items()):
        rules.append(
            f"acl http_hosts_{port} dstdomain -n {' '.join(sorted(hosts))}\nacl http_port_{port} port {port}\n"
            f"http_access allow front !CONNECT http_hosts_{port} http_port_{port}"
        )
    # HTTPS: CONNECT to an endpoint's own host and port, handed to the peek port
    tls_acls = []
    for port, hosts in sorted(tls.items()):
        rules.append(
            f"acl tls_hosts_{port} dstdomain -n {' '.join(sorted(hosts))}\nacl tls_port_{port} port {port}\n"
            f"acl tls_{port} all-of CONNECT tls_hosts_{port} tls_port_{port}"
        )
        tls_acls.append(f"tls_{port}")
    names = sorted({h for hosts in tls.values() for h in hosts})
    if tls_acls:
        rules.append(
            f"acl tls_registry any-of {' '.join(tls_acls)}\nacl relayed all-of front tls_registry\n"
            "http_access allow relayed\nhttp_access allow peek tls_registry\n"
            f"cache_peer 127.0.0.1 parent {PEEK_PORT} 0 no-query no-digest no-netdb-exchange name=peek_port\n"
            "cache_peer_access peek_port allow relayed\ncache_peer_access peek_port deny all\n"
            "never_direct allow relayed\n"
            f"acl tls_names ssl::server_name {' '.join(names)}\n"
            "ssl_bump peek step1\nssl_bump splice tls_names"
        )
    store = (
        f"cache_dir ufs {CACHE_MOUNT} 20000 16 256\nmaximum_object_size 2 GB\n"
        "refresh_pattern -i \\.(deb|udeb|tar\\.(gz|xz|bz2)|dsc)$ 129600 100% 129600 override-expire\n"
        "refresh_pattern /by-hash/ 129600 100% 129600 override-expire\nrefresh_pattern . 0 0% 0\n"
        if cache
        else "cache deny all\n"
    )
    allow = "\n".join(rules) + "\n" if rules else ""
    return f"""# written by pytest-deploybench (sandbox/docker/egress.py): the registries and nothing else
# front: what sandboxes are told; peek: this container's loopback only, where the front hands the
# TLS tunnels it allowed, to have their server name checked (peek, then splice or close: never bump)
http_port {PORT} name=front
http_port 127.0.0.1:{PEEK_PORT} name=peek ssl-bump tls-cert={PEEK_CERT} generate-host-certificates=off
acl front myportname front
acl peek myportname peek
acl CONNECT method CONNECT
acl step1 at_step SslBump1
{allow}http_access deny all
always_direct allow peek
ssl_bump terminate all
# the sandbox's address reaches the peek port as X-Forwarded-For, which only the peek port reads,
# only from this container's loopback; never sent to a registry (plain HTTP drops it)
forwarded_for on
request_header_access X-Forwarded-For deny !CONNECT
follow_x_forwarded_for allow peek localhost
follow_x_forwarded_for deny all
{store}cache_mem 32 MB
logformat deploybench {LOG_FORMAT}
acl peek_self all-of peek localhost
access_log stdio:{LOG_FILE} deploybench !peek_self
cache_log stdio:{CACHE_LOG}
pid_filename /run/squid.pid
logfile_rotate 0
shutdown_lifetime 1 seconds
# a registry that stalls is dropped after two quiet minutes (Squid's default waits 15), so the
# client's retry gets a fresh connection instead of waiting out the attempt's time limit
connect_timeout 30 seconds
forward_timeout 2 minutes
read_timeout 2 minutes
via off
"""


def egress_image_ref(base_ref: str, base_id: str) -> str:
    """The egress image's reference: a hash of its Dockerfile and its base image's id."""
    dockerfile = DOCKERFILE.format(base=base_ref)
    return f"deploybench/egress:{hashlib.sha256((dockerfile + base_id).encode()).hexdigest()[:16]}"


def egress_image(client, base_ref: str) -> str:
    """The Squid image on top of the cpu base image, built once per engine (cached by its inputs)."""
    from docker.errors import DockerException

    from .images import _image_id

    base_id = _image_id(client, base_ref)
    if base_id is None:
        raise SandboxError(f"the egress point needs the base image {base_ref}, which is missing")
    dockerfile = DOCKERFILE.format(base=base_ref)
    ref = egress_image_ref(base_ref, base_id)
    if _image_id(client, ref) is not None:
        return ref
    with build_lock(ref):
        if _image_id(client, ref) is not None:
            return ref
        log.info("building the egress image %s (Squid from Debian's packages)", ref)
        try:
            client.images.build(
                fileobj=io.BytesIO(dockerfile.encode()),
                tag=ref,
                rm=True,
                forcerm=True,
                labels={C.LABEL_KIND: "egress-image"},
            )
        except DockerException as e:
            raise ImageBuildError(
                f"building the egress image (Squid from Debian's packages): {str(e).splitlines()[0][:300]}"
            ) from None
    return ref


class Egress:
    """One worker's egress point on one engine: its network, its Squid container, its log."""

    def __init__(
        self,
        client,
        *,
        run_id: str,
        worker: str,
        session: str = "",
        registries: Registries,
        base_ref: str,
        cache_dir: Path | None = None,
        host_ports: set[tuple[str, int]] | None = None,
        keep: bool = False,
    ):
        self.client = client
        self.run_id = run_id
        self.keep = keep  # kept with its sandboxes (--keep-containers): the orphan sweep skips it
        self.session = session
        self.worker = worker
        self.registries = registries
        self.base_ref = base_ref
        self.cache_dir = cache_dir
        self.name = f"{EGRESS_PREFIX}{_safe(run_id)}-{worker}-{os.urandom(3).hex()}"
        self.network_name = self.name.replace(EGRESS_PREFIX, NETWORK_PREFIX, 1)
        self.endpoints: set[Endpoint] = set(registries.pip) | set(registries.npm)
        self.host_ports: set[tuple[str, int]] = set(
            host_ports or ()
        )  # this host's ports sandboxes may reach (the gateway)
        self._images_read: set[str] = set()
        self._log_offset = 0
        self._unread: dict[str, EgressStats] = {}  # figures read but not yet asked for, by client address
        self._skipped = 0  # log bytes skipped since the last stats_for (more than one reading takes)
        self._skip_partial = False  # the next read starts where a skip landed, maybe mid-line
        self._cache_lock: IO[str] | None = None  # holds the flock on the cache slot Squid uses
        self.container: Container | None = None  # the Squid sidecar, from start() to close()
        self.network: Network | None = None

    # -- lifecycle ------------------------------------------------------------------------------------
    def start(self, image_ref: str) -> None:
        from docker.errors import DockerException

        labels = {
            C.LABEL_RUN: self.run_id,
            C.LABEL_SESSION: self.session,
            C.LABEL_KIND: "egress",
            C.LABEL_OWNER_PID: str(os.getpid()),
            C.LABEL_OWNER_HOST: socket.gethostname(),
            **({C.LABEL_KEEP: "1"} if self.keep else {}),
        }
        self._add_apt_sources(image_ref)
        try:
            ref = egress_image(self.client, self.base_ref)
            resp = self.client.api.create_network(
                self.network_name,
                driver="bridge",
                internal=True,
                labels=labels,
                check_duplicate=True,
                options={"com.docker.network.bridge.inhibit_ipv4": "true"},
            )
            self.network = self.client.networks.prepare_model({"Id": resp["Id"], "Name": self.network_name})
            mounts = {}
            cache_path = self._cache_slot()
            if cache_path is not None:
                mounts = {str(cache_path): {"bind": CACHE_MOUNT, "mode": "rw"}}
            self.container = self.client.containers.create(
                ref,
                command=[
                    "bash",
                    "-c",
                    f"chown proxy:proxy {CACHE_MOUNT} 2>/dev/null; "
                    f"{'squid -z -N -f ' + CONF_FILE + ' 2>/dev/null; ' if cache_path else ''}"
                    f"exec squid -N -f {CONF_FILE}",
                ],
                name=self.name,
                labels=labels,
                detach=True,
                volumes=mounts,
                mem_limit="512m",
                security_opt=["no-new-privileges"],
            )
            self._write_conf()
            # on both networks before Squid starts: connecting a running container rewrites its
            # /etc/resolv.conf (the host's resolvers -> the engine's embedded DNS), and a Squid that
            # read it mid-rewrite found no nameserver, fell back to localhost and failed every
            # lookup after a 30 s wait (apt then retried each file for many minutes)
            self.network.connect(self.container, aliases=[ALIAS])
            self.container.start()
        except DockerException as e:
            self.close()
            raise SandboxError(
                f"starting the egress point (Squid) of worker {self.worker}: {str(e).splitlines()[0][:300]}"
            ) from None
        self._wait_ready()
        log.info("egress point %s: %s", self.name, ", ".join(map(str, sorted(self.endpoints))))

    def _cache_slot(self) -> Path | None:
        """A cache folder under --package-cache DIR that no other running Squid uses (one Squid per
        cache: its store is not shared between processes)."""
        if self.cache_dir is None:
            return None
        for slot in range(64):
            path = self.cache_dir / f"squid-{slot}"
            path.mkdir(parents=True, exist_ok=True)
            fh = open(self.cache_dir / f"squid-{slot}.lock", "w")
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                fh.close()
                continue
            self._cache_lock = fh
            os.chmod(path, 0o777)  # Squid runs as its own user inside the sidecar
            return path
        raise SandboxError(f"--package-cache {self.cache_dir}: 64 egress points use it already")

    def _wait_ready(self) -> None:
        container = self.container
        assert container is not None, "_wait_ready runs after start() created the container"
        deadline = time.monotonic() + READY_WAIT_S
        while time.monotonic() < deadline:
            res = container.exec_run(["bash", "-c", f"exec 3<>/dev/tcp/127.0.0.1/{PORT}"])
            if res.exit_code == 0:
                # Squid reads its nameservers before it listens: one it could not find is every
                # lookup failing after a wait, so say it now, not as a slow apt an hour later
                out = container.exec_run(["cat", "/var/log/squid/cache.log"]).output
                if isinstance(out, bytes) and b"Could not find any nameservers" in out:
                    raise SandboxError(
                        f"the egress point (Squid) of worker {self.worker} found no nameserver in its "
                        f"/etc/resolv.conf; its lookups would all fail"
                    )
                self._wake_peek_port()
                return
            time.sleep(0.2)
        container.reload()
        tail = container.logs(tail=5).decode(errors="replace").strip().replace("\n", " | ")
        raise SandboxError(f"the egress point (Squid) did not start within {READY_WAIT_S}s: {tail or 'no output'}")

    def _wake_peek_port(self) -> None:
        """Squid checks its peers when it reads its configuration, before it listens: the peek port
        is then found down, and the first tunnel after a start or a reconfigure failed (500, "no
        paths"). A CONNECT from this container's own loopback makes Squid check again; it is
        repeated until the front answers 200, then closed before any TLS (nothing leaves: the peek
        port waits for the client hello before it connects anywhere). Its log lines are the
        egress point's own (client 127.0.0.1) and count for no sandbox."""
        tls = sorted(e for e in self.endpoints if e.scheme == "https")
        if not tls or self.container is None:
            return
        target = f"{tls[0].host}:{tls[0].port}"
        request = f"CONNECT {target} HTTP/1.1\\r\\nHost: {target}\\r\\n\\r\\n"
        probe = f"exec 3<>/dev/tcp/127.0.0.1/{PORT} && printf '{request}' >&3 && timeout 3 head -c 12 <&3"
        deadline = time.monotonic() + READY_WAIT_S
        while time.monotonic() < deadline:
            out = self.container.exec_run(["bash", "-c", probe]).output or b""
            if b" 200" in out:
                return
            time.sleep(0.3)
        log.warning("egress point %s: its peek port did not come up; the first TLS tunnel may fail", self.name)

    def running(self) -> bool:
        """Whether Squid still runs (one inspect call): a sidecar that died (out of memory, removed
        by hand) would leave every later sandbox without a way out and without an error."""
        from docker.errors import DockerException

        if self.container is None:
            return False
        try:
            self.container.reload()
        except DockerException:
            return False
        return self.container.status == "running"

    def close(self) -> None:
        from docker.errors import DockerException

        for thing in (self.container, self.network):
            if thing is None:
                continue
            try:
                thing.remove(force=True) if thing is self.container else thing.remove()
            except DockerException:
                pass
        self.container = self.network = None
        if self._cache_lock is not None:
            self._cache_lock.close()
            self._cache_lock = None

    # -- what sandboxes are told ------------------------------------------------------------------
    def sandbox_env(self) -> dict[str, str]:
        env = {var: PROXY_URL for var in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY")}
        env.update({"no_proxy": "localhost,127.0.0.1,::1", "NO_PROXY": "localhost,127.0.0.1,::1"})
        env.update(dict(self.registries.sandbox_env))
        return env

    @staticmethod
    def apt_config() -> bytes:
        # no pipelining through the proxy (a stalled pipeline stalls every request queued on it);
        # timeouts and retries: C.SANDBOX_APT_TIMEOUTS, which every networked sandbox gets
        return (
            f"// pytest-deploybench: the egress point of network: registries\n"
            f'Acquire::http::Proxy "{PROXY_URL}";\nAcquire::https::Proxy "{PROXY_URL}";\n'
            f'Acquire::http::Pipeline-Depth "0";\n'
        ).encode()

    # -- the allow-list -----------------------------------------------------------------------------
    def allow_image(self, image_ref: str) -> None:
        """Allow the apt repositories of a sandbox image (once per image; Squid re-reads its ACL)."""
        if image_ref in self._images_read:
            return
        before = set(self.endpoints)
        self._add_apt_sources(image_ref)
        if self.endpoints != before and self.container is not None:
            self._write_conf()
            self._reconfigure()

    def allow_host_port(self, address: str, port: int) -> None:
        """Open `address:port` of this host to sandboxes (plain HTTP through Squid)."""
        if (address, port) in self.host_ports:
            return
        self.host_ports.add((address, port))
        if self.container is not None:
            self._write_conf()
            self._reconfigure()

    def _reconfigure(self) -> None:
        """Make the running Squid read its configuration again, and wait until it has. Squid is the
        container's first process, and `squid -k reconfigure` refuses to signal PID 1 (it calls that
        pid file "unreasonably small" and changes nothing): SIGHUP to PID 1 is the same request."""
        from docker.errors import DockerException

        container = self.container
        assert container is not None, "_reconfigure runs once start() created the container"
        count = f"grep -c 'Accepting HTTP Socket connections' {CACHE_LOG} || true"
        try:
            before = int(self._exec_text(count) or 0)
            container.exec_run(["bash", "-c", "kill -HUP 1"])
            deadline = time.monotonic() + RECONFIGURE_WAIT_S
            while time.monotonic() < deadline:
                if int(self._exec_text(count) or 0) > before:
                    self._wake_peek_port()
                    return
                time.sleep(0.1)
        except (DockerException, ValueError) as e:
            raise SandboxError(f"reconfiguring the egress point {self.name}: {e}") from None
        raise SandboxError(f"the egress point {self.name} did not take its new allow-list within {RECONFIGURE_WAIT_S}s")

    def _add_apt_sources(self, image_ref: str) -> None:
        self._images_read.add(image_ref)
        self.endpoints |= set(apt_endpoints(read_apt_sources(self.client, image_ref)))

    def _write_conf(self) -> None:
        text = squid_conf(
            sorted(self.endpoints), cache=self._cache_lock is not None, host_ports=sorted(self.host_ports)
        )
        data = text.encode()
        buf = io.BytesIO()
        with tarfile.open(fileobj=buf, mode="w") as tar:
            info = tarfile.TarInfo(CONF_FILE.lstrip("/"))
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
        assert self.container is not None, "_write_conf runs once start() created the container"
        self.container.put_archive("/", buf.getvalue())

    # -- figures --------------------------------------------------------------------------------
    def stats_for(self, address: str | None) -> EgressStats:
        """The requests from `address` logged since the last call for it (every client's, address None).

        The log is never read whole: at most C.EGRESS_LOG_READ_CHUNK bytes an exec and
        C.EGRESS_LOG_READ_MAX a call, each line folded into its client's figures at once (what is
        kept is a few numbers per client, not lines). What lies beyond that is skipped and counted
        (`log_skipped_bytes`); once read past C.EGRESS_LOG_ROTATE_BYTES the log is rotated, so the
        sidecar's disk holds at most about that much of it."""
        from docker.errors import DockerException

        if self.container is not None:
            try:
                self._read_log()
            except DockerException as e:
                log.warning("reading the egress log of %s: %s", self.name, e)
        if address is None:
            stats = EgressStats()
            for client in list(self._unread):
                stats.merge(self._unread.pop(client))
        else:
            stats = self._unread.pop(address, EgressStats())
        stats.log_skipped_bytes += self._skipped
        self._skipped = 0
        return stats

    def _read_log(self) -> None:
        budget = C.EGRESS_LOG_READ_MAX
        self._log_offset, budget = self._fold(LOG_FILE, self._log_offset, budget)
        if budget <= 0:  # more than one reading takes: the rest is skipped, not read
            size = self._exec_text(f"stat -c %s {LOG_FILE} 2>/dev/null || echo 0")
            end = int(size) if size.isdigit() else self._log_offset
            self._skipped += max(0, end - self._log_offset)
            self._log_offset = max(end, self._log_offset)
            self._skip_partial = True  # the skip may land mid-line
        if self._log_offset < C.EGRESS_LOG_ROTATE_BYTES:
            return
        # rotate: Squid reopens its log (SIGUSR1, logfile_rotate 0); the old file's tail is read, then removed
        old = LOG_FILE + ".old"
        self._exec_text(f"mv {LOG_FILE} {old} && kill -USR1 1")
        deadline = time.monotonic() + RECONFIGURE_WAIT_S
        while time.monotonic() < deadline and self._exec_text(f"test -e {LOG_FILE} && echo yes") != "yes":
            time.sleep(0.05)
        _, budget = self._fold(old, self._log_offset, max(budget, C.EGRESS_LOG_READ_CHUNK))
        self._exec_text(f"rm -f {old}")
        self._log_offset = 0
        self._skip_partial = False

    def _fold(self, path: str, offset: int, budget: int) -> tuple[int, int]:
        """Fold the whole lines of `path` from `offset` into each client's figures, reading at most
        `budget` bytes; (the offset after the last whole line, the budget left)."""
        container = self.container
        assert container is not None, "_fold runs while the container exists"
        chunk = C.EGRESS_LOG_READ_CHUNK
        while budget > 0:
            res = container.exec_run(["bash", "-c", f"tail -c +{offset + 1} {path} 2>/dev/null | head -c {chunk}"])
            data = res.output
            assert isinstance(data, bytes), "exec_run without stream=True returns its whole output"
            end = data.rfind(b"\n") + 1  # a line still being written waits for the next call
            if end == 0:
                if len(data) < chunk:
                    break
                end = len(data)  # one "line" longer than a chunk: no line Squid writes; dropped
            lines = data[:end].decode(errors="replace").splitlines()
            if self._skip_partial and lines:
                lines = lines[1:]  # what a skip left of a line
            self._skip_partial = False
            for line in lines:
                parts = line.split(None, 2)
                if len(parts) > 1 and parts[1] not in SELF:  # each client's own: sandboxes sharing the
                    self._unread.setdefault(parts[1], EgressStats()).add(line)  # egress point keep theirs apart
            offset += end
            budget -= end
            if len(data) < chunk:
                break
        return offset, budget

    def _exec_text(self, script: str) -> str:
        assert self.container is not None, "_exec_text runs while the container exists"
        out = self.container.exec_run(["bash", "-c", script]).output
        return out.decode(errors="replace").strip() if isinstance(out, bytes) else ""


def read_apt_sources(client, image_ref: str) -> str:
    """The apt sources of an image, read from a created (never started) container."""
    from docker.errors import DockerException

    container = None
    try:
        container = client.containers.create(image_ref, command=["true"], labels={C.LABEL_KIND: "probe"})
        text = []
        for path in ("/etc/apt/sources.list", "/etc/apt/sources.list.d"):
            try:
                stream, _ = container.get_archive(path)
            except DockerException:
                continue
            with tarfile.open(fileobj=io.BytesIO(b"".join(stream))) as tar:
                for member in tar.getmembers():
                    if member.isfile() and member.name.endswith((".list", ".sources")):
                        fh = tar.extractfile(member)
                        assert fh is not None, "extractfile gives a regular file's contents"
                        text.append(fh.read().decode(errors="replace"))
        return "\n".join(text)
    except DockerException as e:
        raise SandboxError(f"reading the apt sources of {image_ref}: {str(e).splitlines()[0][:200]}") from None
    finally:
        if container is not None:
            try:
                container.remove(force=True)
            except DockerException:
                pass


def _safe(text: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "_.-" else "_" for ch in text)[:40]
