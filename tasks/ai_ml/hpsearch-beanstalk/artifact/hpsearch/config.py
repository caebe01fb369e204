"""Reading the two ini files: conf/broker.ini (where the queue is) and a search config.

Values may be overridden from the environment (HPS_BROKER_HOST, HPS_BROKER_PORT, HPS_DATA), which
is how the cluster launcher points jobs at the shared broker.
"""
import configparser
import os
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class BrokerConfig:
    host: str = "127.0.0.1"
    port: int = 11300
    tube_prefix: str = "hps"
    ttr: int = 120
    restart_cmd: str = ""
    connect_timeout: float = 60.0

    def tube(self, name):
        return f"{self.tube_prefix}.{name}"


@dataclass
class SearchConfig:
    name: str = "table2"
    data: str = "data/sensors.npz"
    n_configs: int = 81
    eta: int = 3
    min_epochs: int = 1
    n_rungs: int = 4
    seed: int = 7
    final_epochs: int = 27
    bounce_after: int = 0
    idle_grace: float = 3.0
    workers: int = 2
    extra: dict = field(default_factory=dict)


def _resolve(path):
    p = Path(os.path.expanduser(path))
    return p if p.is_absolute() else (ROOT / p)


def load_broker(path="conf/broker.ini"):
    cp = configparser.ConfigParser()
    if not cp.read(_resolve(path)):
        raise FileNotFoundError(f"broker config not found: {path}")
    s = cp["broker"]
    cfg = BrokerConfig(
        host=s.get("host", "127.0.0.1"),
        port=s.getint("port", 11300),
        tube_prefix=s.get("tube_prefix", "hps"),
        ttr=s.getint("ttr", 120),
        restart_cmd=s.get("restart_cmd", ""),
        connect_timeout=s.getfloat("connect_timeout", 60.0),
    )
    cfg.host = os.environ.get("HPS_BROKER_HOST", cfg.host)
    cfg.port = int(os.environ.get("HPS_BROKER_PORT", cfg.port))
    return cfg


def load_search(path="conf/search.ini"):
    cp = configparser.ConfigParser()
    if not cp.read(_resolve(path)):
        raise FileNotFoundError(f"search config not found: {path}")
    s = cp["search"]
    known = {"name", "data", "n_configs", "eta", "min_epochs", "n_rungs", "seed", "final_epochs",
             "bounce_after", "idle_grace", "workers"}
    cfg = SearchConfig(
        name=s.get("name", "table2"),
        data=s.get("data", "data/sensors.npz"),
        n_configs=s.getint("n_configs", 81),
        eta=s.getint("eta", 3),
        min_epochs=s.getint("min_epochs", 1),
        n_rungs=s.getint("n_rungs", 4),
        seed=s.getint("seed", 7),
        final_epochs=s.getint("final_epochs", 27),
        bounce_after=s.getint("bounce_after", 0),
        idle_grace=s.getfloat("idle_grace", 3.0),
        workers=s.getint("workers", 2),
        extra={k: v for k, v in s.items() if k not in known},
    )
    cfg.data = os.environ.get("HPS_DATA", cfg.data)
    return cfg


def data_path(search_cfg):
    return _resolve(search_cfg.data)
