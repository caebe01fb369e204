"""Configuration files (TOML). configs/scoring.toml drives `python3 -m meterboost.cli score`,
configs/train.toml the trainer. Unknown sections are reported; missing keys take the defaults below."""
import sys
import tomllib
from dataclasses import dataclass, field

DEFAULT_TRAIN = {"rounds": 120, "max_depth": 6, "learning_rate": 0.1, "max_bins": 32, "l2": 1.0,
                 "min_child_hessian": 1.0, "min_gain": 1e-3}


@dataclass
class ModelConfig:
    path: str = "model/ensemble.json"


@dataclass
class ScoringConfig:
    engine: str = "python"       # "python" (reference) | "matrix" (experimental, fastpath.py)
    batch_size: int = 512        # rows per chunk
    n_jobs: int = 1              # worker threads (parallel.py)
    dtype: str = "float64"       # feature matrix precision
    progress: bool = False


@dataclass
class OutputConfig:
    decimals: int = 9
    path: str = "predictions/scores.csv"


@dataclass
class Config:
    model: ModelConfig = field(default_factory=ModelConfig)
    scoring: ScoringConfig = field(default_factory=ScoringConfig)
    output: OutputConfig = field(default_factory=OutputConfig)


_SECTIONS = {"model": ModelConfig, "scoring": ScoringConfig, "output": OutputConfig}


def load(path):
    with open(path, "rb") as f:
        raw = tomllib.load(f)
    cfg = Config()
    for name, value in raw.items():
        if name not in _SECTIONS:
            print(f"meterboost: {path}: unknown section [{name}] ignored", file=sys.stderr)
            continue
        section = getattr(cfg, name)
        for key, v in value.items():
            if not hasattr(section, key):
                raise ValueError(f"{path}: unknown key {name}.{key}")
            setattr(section, key, type(getattr(section, key))(v))
    return cfg


def load_train(path):
    params = dict(DEFAULT_TRAIN)
    try:
        with open(path, "rb") as f:
            params.update(tomllib.load(f).get("train", {}))
    except FileNotFoundError:
        print(f"meterboost: {path} not found, training with the defaults", file=sys.stderr)
    return params
