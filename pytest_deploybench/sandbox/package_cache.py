"""`--package-cache DIR`: downloaded packages shared between attempts, never installed files.

Each sandbox with a network gets a small caching HTTP proxy of its own, run by the harness and
listening only on the gateway address of the sandbox's private network. apt is pointed at it
(`Acquire::http::Proxy`) and pip at its PyPI mirror (`PIP_INDEX_URL`). The proxy keeps only
immutable downloads in DIR: package archives (`pool/**.deb`), apt's index files fetched by hash
(`by-hash/SHA256/...`) and PyPI's distribution files. Everything else (`InRelease`, index pages)
passes through uncached.

Why a proxy rather than a shared folder or copies of the cache:

- the cache holds only bytes the harness itself fetched from the origin, never a file the agent
  wrote: apt trusts an archive already in its cache after checking only its size, so a cache the
  agent could write to would let one attempt plant a package for the next;
- nothing is mounted into the sandbox and no attempt sees another's files; parallel attempts do
  not share apt's lock (each container has its own /var/cache/apt);
- entries are written to a temporary file and renamed into place, so workers of `-n N` (separate
  processes) share DIR without locks; content whose hash is in its URL is checked before storing.

The proxy refuses what the sandbox could not reach without it: destinations on the host's
loopback (services bound to 127.0.0.1), and every method but GET and HEAD (no CONNECT tunnels).
"""

from __future__ import annotations

import hashlib
import http.client
import ipaddress
import logging
import os
import posixpath
import socket
import ssl
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

from .. import constants as C

log = logging.getLogger("deploybench.package_cache")

_HOP_BY_HOP = {
    "connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "proxy-connection", "te",
    "trailer", "trailers", "transfer-encoding", "upgrade",
}
_ARCHIVE_SUFFIXES = (".deb", ".udeb", ".ddeb", ".dsc", ".tar.gz", ".tar.xz", ".tar.bz2", ".diff.gz")
_CHUNK = 256 * 1024


@dataclass
class CacheStats:
    """What one sandbox's proxy did. `hits` and `misses` count cacheable downloads only."""

    hits: int = 0
    misses: int = 0
    bytes_from_cache: int = 0
    bytes_fetched: int = 0  # cacheable downloads fetched from the origin (and stored)
    fetch_s: float = 0.0  # seconds spent on those fetches: what a warm cache saves
    passthrough: int = 0  # requests for mutable content (InRelease, index pages), never stored
    refused: int = 0

    def to_dict(self) -> dict:
        return {**asdict(self), "fetch_s": round(self.fetch_s, 3)}


def cache_key(url: str) -> tuple[str, tuple[str, str] | None] | None:
    """Where `url` lives in the cache (a relative path) and the digest its URL promises, or None
    when it is not an immutable download."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.query or parts.fragment or not parts.hostname:
        return None
    segments = parts.path.split("/")[1:]
    if not segments or any(s in ("", ".", "..") or "\\" in s for s in segments):
        return None
    host = parts.hostname.lower() + (f"_{parts.port}" if parts.port else "")
    rel = posixpath.join("files", host, *segments)
    path = parts.path
    if len(segments) >= 3 and segments[-3] == "by-hash":
        algo = {"SHA256": "sha256", "SHA512": "sha512"}.get(segments[-2])
        return (rel, (algo, segments[-1].lower())) if algo else None
    if parts.hostname == C.PYPI_FILES_HOST and len(segments) == 5 and segments[0] == "packages":
        # /packages/ab/cd/<60 hex>/<file>: the path spells the file's BLAKE2b-256 digest
        return rel, ("blake2b_256", "".join(segments[1:4]).lower())
    if "/pool/" in path and path.endswith(_ARCHIVE_SUFFIXES):
        return rel, None
    return None


def _digest(algo: str):
    return hashlib.blake2b(digest_size=32) if algo == "blake2b_256" else hashlib.new(algo)


def _allowed_destination(host: str, port: int, allow_loopback: bool = False) -> str | None:
    """The address to connect to, or None when `host` resolves to the host's loopback (or
    nothing): the proxy must not reach what the sandbox itself cannot."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError:
        return None
    addrs = [info[4][0] for info in infos]
    for addr in addrs:
        ip = ipaddress.ip_address(addr.split("%")[0])
        if ip.version == 6 and ip.ipv4_mapped is not None:
            ip = ip.ipv4_mapped
        if (ip.is_loopback and not allow_loopback) or ip.is_unspecified or ip.is_multicast:
            return None
    return addrs[0] if addrs else None


