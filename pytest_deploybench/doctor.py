"""`deploybench doctor`: is this host ready to run the benchmark? Each check says OK or the fix."""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import constants as C

OK, WARN, FAIL = "OK", "WARN", "FAIL"

MIN_FREE_GB = 10.0


@dataclass(frozen=True)
class Finding:
    name: str
    status: str
    detail: str


def check_engine() -> tuple[Finding, object | None]:
    from .errors import EngineUnavailable
    from .sandbox.docker.client import get_client

    try:
        client = get_client()
    except EngineUnavailable as e:
        return Finding("docker engine", FAIL, str(e)), None
    info = client.version()
    return Finding("docker engine", OK, f"Docker {info.get('Version')} (API {info.get('ApiVersion')})"), client


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
        return Finding(f"base image {kind}", WARN, f"{ref} not built yet; without debootstrap the first task pulls "
                       f"debian:{C.DEBIAN_SUITE}-slim (needs a registry; or apt-get install debootstrap)")
    if os.geteuid() != 0:
        return Finding(f"base image {kind}", FAIL, f"{ref} not built yet; debootstrap needs root: run once as root")
    return Finding(f"base image {kind}", OK, f"{ref} not built yet; the first task builds it with debootstrap (about 30 s)")


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
    from .gpus import detect_gpus

    gpus = detect_gpus()
    if not gpus:
        return Finding("gpus", OK, "none found (nvidia-smi absent or lists none); GPU tasks will be skipped")
    runtimes = (info or {}).get("Runtimes") or {}
    if "nvidia" not in runtimes:
        return Finding("gpus", WARN, f"{len(gpus)} GPU(s), but the engine has no nvidia runtime; "
                                      "install nvidia-container-toolkit and restart the engine")
    return Finding("gpus", OK, f"{len(gpus)} GPU(s): {','.join(gpus)}")


def check_ca_bundle(given: str | None = None) -> Finding:
    """The bundle the harness would hand to sandboxes: --ca-bundle, else the environment's
    (settings.env_ca_bundle, the same lookup)."""
    from .settings import CA_BUNDLE_ENV, env_ca_bundle

    if given:
        source, p = "--ca-bundle", Path(given)
        if not p.is_file():
            return Finding("ca bundle", FAIL, f"--ca-bundle names {given}, which does not exist")
    else:
        found = env_ca_bundle()
        if found is None:
            dangling = [f"{v}={os.environ[v]}" for v in CA_BUNDLE_ENV if os.environ.get(v)]
            if dangling:
                return Finding("ca bundle", WARN, f"{', '.join(dangling)}: no such file, so none is handed to "
                                                  "sandboxes; fix or unset it")
            return Finding("ca bundle", OK, "none set; sandboxes use Debian's own CAs (set SSL_CERT_FILE behind a TLS proxy)")
        source, p = found
    path = str(p)
    text = p.read_text(errors="replace")
    count = text.count("BEGIN CERTIFICATE")
    if not count:
        return Finding("ca bundle", FAIL, f"{path} (from {source}) holds no PEM certificate")
    return Finding("ca bundle", OK, f"{path} from {source}: {count} certificates, handed to sandboxes")


def check_api_keys() -> Finding:
    from .agents.model.models import KEY_ENV  # the one table of provider keys

    api_keys = dict.fromkeys(var for names in KEY_ENV.values() for var in names)
    present = [k for k in api_keys if os.environ.get(k)]
    if not present:
        return Finding("model api keys", WARN, "none set; model agents need one (e.g. export ANTHROPIC_API_KEY=...); "
                                                "oracle and noop need none")
    return Finding("model api keys", OK, "set: " + ", ".join(present) + " (values not shown)")


def run_doctor(runs_dir: Path, ca_bundle: str | None = None) -> list[Finding]:
    engine, client = check_engine()
    findings = [engine]
    if client is not None:
        findings += check_base_images(client)
    info = client.info() if client is not None else None
    findings += check_disk(info, runs_dir)
    findings.append(check_gpus(info))
    findings.append(check_ca_bundle(ca_bundle))
    findings.append(check_api_keys())
    return findings
