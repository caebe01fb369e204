"""Reading conf/*.conf from Python (the same INI files kvqd reads)."""
import configparser
import os
import re
from collections import Mapping

_DUR = re.compile(r"^\s*([0-9]*\.?[0-9]+)\s*(us|ms|s|sec|m|min)?\s*$")
_SCALE = {"us": 1e-6, "ms": 1e-3, "s": 1.0, "sec": 1.0, "m": 60.0, "min": 60.0, None: 1e-3}

# [storage] keys that hold durations
DURATIONS = ("wal_flush_interval", "logical_tick")


def duration_seconds(text):
    """'10s' -> 10.0, '250ms' -> 0.25"""
    m = _DUR.match(str(text))
    if not m:
        raise ValueError("bad duration %r" % text)
    return float(m.group(1)) * _SCALE[m.group(2)]


def format_duration(seconds):
    if seconds >= 1e-3:
        return "%gms" % (seconds * 1e3)
    return "%gus" % (seconds * 1e6)


class Node:
    def __init__(self, idx, name, host, port):
        self.idx, self.name, self.host, self.port = idx, name, host, port

    @property
    def addr(self):
        return "%s:%d" % (self.host, self.port)

    def __repr__(self):
        return "Node(%d, %s, %s)" % (self.idx, self.name, self.addr)


class ClusterConfig:
    def __init__(self, path, overrides=None):
        """overrides: {(section, key): value}, applied after the file is read
        (used by the sweeps)."""
        self.path = os.path.abspath(path)
        cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"),
                                       interpolation=None)
        with open(self.path) as fh:
            cp.read_file(fh)
        if overrides is not None:
            if not isinstance(overrides, Mapping):
                raise TypeError("overrides must be a mapping of (section, key) -> value")
            for (section, key), value in overrides.items():
                if not cp.has_section(section):
                    cp.add_section(section)
                cp.set(section, key, str(value))
        self.cp = cp
        self.nodes = []
        for i, (name, addr) in enumerate(cp.items("nodes")):
            host, port = addr.rsplit(":", 1)
            self.nodes.append(Node(i, name, host, int(port)))
        self.write_quorum = cp.getint("cluster", "write_quorum", fallback=1)
        self.read_quorum = cp.getint("cluster", "read_quorum", fallback=1)
        self.vnodes = cp.getint("cluster", "vnodes", fallback=8)
        self.data_root = cp.get("storage", "data_root", fallback="data")

    def harness(self, key, default=None):
        return self.cp.get("harness", key, fallback=default)

    def node(self, name_or_idx):
        for n in self.nodes:
            if n.name == name_or_idx or n.idx == name_or_idx:
                return n
        raise KeyError("no node %r in %s" % (name_or_idx, self.path))

    def peers_spec(self):
        return ",".join("%s=%s" % (n.name, n.addr) for n in self.nodes)

    def startup_timeout(self):
        return duration_seconds(self.harness("startup_timeout", "10s"))

    def write(self, path):
        """Write this configuration (overrides included) to `path`, every
        duration with its unit."""
        out = configparser.ConfigParser(interpolation=None)
        for section in self.cp.sections():
            out.add_section(section)
            for key, value in self.cp.items(section):
                if section == "storage" and key in DURATIONS:
                    value = format_duration(duration_seconds(value))
                out.set(section, key, value)
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "w") as fh:
            fh.write("# written by harness/config.py from %s\n" % self.path)
            out.write(fh)
        return path
