"""`deploybench doctor`: is this host ready to run the benchmark? Each check says OK or the fix."""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import constants as C

OK, WARN, FAIL = "OK", "WARN", "FAIL"

# Environment variables litellm reads for the built-in model aliases and common providers.
API_KEYS = ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "MISTRAL_API_KEY",
            "OPENROUTER_API_KEY")
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
            can_build = shutil.which("debootstrap") and os.geteuid() == 0
            out.append(Finding(
                f"base image {kind}", OK if can_build else FAIL,
                f"{ref} not built yet; " + ("the first task builds it with debootstrap (about 30 s)" if can_build
                                            else "install debootstrap (apt-get install debootstrap) and run as root"),
            ))
    return out


def check_disk(client, runs_dir: Path) -> list[Finding]:
    paths = {"records": runs_dir}
    if client is not None:
        paths["docker data"] = Path(client.info().get("DockerRootDir", "/var/lib/docker"))
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


def check_gpus(client) -> Finding:
    from .gpus import detect_gpus

    gpus = detect_gpus()
    if not gpus:
        return Finding("gpus", OK, "none found (nvidia-smi absent or lists none); GPU tasks will be skipped")
    runtimes = (client.info().get("Runtimes") or {}) if client is not None else {}
    if "nvidia" not in runtimes:
        return Finding("gpus", WARN, f"{len(gpus)} GPU(s), but the engine has no nvidia runtime; "
                                      "install nvidia-container-toolkit and restart the engine")
    return Finding("gpus", OK, f"{len(gpus)} GPU(s): {','.join(gpus)}")


def check_ca_bundle(given: str | None = None) -> Finding:
    source = "--ca-bundle" if given else None
    path = given
    if not path:
        for var in C.CA_ENV_VARS[::-1]:
            if os.environ.get(var):
                path, source = os.environ[var], var
                break
    if not path:
        return Finding("ca bundle", OK, "none set; sandboxes use Debian's own CAs (set SSL_CERT_FILE behind a TLS proxy)")
    p = Path(path)
    if not p.is_file():
        return Finding("ca bundle", FAIL, f"{source} names {path}, which does not exist; fix or unset it")
    text = p.read_text(errors="replace")
    count = text.count("BEGIN CERTIFICATE")
    if not count:
        return Finding("ca bundle", FAIL, f"{path} (from {source}) holds no PEM certificate")
    return Finding("ca bundle", OK, f"{path} from {source}: {count} certificates, handed to sandboxes")


def check_api_keys() -> Finding:
    present = [k for k in API_KEYS if os.environ.get(k)]
    if not present:
        return Finding("model api keys", WARN, "none set; model agents need one (e.g. export ANTHROPIC_API_KEY=...); "
                                                "oracle and noop need none")
    return Finding("model api keys", OK, "set: " + ", ".join(present) + " (values not shown)")


def run_doctor(runs_dir: Path, ca_bundle: str | None = None) -> list[Finding]:
    engine, client = check_engine()
    findings = [engine]
    if client is not None:
        findings += check_base_images(client)
    findings += check_disk(client, runs_dir)
    findings.append(check_gpus(client))
    findings.append(check_ca_bundle(ca_bundle))
    findings.append(check_api_keys())
    return findings
