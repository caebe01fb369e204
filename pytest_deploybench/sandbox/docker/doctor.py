"""Docker's part of `deploybench doctor`: one engine's checks (it answers, base images, whether
network: registries can be enforced there, the registries its sandboxes would reach, disk, GPUs).
Each check says OK or the fix."""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ... import constants as C
from ...text import plural

if TYPE_CHECKING:
    from docker import DockerClient

OK, WARN, FAIL = "OK", "WARN", "FAIL"

MIN_FREE_GB = 10.0


@dataclass(frozen=True)
class Finding:
    name: str
    status: str
    detail: str


def check_engine(url: str | None = None) -> tuple[Finding, DockerClient | None]:
    from ...errors import EngineUnavailable
    from .client import client_for, get_client

    try:
        client = get_client() if url is None else client_for(url)
    except EngineUnavailable as e:
        return Finding("docker engine", FAIL, str(e)), None
    info = client.version()
    where = f" at {url}" if url else ""
    return Finding("docker engine", OK, f"Docker {info.get('Version')} (API {info.get('ApiVersion')}){where}"), client


def check_base_images(client) -> list[Finding]:
    from docker.errors import ImageNotFound

    out = []
    for kind, ref in C.BASE_IMAGES.items():
        try:
            image = client.images.get(ref)
            out.append(Finding(f"base image {kind}", OK, f"{ref} ({image.attrs.get('Size', 0) / 1e6:.0f} MB)"))
        except ImageNotFound:
            out.append(_unbuilt_base(kind, ref))
    return out


def _unbuilt_base(kind: str, ref: str) -> Finding:
    """What the first task will do about a missing base image (sandbox/docker/images.py)."""
    if kind != "cpu":
        return Finding(f"base image {kind}", WARN, f"{ref} not here; a task needing it pulls it (needs a registry)")
    if shutil.which("debootstrap") is None:
        return Finding(
            f"base image {kind}",
            WARN,
            f"{ref} not built yet; without debootstrap the first task pulls "
            f"debian:{C.DEBIAN_SUITE}-slim (needs a registry; or apt-get install debootstrap)",
        )
    if os.geteuid() != 0:
        return Finding(f"base image {kind}", FAIL, f"{ref} not built yet; debootstrap needs root: run once as root")
    return Finding(
        f"base image {kind}", OK, f"{ref} not built yet; the first task builds it with debootstrap (about 30 s)"
    )


# -- network: registries ----------------------------------------------------------------------------------
INHIBIT_IPV4 = "com.docker.network.bridge.inhibit_ipv4"


def check_egress_network(client) -> Finding:
    """`registries` sandboxes sit on an internal network with no address of the host on it: can
    this engine make one? A probe network (deploybench.kind=probe) is created, inspected, removed."""
    from docker.errors import DockerException

    name = "deploybench-probe-" + os.urandom(4).hex()
    labels = {C.LABEL_KIND: "probe", C.LABEL_OWNER_PID: str(os.getpid())}
    fix = "tasks with network: registries (the default) will fail as errors here"
    try:
        resp = client.api.create_network(
            name, driver="bridge", internal=True, labels=labels, options={INHIBIT_IPV4: "true"}, check_duplicate=True
        )
    except DockerException as e:
        return Finding(
            "egress network",
            FAIL,
            f"the engine cannot create an internal network without a host address ({_first_line(e)}); {fix}",
        )
    try:
        attrs = client.api.inspect_network(resp["Id"])
    except DockerException as e:
        attrs = {"problem": _first_line(e)}
    try:
        client.api.remove_network(resp["Id"])
    except DockerException as e:
        return Finding(
            "egress network",
            WARN,
            f"the probe network {name} was created but not removed "
            f"({_first_line(e)}); remove it: docker network rm {name}",
        )
    if attrs.get("problem"):
        return Finding("egress network", FAIL, f"the probe network could not be inspected ({attrs['problem']}); {fix}")
    if not attrs.get("Internal"):
        return Finding(
            "egress network",
            FAIL,
            f"the engine made the probe network, but not internal (a way out besides the egress point); {fix}",
        )
    if str((attrs.get("Options") or {}).get(INHIBIT_IPV4)).lower() != "true":
        return Finding(
            "egress network",
            FAIL,
            f"the engine dropped {INHIBIT_IPV4} (the host's address would be on the sandboxes' network); {fix}",
        )
    return Finding(
        "egress network",
        OK,
        "internal network with no host address: created and removed (network: registries can be enforced)",
    )


