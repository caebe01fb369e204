"""Which package registries a `registries` sandbox may reach: read from configuration, never written here.

- Debian's archive (or any apt repository): the hosts in the sandbox image's apt sources
  (`apt_endpoints`, from the text of /etc/apt/sources.list and sources.list.d/);
- PyPI or its mirror: pip's configured index (`--pip-index-url`, else `PIP_INDEX_URL`, else pip's
  configuration files, else pip's own default), extra indexes, and pip's default file host when
  the index is pip's default;
- npm: `--npm-registry`, else `NPM_CONFIG_REGISTRY`, else what `npm config get registry` says
  (nothing when npm is not installed on this host: doctor says so).

An endpoint is a scheme, a host and a port: the egress point allows exactly those, by name.

A URL that carries credentials (`https://user:token@mirror/simple`) is refused with a ConfigError:
sandboxes are told these URLs, and the agent would read the credentials there. (The egress point
cannot add them on the sandbox's behalf: HTTPS passes through it as a tunnel it does not decrypt.)
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from .errors import ConfigError

log = logging.getLogger("deploybench.registries")

_DEFAULT_PORTS = {"http": 80, "https": 443}


@dataclass(frozen=True, order=True)
class Endpoint:
    host: str
    port: int
    scheme: str

    @classmethod
    def from_url(cls, url: str) -> Endpoint | None:
        parts = urlsplit(url.strip())
        if parts.scheme not in _DEFAULT_PORTS or not parts.hostname:
            return None  # file://, a local path, mirror+file: neither needs nor gets the network
        try:
            port = parts.port or _DEFAULT_PORTS[parts.scheme]
        except ValueError:
            return None
        return cls(parts.hostname.lower(), port, parts.scheme)

    def __str__(self) -> str:
        return f"{self.scheme}://{self.host}:{self.port}"


@dataclass(frozen=True)
class Registries:
    """The registries of one host's configuration, and what the sandbox is told about them."""

    pip: tuple[Endpoint, ...] = ()
    npm: tuple[Endpoint, ...] = ()
    # handed to the sandbox only when configured (a mirror): pip's and npm's defaults need nothing
    sandbox_env: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = field(default=(), compare=False)  # what could not be found, for doctor

    def to_dict(self) -> dict:
        return {
            "pip": [str(e) for e in self.pip],
            "npm": [str(e) for e in self.npm],
            "sandbox_env": dict(self.sandbox_env),
            "notes": list(self.notes),
        }


# -- apt ---------------------------------------------------------------------------------------------------
_ONE_LINE = re.compile(r"^\s*deb(-src)?\s+(\[[^\]]*\]\s+)?(?P<uri>\S+)", re.MULTILINE)
_DEB822_URIS = re.compile(r"^URIs:\s*(?P<uris>.+)$", re.MULTILINE | re.IGNORECASE)


def apt_endpoints(sources_text: str) -> list[Endpoint]:
    """The repository hosts named in apt sources (one-line and deb822 formats)."""
    uris = [m.group("uri") for m in _ONE_LINE.finditer(sources_text)]
    for m in _DEB822_URIS.finditer(sources_text):
        uris += m.group("uris").split()
    return sorted({e for e in map(Endpoint.from_url, uris) if e is not None})


# -- pip and npm -------------------------------------------------------------------------------------------
# Run in this interpreter's pip: its configuration (files and PIP_* variables) and its own default.
_PIP_PROBE = """
import json
from pip._internal.configuration import Configuration
from pip._internal.models.index import PyPI
c = Configuration(isolated=False)
c.load()
def get(key):
    found = None  # the last one wins: files load first, PIP_* variables last
    for name, value in c.items():  # (key, value) in older pips, (file, {key: value}) in newer ones
        for k, v in (value.items() if isinstance(value, dict) else [(name, value)]):
            if k.split(".", 1)[-1] == key:
                found = v
    return found
print(json.dumps({"index_url": get("index-url"), "extra_index_url": get("extra-index-url"),
                  "default_index": PyPI.simple_url, "default_files": PyPI.file_storage_domain}))
"""


