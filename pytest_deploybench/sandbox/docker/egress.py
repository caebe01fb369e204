"""The egress point of `network: registries` sandboxes: Squid, from Debian's packages, in a sidecar.

One per worker and engine, started with the worker's first `registries` sandbox:

- a Docker network with no way out (`internal`) and no address of the host on it
  (`inhibit_ipv4`: a service the host binds to 0.0.0.0 is not reachable through a gateway);
- a Squid container joined to that network (alias `deploybench-egress`) and to the engine's
  default bridge, the only thing on the network that can reach anything else. Its ACL allows the
  registry endpoints of the configuration (registries.py) by name and port, and denies everything
  else: other hosts, other ports, IP-address URLs (`dstdomain -n` never looks names up), CONNECT
  to anything not listed. Every request is logged with the client's address, which gives each
  attempt its figures (`EgressStats`).

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
PROXY_URL = f"http://{ALIAS}:{PORT}"
LOG_FILE = "/var/log/squid/deploybench.log"
CONF_FILE = "/etc/squid/squid.conf"
CACHE_MOUNT = "/var/spool/deploybench-cache"
DOCKERFILE = f"""FROM {{base}}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends squid \\
    >/dev/null && rm -rf /var/lib/apt/lists/*
LABEL {C.LABEL_KIND}=egress-image
"""
READY_WAIT_S = 20


@dataclass
class EgressStats:
    """What one sandbox asked of the egress point during its agent phase."""

    allowed: int = 0
    refused: int = 0
    refused_hosts: dict[str, int] = field(default_factory=dict)
    bytes: int = 0
    cache_hits: int = 0

    def add(self, line: str) -> None:
        # %ts.%03tu %>a %Ss/%03>Hs %<st %rm %>rd %ru
        parts = line.split()
        if len(parts) < 6:
            return
        status, size, method, host = parts[2], parts[3], parts[4], parts[5]
        if method == "-" or host == "-":  # no request (a connection closed before one: NONE_NONE/000), or
            return  # none Squid could parse (NONE_NONE/400): nothing was asked of any host
        if status.startswith("TCP_DENIED") or status.endswith("/403") and "DENIED" in status:
            self.refused += 1
            self.refused_hosts[host] = self.refused_hosts.get(host, 0) + 1
            return
        self.allowed += 1
        self.bytes += int(size) if size.isdigit() else 0
        if "HIT" in status.split("/")[0]:
            self.cache_hits += 1

    def merge(self, other: EgressStats) -> None:
        self.allowed += other.allowed
        self.refused += other.refused
        for host, n in other.refused_hosts.items():
            self.refused_hosts[host] = self.refused_hosts.get(host, 0) + n
        self.bytes += other.bytes
        self.cache_hits += other.cache_hits

    def to_dict(self) -> dict:
        return {
            "allowed": self.allowed,
            "refused": self.refused,
            "refused_hosts": dict(self.refused_hosts),
            "bytes": self.bytes,
            "cache_hits": self.cache_hits,
        }


def squid_conf(endpoints: list[Endpoint], cache: bool, host_ports: Sequence[tuple[str, int]] = ()) -> str:
    hosts = sorted({e.host for e in endpoints})
    # ports of this host opened to sandboxes (the model gateway), by address and port (and CONNECT
    # to them: some clients tunnel plain HTTP through a proxy too)
    opened = "".join(
        f"acl host_{i} dst {addr}/32\nacl host_{i}_port port {port}\nhttp_access allow host_{i} host_{i}_port\n"
        for i, (addr, port) in enumerate(sorted(host_ports))
    )
    ports = sorted({e.port for e in endpoints})
    allow = (
        (
            f"acl registries dstdomain -n {' '.join(hosts)}\nacl registry_ports port {' '.join(map(str, ports))}\n"
            "http_access deny !registry_ports\nhttp_access allow registries\n"
        )
        if hosts
        else ""
    )
    store = (
        f"cache_dir ufs {CACHE_MOUNT} 20000 16 256\nmaximum_object_size 2 GB\n"
        "refresh_pattern -i \\.(deb|udeb|tar\\.(gz|xz|bz2)|dsc)$ 129600 100% 129600 override-expire\n"
        "refresh_pattern /by-hash/ 129600 100% 129600 override-expire\nrefresh_pattern . 0 0% 0\n"
        if cache
        else "cache deny all\n"
    )
    return f"""# written by pytest-deploybench (sandbox/docker/egress.py): the registries and nothing else
http_port {PORT}
{opened}{allow}http_access deny all
{store}cache_mem 32 MB
logformat deploybench %ts.%03tu %>a %Ss/%03>Hs %<st %rm %>rd %ru
access_log stdio:{LOG_FILE} deploybench
cache_log stdio:/var/log/squid/cache.log
pid_filename /run/squid.pid
shutdown_lifetime 1 seconds
# a registry that stalls is dropped after two quiet minutes (Squid's default waits 15), so the
# client's retry gets a fresh connection instead of waiting out the attempt's time limit
connect_timeout 30 seconds
forward_timeout 2 minutes
read_timeout 2 minutes
forwarded_for delete
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
    ):
        self.client = client
        self.run_id = run_id
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
        self._unread: dict[str, list[str]] = {}  # log lines read but not yet asked for, by client address
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
                return
            time.sleep(0.2)
        container.reload()
        tail = container.logs(tail=5).decode(errors="replace").strip().replace("\n", " | ")
        raise SandboxError(f"the egress point (Squid) did not start within {READY_WAIT_S}s: {tail or 'no output'}")

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
            self.container.exec_run(["squid", "-k", "reconfigure", "-f", CONF_FILE])

    def allow_host_port(self, address: str, port: int) -> None:
        """Open `address:port` of this host to sandboxes (plain HTTP through Squid)."""
        if (address, port) in self.host_ports:
            return
        self.host_ports.add((address, port))
        if self.container is not None:
            self._write_conf()
            self.container.exec_run(["squid", "-k", "reconfigure", "-f", CONF_FILE])

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
        """The requests from `address` logged since the last call for it (every client's, address None)."""
        from docker.errors import DockerException

        stats = EgressStats()
        if self.container is None:
            return stats
        try:
            res = self.container.exec_run(["tail", "-c", f"+{self._log_offset + 1}", LOG_FILE])
        except DockerException as e:
            log.warning("reading the egress log of %s: %s", self.name, e)
            return stats
        if res.exit_code != 0:
            return stats
        data = res.output
        assert isinstance(data, bytes), "exec_run without stream=True returns its whole output"
        end = data.rfind(b"\n") + 1  # a line still being written waits for the next call
        self._log_offset += end
        for line in data[:end].decode(errors="replace").splitlines():
            parts = line.split()
            if len(parts) > 1:  # kept for its client: sandboxes sharing the egress point keep their own lines
                self._unread.setdefault(parts[1], []).append(line)
        if address is None:
            lines = [line for client in list(self._unread) for line in self._unread.pop(client)]
        else:
            lines = self._unread.pop(address, [])
        for line in lines:
            stats.add(line)
        return stats


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