# The Docker Engine releases that stopped forwarding the DNS queries of a container attached only to
# an `internal` network to resolvers outside it: 26.0.0 (26.0.0-rc3), 25.0.5 and 23.0.11 (CVE-2024-29018,
# GHSA-mq39-4gv4-mvpx, moby/moby#47589; 24.0 was out of support and got no fix). Older engines forward
# them whenever the host's resolver is on a loopback address (systemd-resolved's 127.0.0.53), and
# 25.0.0-25.0.4 always do: a sandbox could carry data out in the names it looks up, past the egress
# point (which itself never looks up a name a sandbox gives it: egress.py).
DNS_FORWARDING_FIXED = ((23, 0, 11), (25, 0, 5), (26, 0, 0))


def _engine_version(text: str) -> tuple[int, int, int] | None:
    import re

    m = re.match(r"\s*v?(\d+)\.(\d+)(?:\.(\d+))?", text or "")
    return (int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)) if m else None


def check_engine_dns(version: str, resolvers: list[str] | None = None) -> Finding:
    """Whether engine `version` forwards DNS from internal networks (DNS_FORWARDING_FIXED); `resolvers`
    are the nameservers of the engine's host where it is this one (None: a remote engine)."""
    name, fixed_in = "egress dns", "23.0.11, 25.0.5 and 26.0.0"
    v = _engine_version(version)
    if v is None:
        return Finding(
            name,
            WARN,
            f"engine version {version!r} not understood; DNS forwarding from internal "
            f"networks was stopped in {fixed_in} (CVE-2024-29018)",
        )
    if v >= (26, 0, 0) or (25, 0, 5) <= v < (26, 0, 0) or (23, 0, 11) <= v < (24, 0, 0):
        return Finding(name, OK, f"Docker {version} does not forward DNS from internal networks (fixed in {fixed_in})")
    where = ""
    if resolvers is not None and v < (25, 0, 0):
        loopback = [r for r in resolvers if r.startswith("127.") or r == "::1"]
        where = (
            f"; this host's resolver {loopback[0]} is on loopback, the case where it does"
            if loopback
            else f"; it does so when the host's resolver is on loopback, and this host's ({', '.join(resolvers)}) "
            "is not"
        )
    return Finding(
        name,
        WARN,
        f"Docker {version} predates the fix for CVE-2024-29018 ({fixed_in}): the engine may forward a sandbox's "
        f"DNS queries from its internal network to outside resolvers, a way to carry data out past the egress "
        f"point{where}; "
        "upgrade the engine (a distribution's build can carry the fix under an older number: see its changelog)",
    )


def _host_resolvers() -> list[str]:
    try:
        text = Path("/etc/resolv.conf").read_text()
    except OSError:
        return []
    return [line.split()[1] for line in text.splitlines() if line.startswith("nameserver") and len(line.split()) > 1]


def check_egress_image(client) -> Finding:
    """The egress point's image (Squid on the cpu base image): here, or built on first use."""
    from . import egress

    later = "will be built on first use (Squid from Debian's packages, ~20 s)"
    base = C.BASE_IMAGES["cpu"]
    base_id = _image_id(client, base)
    if base_id is None:
        return Finding("egress image", OK, f"{later}, once the base image {base} is there")
    ref = egress.egress_image_ref(base, base_id)
    if _image_id(client, ref) is not None:
        return Finding("egress image", OK, f"present: {ref}")
    return Finding("egress image", OK, later)


