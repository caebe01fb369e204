"""Configuration files (INI) and peer lists.

A configuration file names a peer list and the protocol settings:

    [cluster]
    peers = conf/peers.local      ; one "id host port" line per node
    data_dir = run/data

    [protocol]
    election_ticks = 10
    heartbeat_ticks = 3
    max_batch = 8
    pre_vote = false
    seed = 1

Relative paths are taken relative to the directory the harness runs in
(the repository root), not relative to the configuration file.
"""
import configparser
import os

from vrlog.core import Settings

DEFAULTS = {
    "election_ticks": "10",
    "heartbeat_ticks": "3",
    "max_batch": "8",
    "pre_vote": "false",
    "seed": "1",
}


class Peer(object):
    __slots__ = ("id", "host", "port")

    def __init__(self, node_id, host, port):
        self.id, self.host, self.port = int(node_id), host, int(port)

    def addr(self):
        return (self.host, self.port)

    def __repr__(self):
        return "Peer(%d, %s:%d)" % (self.id, self.host, self.port)


def read_peers(path):
    peers = []
    with open(path) as fh:
        for lineno, raw in enumerate(fh, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 3:
                raise ValueError("%s:%d: expected 'id host port'" % (path, lineno))
            peers.append(Peer(*parts))
    ids = [p.id for p in peers]
    if len(set(ids)) != len(ids):
        raise ValueError("%s: duplicate node id in %s" % (path, ids))
    return peers


class Config(object):

    def __init__(self, path):
        self.path = path
        cp = configparser.ConfigParser(inline_comment_prefixes=(";", "#"))
        if not cp.read(path):
            raise FileNotFoundError(path)
        self.cp = cp
        cl = cp["cluster"] if cp.has_section("cluster") else {}
        self.peers_path = cl.get("peers", "conf/peers.local")
        self.data_dir = cl.get("data_dir", "run/data")
        self.run_dir = cl.get("run_dir", "run")
        self.peers = read_peers(self.peers_path)
        proto = dict(DEFAULTS)
        if cp.has_section("protocol"):
            proto.update(cp["protocol"])
        self.proto = proto
        hs = cp["harness"] if cp.has_section("harness") else {}
        self.python = hs.get("python", "python3")
        self.step_timeout = float(hs.get("step_timeout", "10"))
        self.start_timeout = float(hs.get("start_timeout", "10"))

    def members(self):
        return [p.id for p in self.peers]

    def settings(self, scenario_seed=0):
        p = self.proto
        return Settings(election_ticks=int(p["election_ticks"]),
                        heartbeat_ticks=int(p["heartbeat_ticks"]),
                        max_batch=int(p["max_batch"]),
                        pre_vote=_bool(p["pre_vote"]),
                        seed=int(p["seed"]) * 1000 + int(scenario_seed))

    def node_dir(self, node_id):
        return os.path.join(self.data_dir, "n%d" % node_id)


def _bool(text):
    t = str(text).strip().lower()
    if t in ("1", "true", "yes", "on"):
        return True
    if t in ("0", "false", "no", "off", ""):
        return False
    raise ValueError("not a boolean: %r" % text)
