"""A Docker engine of a test's own: its socket, data root, exec root and bridge interface, so the
host's engine and other runs are untouched (tests/test_engine_faults.py, tests/test_engines.py,
benchmarks' engines group); and an OpenSSH server on localhost that reaches it as ssh://.

Never start a second engine with `--bridge none`: it deletes the host-wide docker0 interface and
breaks the default network of the host's engine.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path


class PrivateEngine:
    def __init__(self, root: Path, data_root: Path | None = None):
        self.root = root
        self.data_root = data_root or root / "data"
        self.sock = root / "d.sock"
        self.host = f"unix://{self.sock}"
        self.proc: subprocess.Popen | None = None
        # a bridge of its own (documentation address range; the tests' sandboxes use no network)
        self.bridge = "dbpe" + root.name[-6:].replace("_", "x").replace("-", "x")
        subprocess.run(["ip", "link", "add", self.bridge, "type", "bridge"], check=True, capture_output=True)
        subprocess.run(["ip", "addr", "add", "192.0.2.1/24", "dev", self.bridge], check=True, capture_output=True)

    def start(self) -> None:
        log = open(self.root / "dockerd.log", "ab")
        self.proc = subprocess.Popen(
            ["dockerd", "--host", self.host, "--data-root", str(self.data_root), "--exec-root", str(self.root / "x"),
             "--pidfile", str(self.root / "d.pid"), "--bridge", self.bridge, "--iptables=false", "--ip-masq=false",
             "--ip-forward=false"],
            stdout=log, stderr=log)
        deadline = time.monotonic() + 60
        while subprocess.run(["docker", "-H", self.host, "info"], capture_output=True).returncode != 0:
            assert self.proc.poll() is None, (self.root / "dockerd.log").read_text()[-2000:]
            assert time.monotonic() < deadline, "private engine did not start"
            time.sleep(0.3)

    def kill(self) -> None:
        """The engine crashes: dockerd and its containerd die at once."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        pidfile = self.root / "x" / "containerd" / "containerd.pid"
        if pidfile.exists():
            pid = int(pidfile.read_text().strip())
            try:
                os.kill(pid, signal.SIGKILL)
                while Path(f"/proc/{pid}").exists() and "zombie" not in Path(f"/proc/{pid}/status").read_text():
                    time.sleep(0.1)
            except (ProcessLookupError, FileNotFoundError):
                pass
            pidfile.unlink()  # an unreaped zombie would look alive to the next dockerd
        (self.root / "d.pid").unlink(missing_ok=True)  # what a supervisor does before restarting it

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        subprocess.run(["ip", "link", "del", self.bridge], capture_output=True)

    def load_base_image(self) -> None:
        """The main engine's base image (built there first if missing), loaded into this one."""
        from pytest_deploybench import constants as C
        from pytest_deploybench.sandbox.docker.client import get_client
        from pytest_deploybench.sandbox.docker.images import ensure_base_image

        ensure_base_image(get_client(), "cpu")
        save = subprocess.Popen(["docker", "save", C.BASE_IMAGES["cpu"]], stdout=subprocess.PIPE)
        try:
            subprocess.run(["docker", "-H", self.host, "load", "-q"], stdin=save.stdout, check=True, capture_output=True)
        finally:
            save.stdout.close()
            assert save.wait() == 0, "docker save of the base image failed"


def unmount_under(root: Path) -> None:
    """Unmount whatever an engine left mounted below root (overlays, shm), deepest first."""
    mounts = [line.split()[1] for line in Path("/proc/mounts").read_text().splitlines()]
    for point in sorted((m for m in mounts if m == str(root) or m.startswith(f"{root}/")), key=len, reverse=True):
        subprocess.run(["umount", "-l", point], capture_output=True)


@contextlib.contextmanager
def running_private_engine():
    """A started private engine with the main engine's base image loaded; stopped and removed after."""
    root = Path(tempfile.mkdtemp(prefix="dbpe-", dir="/tmp"))  # short: unix socket paths are limited
    engine = PrivateEngine(root)
    try:  # a failed start must not leave dockerd or its bridge behind
        engine.start()
        engine.load_base_image()
        yield engine
    finally:
        engine.stop()
        unmount_under(root)
        shutil.rmtree(root, ignore_errors=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class SshEngine:
    """sshd on 127.0.0.1:PORT whose sessions see DOCKER_HOST=the private engine; `bin` holds an
    `ssh` that uses this test's client config (the docker SDK runs `ssh` from PATH)."""

    def __init__(self, root: Path, engine_host: str, *, multiplex: bool = False):
        self.root, self.port = root, _free_port()
        root.mkdir(parents=True, exist_ok=True)
        self.url = f"ssh://root@127.0.0.1:{self.port}"
        key, hostkey = root / "id", root / "hostkey"
        for path in (key, hostkey):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True)
        (root / "authorized_keys").write_text((root / "id.pub").read_text())
        (root / "sshd_config").write_text(
            f"Port {self.port}\nListenAddress 127.0.0.1\nHostKey {hostkey}\nPidFile {root}/sshd.pid\n"
            f"AuthorizedKeysFile {root}/authorized_keys\nPermitRootLogin prohibit-password\n"
            f"PasswordAuthentication no\nUsePAM no\nStrictModes no\nSetEnv DOCKER_HOST={engine_host}\n")
        (root / "ssh_config").write_text(
            f"Host 127.0.0.1\n  IdentityFile {key}\n  IdentitiesOnly yes\n  StrictHostKeyChecking no\n"
            f"  UserKnownHostsFile /dev/null\n  LogLevel ERROR\n  BatchMode yes\n"
            # one TCP connection and handshake shared by the SDK's many ssh processes (docs/SCALING.md)
            + (f"  ControlMaster auto\n  ControlPath {root}/cm-%C\n  ControlPersist 120\n" if multiplex else ""))
        self.bin = root / "bin"
        self.bin.mkdir()
        (self.bin / "ssh").write_text(f'#!/bin/sh\nexec {shutil.which("ssh")} -F {root}/ssh_config "$@"\n')
        (self.bin / "ssh").chmod(0o755)
        Path("/run/sshd").mkdir(exist_ok=True)  # sshd's privilege separation directory
        self.proc = subprocess.Popen([shutil.which("sshd"), "-D", "-e", "-f", str(root / "sshd_config")],
                                     stdout=open(root / "sshd.log", "wb"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while subprocess.run([str(self.bin / "ssh"), "-p", str(self.port), "root@127.0.0.1", "docker", "info"],
                             capture_output=True).returncode != 0:
            assert self.proc.poll() is None and time.monotonic() < deadline, (root / "sshd.log").read_text()[-2000:]
            time.sleep(0.3)

    def env(self) -> dict:
        return {"PATH": f"{self.bin}:{os.environ['PATH']}"}

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)
