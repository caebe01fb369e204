"""Configuration files of the grid-refinement studies (format: docs/configs.md).

load() reads and checks a file; schedule() lists the runs of the study, one
(n, nsteps) pair per grid, in the order of the configuration.
"""
import json

REQUIRED = ("nu", "k", "t_final", "grids")
OPTIONAL = ("bc", "steps_per_cell", "diffusion_number")
BOUNDARIES = ("dirichlet", "periodic")


class ConfigError(ValueError):
    pass


def load(path):
    with open(path) as f:
        cfg = json.load(f)
    keys = {key for key in cfg if not key.startswith("_")}
    missing = [key for key in REQUIRED if key not in keys]
    unknown = sorted(keys - set(REQUIRED) - set(OPTIONAL))
    if missing or unknown:
        raise ConfigError(f"{path}: missing {missing}, unknown {unknown}")
    if "steps_per_cell" in keys and "diffusion_number" in keys:
        raise ConfigError(f"{path}: give steps_per_cell or diffusion_number, not both")
    if cfg.get("bc", "dirichlet") not in BOUNDARIES:
        raise ConfigError(f"{path}: bc must be one of {BOUNDARIES}")
    return cfg


def grids(cfg):
    g = cfg["grids"]
    if isinstance(g, dict):
        return [g["coarsest"] * 2 ** level for level in range(g["levels"])]
    return [int(n) for n in g]


def time_steps(cfg, n):
    """Number of equal time steps from 0 to t_final on n cells."""
    if "diffusion_number" in cfg:
        # parabolic refinement, dt ~ h^2: nu dt / h^2 is held at the diffusion number
        dt = cfg["diffusion_number"] / (cfg["nu"] * n * n)
        return max(1, round(cfg["t_final"] / dt))
    return cfg.get("steps_per_cell", 1) * n


def schedule(cfg):
    return [(n, time_steps(cfg, n)) for n in grids(cfg)]


def describe(cfg):
    """One line naming the study, for the head of its table."""
    if "diffusion_number" in cfg:
        step = f"diffusion_number={cfg['diffusion_number']}"
    else:
        step = f"steps_per_cell={cfg.get('steps_per_cell', 1)}"
    return (f"bc={cfg.get('bc', 'dirichlet')} nu={cfg['nu']} k={cfg['k']} "
            f"t_final={cfg['t_final']} {step}")
