"""`deploybench doctor`: is this host ready to run the benchmark? Each engine's checks come from
its runtime (sandbox/docker/doctor.py); this host's CA bundle and model API keys are checked here.
Each check says OK or the fix."""

from __future__ import annotations

import os
from pathlib import Path

from .sandbox.docker.doctor import FAIL, OK, WARN, Finding, check_one_engine

__all__ = ["FAIL", "OK", "WARN", "Finding", "run_doctor"]


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
                return Finding(
                    "ca bundle",
                    WARN,
                    f"{', '.join(dangling)}: no such file, so none is handed to sandboxes; fix or unset it",
                )
            return Finding(
                "ca bundle", OK, "none set; sandboxes use Debian's own CAs (set SSL_CERT_FILE behind a TLS proxy)"
            )
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
        return Finding(
            "model api keys",
            WARN,
            "none set; model agents need one (e.g. export ANTHROPIC_API_KEY=...); oracle and noop need none",
        )
    return Finding("model api keys", OK, "set: " + ", ".join(present) + " (values not shown)")


def run_doctor(runs_dir: Path, ca_bundle: str | None = None, engines: tuple[str, ...] = ()) -> list[Finding]:
    """Every engine (`engines`: the URLs of --docker-host; none: DOCKER_HOST or the local socket),
    each finding of an engine after the first named with its URL; then this host's CA bundle and keys."""
    findings: list[Finding] = []
    # this host's, said once (GPUs are detected on this host only; the data root's disk is read here)
    host_level = ("disk (records)", "disk (docker data)", "gpus")
    for i, url in enumerate(engines or (None,)):
        for f in check_one_engine(url, runs_dir):
            if i > 0 and f.name in host_level:
                continue
            findings.append(f if i == 0 or url is None else Finding(f"{f.name} [{url}]", f.status, f.detail))
    findings.append(check_ca_bundle(ca_bundle))
    findings.append(check_api_keys())
    return findings
