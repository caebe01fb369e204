"""Start, kill and restart node processes on this machine."""
import logging
import os
import shutil
import signal
import subprocess
import sys
import time

log = logging.getLogger("harness.cluster")


class Proc(object):

    def __init__(self, peer, popen, logpath):
        self.peer = peer
        self.popen = popen
        self.logpath = logpath

    @property
    def pid(self):
        return self.popen.pid

    def alive(self):
        return self.popen.poll() is None


class LocalCluster(object):
    """Runs every node of the peer list as a child process on loopback."""

    def __init__(self, cfg, config_path, scenario_seed=0, log_level="INFO"):
        self.cfg = cfg
        self.config_path = config_path
        self.scenario_seed = scenario_seed
        self.log_level = log_level
        self.procs = {}
        self.log_dir = os.path.join(cfg.run_dir, "logs")

    def reset(self):
        """Wipe the data and log directories of a previous run."""
        for d in (self.cfg.data_dir, self.log_dir):
            if os.path.isdir(d):
                shutil.rmtree(d)
        os.makedirs(self.cfg.data_dir, exist_ok=True)
        os.makedirs(self.log_dir, exist_ok=True)
        for p in self.cfg.peers:
            pf = self._portfile(p.id)
            if os.path.exists(pf):
                os.unlink(pf)

    def _portfile(self, node_id):
        return os.path.join(self.cfg.run_dir, "n%d.port" % node_id)

    def start(self, peer):
        pf = self._portfile(peer.id)
        if os.path.exists(pf):
            os.unlink(pf)
        logpath = os.path.join(self.log_dir, "n%d.log" % peer.id)
        fh = open(logpath, "a")
        argv = [self.cfg.python, "-m", "vrlog.node", "--id", str(peer.id),
                "--config", self.config_path, "--scenario-seed", str(self.scenario_seed),
                "--log-level", self.log_level]
        env = dict(os.environ)
        env["PYTHONPATH"] = os.getcwd() + os.pathsep + env.get("PYTHONPATH", "")
        popen = subprocess.Popen(argv, stdout=fh, stderr=subprocess.STDOUT, env=env)
        fh.close()
        proc = Proc(peer, popen, logpath)
        self.procs[peer.id] = proc
        self._wait_ready(proc, pf)
        log.info("started node %d (pid %d)", peer.id, proc.pid)
        return proc

    def _wait_ready(self, proc, portfile):
        deadline = time.time() + self.cfg.start_timeout
        while time.time() < deadline:
            if os.path.exists(portfile):
                return
            if not proc.alive():
                with open(proc.logpath) as fh:
                    tail = fh.read()[-2000:]
                raise RuntimeError("node %d exited during start-up:\n%s" % (proc.peer.id, tail))
            time.sleep(0.02)
        raise RuntimeError("node %d did not become ready in %.0f s" %
                           (proc.peer.id, self.cfg.start_timeout))

    def start_all(self):
        for peer in self.cfg.peers:
            self.start(peer)

    def crash(self, node_id):
        proc = self.procs.get(node_id)
        if proc is None or not proc.alive():
            return False
        os.kill(proc.pid, signal.SIGKILL)
        proc.popen.wait()
        log.info("crashed node %d (pid %d)", node_id, proc.pid)
        return True

    def restart(self, node_id):
        peer = [p for p in self.cfg.peers if p.id == node_id][0]
        return self.start(peer)

    def stop_all(self):
        for proc in self.procs.values():
            if proc.alive():
                proc.popen.terminate()
        for proc in self.procs.values():
            try:
                proc.popen.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.popen.kill()
                proc.popen.wait()


def python_ok():
    return sys.version_info >= (3, 7)