def _pip_config() -> dict:
    try:
        out = subprocess.run([sys.executable, "-c", _PIP_PROBE], capture_output=True, text=True, timeout=60)
        return json.loads(out.stdout) if out.returncode == 0 else {}
    except (OSError, subprocess.SubprocessError, ValueError):
        return {}


def npm_registry_url() -> str | None:
    """The npm registry of this host's configuration (NPM_CONFIG_REGISTRY, else npm's own), or None."""
    configured = os.environ.get("NPM_CONFIG_REGISTRY") or os.environ.get("npm_config_registry")
    if configured:
        return configured
    npm = shutil.which("npm")
    if npm is None:
        return None
    try:
        out = subprocess.run([npm, "config", "get", "registry"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    value = out.stdout.strip().splitlines()[-1] if out.returncode == 0 and out.stdout.strip() else ""
    return value or None


def without_credentials(url: str, where: str, fix: str) -> str:
    """`url`, or ConfigError (one line, the secret masked) when it carries a user or a password."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return url  # not a URL Endpoint takes: it reaches no sandbox's allow-list either
    if not (parts.username or parts.password):
        return url
    shown = parts._replace(netloc=f"***@{parts.hostname or ''}" + (f":{port}" if port else "")).geturl()
    raise ConfigError(
        f"{where} {shown} carries credentials, and network: registries sandboxes are told that URL, so the agent "
        f"would read them; {fix}"
    )


def discover(pip_index_url: str | None = None, npm_registry: str | None = None) -> Registries:
    """The pip and npm registries of this host's configuration (the command-line overrides first).
    ConfigError when one that sandboxes would be told carries credentials."""
    notes: list[str] = []
    env: list[tuple[str, str]] = []
    pip: list[Endpoint] = []
    cfg = _pip_config()
    index = pip_index_url or cfg.get("index_url")
    if index:
        where = "--pip-index-url" if pip_index_url else "pip's index-url (PIP_INDEX_URL or pip's configuration)"
        without_credentials(index, where, "give --pip-index-url a mirror that needs none")
        env.append(("PIP_INDEX_URL", index))
    index = index or cfg.get("default_index")
    if index is None:
        notes.append("pip's index could not be read (is pip installed for this Python?): PyPI is not allowed")
    extras = [u for u in str(cfg.get("extra_index_url") or "").split() if Endpoint.from_url(u)]
    for url in extras:
        where = "pip's extra-index-url (PIP_EXTRA_INDEX_URL or pip's configuration)"
        without_credentials(url, where, "remove it there, or give one that needs none")
    if extras:
        env.append(("PIP_EXTRA_INDEX_URL", " ".join(extras)))
    for url in filter(None, [index, *extras]):
        endpoint = Endpoint.from_url(url)
        if endpoint is not None:
            pip.append(endpoint)
    default = Endpoint.from_url(cfg.get("default_index") or "")
    if default is not None and default in pip and cfg.get("default_files"):
        pip.append(Endpoint(str(cfg["default_files"]).lower(), 443, "https"))  # the default index's file host
    npm: list[Endpoint] = []
    registry = npm_registry or npm_registry_url()
    if registry is None:
        notes.append(
            "npm's registry is not configured and npm is not installed on this host: npm is not allowed "
            "(give --npm-registry URL)"
        )
    else:
        where = "--npm-registry" if npm_registry else "npm's registry (NPM_CONFIG_REGISTRY or npm's configuration)"
        without_credentials(registry, where, "give --npm-registry a registry that needs none")
        env.append(("NPM_CONFIG_REGISTRY", registry))
        endpoint = Endpoint.from_url(registry)
        if endpoint is not None:
            npm.append(endpoint)
    return Registries(
        pip=tuple(sorted(set(pip))), npm=tuple(sorted(set(npm))), sandbox_env=tuple(env), notes=tuple(notes)
    )