class PackageCacheProxy:
    """One sandbox's caching proxy: `start()` it on the sandbox network's gateway address, hand
    the sandbox `apt_config()` and `sandbox_env()`, `close()` it when the agent phase is over."""

    def __init__(self, cache_dir: Path, bind_host: str, *, ca_bundle: Path | None = None,
                 clients: str | None = None, allow_loopback: bool = False):
        self.cache_dir = Path(cache_dir)
        self.bind_host = bind_host
        # who may connect: the sandbox network's subnet (other attempts' sandboxes are not in it)
        self.clients = ipaddress.ip_network(clients, strict=False) if clients else None
        self.allow_loopback = allow_loopback  # tests only: a stand-in origin on 127.0.0.1
        self.stats = CacheStats()
        self._lock = threading.Lock()
        self._ssl = ssl.create_default_context()
        if ca_bundle is not None:
            self._ssl.load_verify_locations(cafile=str(ca_bundle))
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._connections: set[socket.socket] = set()

    # -- lifecycle -----------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        (self.cache_dir / "tmp").mkdir(parents=True, exist_ok=True)
        proxy = self

        class Server(ThreadingHTTPServer):
            daemon_threads = True
            block_on_close = False
            address_family = socket.AF_INET6 if ":" in proxy.bind_host else socket.AF_INET

            def verify_request(self, request, client_address):
                ok = proxy.clients is None or ipaddress.ip_address(client_address[0]) in proxy.clients
                if not ok:
                    proxy._count(refused=1)
                return ok

            def process_request(self, request, client_address):
                with proxy._lock:
                    proxy._connections.add(request)
                super().process_request(request, client_address)

            def shutdown_request(self, request):
                with proxy._lock:
                    proxy._connections.discard(request)
                super().shutdown_request(request)

        self._server = Server((self.bind_host, 0), _Handler)
        self._server.proxy = self  # type: ignore[attr-defined]
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name=f"package-cache-{self.port}", daemon=True)
        self._thread.start()
        return self.bind_host, self.port

    @property
    def port(self) -> int:
        return self._server.server_address[1] if self._server else 0

    @property
    def url(self) -> str:
        host = f"[{self.bind_host}]" if ":" in self.bind_host else self.bind_host
        return f"http://{host}:{self.port}"

    def close(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.shutdown()
        server.server_close()
        with self._lock:
            conns, self._connections = list(self._connections), set()
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    # -- what the sandbox is told --------------------------------------------------------------
    def apt_config(self) -> bytes:
        """apt.conf.d snippet: plain-http sources through the proxy (https ones stay direct)."""
        return (f'// deploybench --package-cache: downloads go through the harness\'s cache\n'
                f'Acquire::http::Proxy "{self.url}/";\n').encode()

    def sandbox_env(self) -> dict[str, str]:
        """pip's index through the proxy's PyPI mirror (an explicit --index-url still wins)."""
        host = self.url.split("://", 1)[1]
        return {"PIP_INDEX_URL": f"{self.url}{C.PACKAGE_CACHE_PYPI_PREFIX}/simple/", "PIP_TRUSTED_HOST": host}

    # -- cache ---------------------------------------------------------------------------------
    def _count(self, **delta: float) -> None:
        with self._lock:
            for key, value in delta.items():
                setattr(self.stats, key, getattr(self.stats, key) + value)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "deploybench-package-cache"

    @property
    def proxy(self) -> PackageCacheProxy:
        return self.server.proxy  # type: ignore[attr-defined]

    def log_message(self, fmt, *args):  # quiet: the stats go to result.json
        log.debug("%s " + fmt, self.address_string(), *args)

    def do_GET(self):
        self._dispatch(head=False)

    def do_HEAD(self):
        self._dispatch(head=True)

    def send_response(self, code, message=None):
        self._responding = True
        super().send_response(code, message)

    def _refuse(self, code: int, why: str) -> None:
        self.proxy._count(refused=1)
        body = f"deploybench package cache: {why}\n".encode()
        self.send_response(code)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def do_CONNECT(self):
        self.close_connection = True
        self._refuse(405, "tunnels are not proxied; https goes direct")

    do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = lambda self: self._refuse(405, "only GET and HEAD")

    def _dispatch(self, head: bool) -> None:
        self._responding = False
        try:
            target = self.path
            prefix = C.PACKAGE_CACHE_PYPI_PREFIX
            if target.startswith("http://"):
                self._forward(target, head)
            elif target.startswith(prefix + "/simple/"):
                self._pypi_index(target[len(prefix) + len("/simple/"):], head)
            elif target.startswith(prefix + "/files/"):
                url = f"https://{C.PYPI_FILES_HOST}/" + target[len(prefix) + len("/files/"):]
                self._fetch(url, C.PYPI_FILES_HOST, 443, C.PYPI_FILES_HOST, head)
            else:
                self._refuse(400, "expected a proxy request (absolute http:// URL) or the PyPI mirror path")
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        except (OSError, http.client.HTTPException) as e:
            self.close_connection = True
            log.debug("package cache: %s: %s", self.path, e)
            if not self._responding:  # mid-body, closing the connection is all that is left
                try:
                    self._refuse(502, f"upstream: {e}")
                except OSError:
                    pass

    # -- upstream ------------------------------------------------------------------------------
    def _connect(self, address: str, port: int, tls_host: str | None) -> http.client.HTTPConnection:
        if tls_host is not None:
            conn = http.client.HTTPSConnection(tls_host, port, timeout=C.PACKAGE_CACHE_UPSTREAM_TIMEOUT_S,
                                               context=self.proxy._ssl)
        else:
            conn = http.client.HTTPConnection(address, port, timeout=C.PACKAGE_CACHE_UPSTREAM_TIMEOUT_S)
        return conn

    def _request_headers(self, host_header: str, *, for_cache: bool) -> dict[str, str]:
        headers = {}
        for key, value in self.headers.items():
            low = key.lower()
            if low in _HOP_BY_HOP or low == "host" or low == "accept-encoding":
                continue
            if for_cache and (low.startswith("if-") or low == "range" or low == "cache-control"):
                continue  # a stored copy must be the whole file
            headers[key] = value
        headers["Host"] = host_header
        headers["Accept-Encoding"] = "identity"
        return headers

    def _forward(self, url: str, head: bool) -> None:
        parts = urlsplit(url)
        host, port = parts.hostname, parts.port or 80
        if not host:
            return self._refuse(400, "no host in the URL")
        address = _allowed_destination(host, port, self.proxy.allow_loopback)
        if address is None:
            return self._refuse(403, f"{host} is not reachable through the package cache")
        host_header = parts.netloc.rsplit("@", 1)[-1]
        self._fetch(url, address, port, None, head, host_header=host_header)

    def _fetch(self, url: str, address: str, port: int, tls_host: str | None, head: bool,
               host_header: str | None = None) -> None:
        parts = urlsplit(url)
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        key = cache_key(url)
        proxy = self.proxy
        if key is not None:
            stored = proxy.cache_dir / key[0]
            if stored.is_file():
                return self._send_file(stored, head)
        conn = self._connect(address, port, tls_host)
        try:
            cacheable = key is not None and not head
            conn.request("HEAD" if head else "GET", path,
                         headers=self._request_headers(host_header or parts.netloc, for_cache=cacheable))
            resp = conn.getresponse()
            if cacheable and resp.status == 200:
                self._store_and_send(resp, proxy.cache_dir / key[0], key[1])
            else:
                proxy._count(passthrough=1)
                self._relay(resp, head)
        finally:
            conn.close()

    def _send_file(self, path: Path, head: bool) -> None:
        size = path.stat().st_size
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(size))
        self.end_headers()
        if not head:
            with open(path, "rb") as f:
                while chunk := f.read(_CHUNK):
                    self.wfile.write(chunk)
        self.proxy._count(hits=1, bytes_from_cache=0 if head else size)

    def _relay(self, resp: http.client.HTTPResponse, head: bool, body: bytes | None = None) -> None:
        self.send_response(resp.status, resp.reason)
        length = None if body is None else len(body)
        for key, value in resp.getheaders():
            low = key.lower()
            if low in _HOP_BY_HOP or (low == "content-length" and length is not None):
                continue
            if low == "content-length":
                length = int(value)
            self.send_header(key, value)
        if length is not None:
            self.send_header("Content-Length", str(length))
        elif not head and resp.status not in (204, 304) and resp.status >= 200:
            self.close_connection = True  # no length known: the end of the body is the end of the connection
            self.send_header("Connection", "close")
        self.end_headers()
        if head or resp.status in (204, 304):
            return
        if body is not None:
            self.wfile.write(body)
            return
        while chunk := resp.read(_CHUNK):
            self.wfile.write(chunk)

    def _store_and_send(self, resp: http.client.HTTPResponse, dest: Path, digest: tuple[str, str] | None) -> None:
        proxy = self.proxy
        expected = resp.getheader("Content-Length")
        tmp_dir = proxy.cache_dir / "tmp"
        h = _digest(digest[0]) if digest else None
        fd, tmp = tempfile.mkstemp(dir=tmp_dir, prefix="part-")
        size = 0
        start = time.monotonic()
        try:
            self.send_response(200)
            self.send_header("Content-Type", resp.getheader("Content-Type") or "application/octet-stream")
            if expected is not None:
                self.send_header("Content-Length", expected)
            else:
                self.close_connection = True
                self.send_header("Connection", "close")
            self.end_headers()
            with os.fdopen(fd, "wb") as out:
                while chunk := resp.read(_CHUNK):
                    out.write(chunk)
                    if h is not None:
                        h.update(chunk)
                    size += len(chunk)
                    self.wfile.write(chunk)
            complete = expected is None or int(expected) == size
            if complete and (h is None or h.hexdigest() == digest[1]):
                dest.parent.mkdir(parents=True, exist_ok=True)
                os.chmod(tmp, 0o644)
                os.replace(tmp, dest)  # atomic: readers see nothing or the whole file
            else:
                log.warning("package cache: not storing %s (%s)", dest.name,
                            "incomplete" if not complete else "hash differs from its URL")
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
            proxy._count(misses=1, bytes_fetched=size, fetch_s=time.monotonic() - start)

    # -- PyPI ----------------------------------------------------------------------------------
    def _pypi_index(self, rest: str, head: bool) -> None:
        """A PyPI simple-index page, its file links rewritten to this proxy; never stored (it
        changes with every release)."""
        if ".." in rest.split("/"):
            return self._refuse(400, "bad index path")
        conn = self._connect(C.PYPI_INDEX_HOST, 443, C.PYPI_INDEX_HOST)
        try:
            conn.request("HEAD" if head else "GET", f"/simple/{rest}",
                         headers=self._request_headers(C.PYPI_INDEX_HOST, for_cache=False))
            resp = conn.getresponse()
            self.proxy._count(passthrough=1)
            location = resp.getheader("Location")
            if location is not None:  # PyPI redirects to the normalized project name
                self.send_response(resp.status, resp.reason)
                for prefix in (f"https://{C.PYPI_INDEX_HOST}/simple/", "/simple/"):
                    if location.startswith(prefix):
                        location = f"{C.PACKAGE_CACHE_PYPI_PREFIX}/simple/" + location[len(prefix):]
                        break
                self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if head or resp.status != 200:
                return self._relay(resp, head)
            ours = f"{self.proxy.url}{C.PACKAGE_CACHE_PYPI_PREFIX}/files/".encode()
            body = resp.read().replace(f"https://{C.PYPI_FILES_HOST}/".encode(), ours)
            self._relay(resp, head, body=body)
        finally:
            conn.close()
