"""Starting, stopping and crashing kvqd processes.

Three launchers:
  systemd  one user unit per node (conf/kvqd@.service); what we used on the
           workstation so that nodes survive the harness being restarted
  exec     plain child processes of the harness
  ssh      the testbed (conf/cluster.conf), one machine per node
"""
import os
import signal
import subprocess
import time
from distutils.version import LooseVersion

from . import wire

MIN_KVQD = "0.9"


def check_binary(path):
    """Refuse to run against an old kvqd (the STATS format changed in 0.9)."""
    if not os.path.exists(path):
        raise SystemExit("kvqd not found at %s (build it first: make)" % path)
    out = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
    ver = out.strip().split()[-1] if out.strip() else "0"
    if LooseVersion(ver) < LooseVersion(MIN_KVQD):
        raise SystemExit("kvqd %s is too old, need >= %s" % (ver, MIN_KVQD))
    return ver


class Launcher:
    def __init__(self, cfg, workdir):
        self.cfg = cfg
        self.workdir = os.path.abspath(workdir)
        self.bin_dir = os.path.join(self.workdir, cfg.harness("bin_dir", "build/bin"))
        self.kvqd = os.path.join(self.bin_dir, "kvqd")
        self.data_root = os.path.join(self.workdir, cfg.data_root)

    def data_dir(self, node):
        return os.path.join(self.data_root, "node-%d" % node.idx)

    def log_path(self, node):
        return os.path.join(self.data_root, "node-%d.log" % node.idx)

    def node_env(self, node):
        env = dict(os.environ)
        env["KVQ_CONFIG"] = self.cfg.path
        return env

    def argv(self, node, tick):
        return [self.kvqd, "--id", str(node.idx), "--listen", node.addr,
                "--peers", self.cfg.peers_spec(), "--data", self.data_dir(node),
                "--tick", str(tick), "--log", self.log_path(node)]

    def start(self, node, tick):
        raise NotImplementedError

    def kill(self, node):
        raise NotImplementedError

    def stop_all(self):
        pass


class ExecLauncher(Launcher):
    def __init__(self, cfg, workdir):
        super().__init__(cfg, workdir)
        self.procs = {}
        self.cmds = {n.idx: self.argv(n, 0) for n in cfg.nodes}

    def start(self, node, tick):
        os.makedirs(self.data_root, exist_ok=True)
        with open(self.log_path(node) + ".stderr", "a") as err:
            p = subprocess.Popen(self.cmds[node.idx], env=self.node_env(node),
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=err)
        self.procs[node.idx] = p
        return p.pid

    def kill(self, node):
        p = self.procs.pop(node.idx)
        p.send_signal(signal.SIGKILL)
        p.wait()

    def stop_all(self):
        for idx, p in list(self.procs.items()):
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        self.procs.clear()


class SystemdLauncher(Launcher):
    """Nodes as transient instances of the kvqd@ user unit."""

    def __init__(self, cfg, workdir):
        super().__init__(cfg, workdir)
        self.unit = cfg.harness("unit", "kvqd@%i.service")
        self.env_dir = os.path.expanduser("~/.config/kvq")

    def _unit(self, node):
        return self.unit.replace("%i", str(node.idx))

    def start(self, node, tick):
        os.makedirs(self.env_dir, exist_ok=True)
        os.makedirs(self.data_root, exist_ok=True)
        self.cfg.write(os.path.join(self.env_dir, "kvqd.conf"))
        with open(os.path.join(self.env_dir, "node-%d.env" % node.idx), "w") as fh:
            fh.write("KVQ_BIN=%s\nKVQ_LISTEN=%s\nKVQ_PEERS=%s\nKVQ_DATA=%s\nKVQ_TICK=%d\nKVQ_LOG=%s\n"
                     % (self.kvqd, node.addr, self.cfg.peers_spec(), self.data_dir(node),
                        tick, self.log_path(node)))
        subprocess.run(["systemctl", "--user", "start", self._unit(node)], check=True)

    def kill(self, node):
        subprocess.run(["systemctl", "--user", "kill", "--signal=SIGKILL", self._unit(node)],
                       check=True)
        subprocess.run(["systemctl", "--user", "stop", self._unit(node)], check=False)

    def stop_all(self):
        for n in self.cfg.nodes:
            subprocess.run(["systemctl", "--user", "stop", self._unit(n)], check=False)


class SshLauncher(Launcher):
    """The testbed: kvqd is installed under remote_bin_dir on every machine."""

    def __init__(self, cfg, workdir):
        super().__init__(cfg, workdir)
        self.user = cfg.harness("ssh_user", "kvq")
        self.remote_bin = cfg.harness("remote_bin_dir", "/opt/kvq/bin")
        self.remote_conf = cfg.harness("remote_conf", "/etc/kvq/kvqd.conf")

    def _ssh(self, node, cmd, check=True):
        return subprocess.run(["ssh", "-o", "BatchMode=yes", "%s@%s" % (self.user, node.host), cmd],
                              check=check)

    def start(self, node, tick):
        cmd = ("KVQD_CONFIG=%s nohup %s/kvqd --id %d --listen 0.0.0.0:%d --peers %s "
               "--tick %d --log /var/log/kvq/node.log >/dev/null 2>&1 &"
               % (self.remote_conf, self.remote_bin, node.idx, node.port,
                  self.cfg.peers_spec(), tick))
        self._ssh(node, cmd)

    def kill(self, node):
        self._ssh(node, "pkill -KILL kvqd", check=False)


LAUNCHERS = {"exec": ExecLauncher, "systemd": SystemdLauncher, "ssh": SshLauncher}


def make_launcher(cfg, workdir):
    kind = cfg.harness("launcher", "exec")
    if kind not in LAUNCHERS:
        raise SystemExit("unknown launcher %r in %s" % (kind, cfg.path))
    return LAUNCHERS[kind](cfg, workdir)


class Cluster:
    """The live view the harness keeps: which nodes run, admin connections."""

    def __init__(self, cfg, launcher):
        self.cfg = cfg
        self.launcher = launcher
        self.live = set()
        self.admin = {}

    def _conn(self, idx):
        if idx not in self.admin:
            n = self.cfg.node(idx)
            self.admin[idx] = wire.AdminConn(n.host, n.port).connect(
                retries=int(self.cfg.startup_timeout() / 0.05))
        return self.admin[idx]

    def live_mask(self):
        m = 0
        for i in self.live:
            m |= 1 << i
        return m

    def start(self, idx, tick):
        node = self.cfg.node(idx)
        self.launcher.start(node, tick)
        conn = self._conn(idx)
        if not conn.ping():
            raise RuntimeError("node %s does not answer" % node.name)
        self.live.add(idx)

    def start_all(self):
        for n in self.cfg.nodes:
            self.start(n.idx, 0)

    def stats(self, idx):
        return self._conn(idx).stats()

    def crash(self, idx, tick):
        conn = self.admin.pop(idx, None)
        if conn:
            conn.close()
        self.launcher.kill(self.cfg.node(idx))
        self.live.discard(idx)
        for i in sorted(self.live):
            self._conn(i).down(idx, tick)

    def restart(self, idx, tick):
        self.start(idx, tick)
        self._conn(idx).live(self.live_mask())
        for i in sorted(self.live):
            if i != idx:
                self._conn(i).up(idx, tick)

    def shutdown(self):
        for i in sorted(self.live):
            try:
                self._conn(i).shutdown()
            except Exception:
                pass
        for c in self.admin.values():
            c.close()
        self.admin.clear()
        self.launcher.stop_all()
        self.live.clear()
