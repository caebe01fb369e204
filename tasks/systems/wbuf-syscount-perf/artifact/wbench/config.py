"""INI configuration: conf/measure.ini (how to measure) and conf/workloads.ini
(what to measure).  Relative paths are taken relative to the artifact root."""
import configparser
import os
from dataclasses import dataclass, field
from typing import Dict, List

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _path(p):
    p = os.path.expanduser(p)
    return p if os.path.isabs(p) else os.path.join(ROOT, p)


@dataclass
class Workload:
    name: str
    dist: str
    records: int
    seed: int
    sync_every: int
    fixed_size: int = 0


@dataclass
class MeasureConfig:
    backend: str = "perf"
    repeat: int = 3
    scratch_dir: str = "/tmp"
    bench: str = "bin/wbuf-bench"
    subtract_baseline: bool = True
    keep_raw: bool = True
    backend_opts: Dict[str, Dict[str, str]] = field(default_factory=dict)


@dataclass
class Plan:
    workloads: List[Workload]
    policies: List[str]


def load_measure(path="conf/measure.ini") -> MeasureConfig:
    cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"))
    if not cp.read(_path(path)):
        raise FileNotFoundError(_path(path))
    m = cp["measure"]
    cfg = MeasureConfig(
        backend=m.get("backend", "perf").strip(),
        repeat=m.getint("repeat", 3),
        scratch_dir=_path(m.get("scratch_dir", "/tmp")),
        bench=_path(m.get("bench", "bin/wbuf-bench")),
        subtract_baseline=m.getboolean("subtract_baseline", True),
        keep_raw=m.getboolean("keep_raw", True),
    )
    for sec in cp.sections():
        if sec != "measure":
            cfg.backend_opts[sec] = dict(cp[sec])
    env = os.environ.get("WBENCH_BACKEND")
    if env:
        cfg.backend = env
    return cfg


def load_plan(path="conf/workloads.ini") -> Plan:
    cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"))
    if not cp.read(_path(path)):
        raise FileNotFoundError(_path(path))
    t = cp["table3"]
    names = t.get("workloads").split()
    pols = t.get("policies").split()
    wls = []
    for n in names:
        s = cp[n]
        wls.append(Workload(
            name=n,
            dist=s.get("dist", n),
            records=s.getint("records"),
            seed=int(s.get("seed"), 0),
            sync_every=s.getint("sync_every"),
            fixed_size=s.getint("fixed_size", 0),
        ))
    return Plan(workloads=wls, policies=pols)