def check_registries(client=None) -> list[Finding]:
    """The registries a `registries` sandbox may reach, as this host's configuration gives them
    (registries.discover; the apt sources of the cpu base image). Nothing here names a host itself."""
    from ...errors import ConfigError
    from ...registries import apt_endpoints, discover

    try:
        found = discover()
    except ConfigError as e:  # a registry URL with credentials: runs refuse it
        return [Finding("registry pip/npm", FAIL, str(e))]
    out = [
        Finding(
            "registry pip",
            OK if found.pip else WARN,
            ", ".join(map(str, found.pip)) or "none: pip cannot install in registries sandboxes",
        ),
        Finding(
            "registry npm",
            OK if found.npm else WARN,
            ", ".join(map(str, found.npm)) or "none: npm cannot install in registries sandboxes",
        ),
    ]
    if client is not None:
        base = C.BASE_IMAGES["cpu"]
        if _image_id(client, base) is None:
            out.append(
                Finding(
                    "registry apt", OK, f"read from the apt sources of {base} once it is built (and of each task image)"
                )
            )
        else:
            from ...errors import SandboxError
            from .egress import read_apt_sources

            try:
                apt = apt_endpoints(read_apt_sources(client, base))
            except SandboxError as e:
                out.append(Finding("registry apt", WARN, str(e)))
            else:
                out.append(
                    Finding(
                        "registry apt",
                        OK if apt else WARN,
                        (
                            ", ".join(map(str, apt)) + f" (apt sources of {base}; a task image's own "
                            "sources are added when it runs)"
                        )
                        if apt
                        else f"none in the apt sources of {base}: apt cannot install in registries sandboxes",
                    )
                )
    out += [Finding("registry note", WARN, note) for note in found.notes]
    return out


def _image_id(client, ref: str) -> str | None:
    from docker.errors import ImageNotFound

    try:
        return client.api.inspect_image(ref)["Id"]
    except ImageNotFound:
        return None


def _first_line(e: Exception) -> str:
    return (str(e).strip().splitlines() or [type(e).__name__])[0][:300]


def check_disk(info: dict | None, runs_dir: Path) -> list[Finding]:
    paths = {"records": runs_dir}
    if info is not None:
        paths["docker data"] = Path(info.get("DockerRootDir", "/var/lib/docker"))
    out = []
    for name, path in paths.items():
        probe = path
        while not probe.exists() and probe != probe.parent:
            probe = probe.parent
        free = shutil.disk_usage(probe).free / 1e9
        status = OK if free >= MIN_FREE_GB else WARN
        fix = "" if status == OK else f"; free space (at least {MIN_FREE_GB:g} GB recommended)"
        out.append(Finding(f"disk ({name})", status, f"{free:.1f} GB free at {probe}{fix}"))
    return out


def check_gpus(info: dict | None) -> Finding:
    from ...gpus import detect_gpus

    gpus = detect_gpus()
    if not gpus:
        return Finding("gpus", OK, "none found (nvidia-smi absent or lists none); GPU tasks will be skipped")
    runtimes = (info or {}).get("Runtimes") or {}
    if "nvidia" not in runtimes:
        return Finding(
            "gpus",
            WARN,
            f"{plural(len(gpus), 'GPU')}, but the engine has no nvidia runtime; "
            "install nvidia-container-toolkit and restart the engine",
        )
    return Finding("gpus", OK, f"{plural(len(gpus), 'GPU')}: {','.join(gpus)}")


def check_one_engine(url: str | None, runs_dir: Path) -> list[Finding]:
    """What one engine offers: it answers, its base images, its egress network and image, the
    registries its sandboxes would reach, its disk and its GPUs."""
    engine, client = check_engine(url)
    findings = [engine]
    if client is None and url is not None:
        return findings  # an engine given by URL that does not answer: nothing more to say of it
    if client is not None:
        findings += check_base_images(client)
        findings.append(check_egress_network(client))
        findings.append(
            check_engine_dns(str(client.version().get("Version", "")), _host_resolvers() if url is None else None)
        )
        findings.append(check_egress_image(client))
    findings += check_registries(client)
    info = client.info() if client is not None else None
    findings += check_disk(info, runs_dir)
    findings.append(check_gpus(info))
    return findings
