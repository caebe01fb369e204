"""The search space of Table 1 and a seeded sampler over it.

Each sampled configuration is a plain dict (it travels through the broker as JSON). The trial id
is the sample's position, so the same seed always yields the same numbered trials.
"""
import hashlib
import math

import numpy as np

SPACE = {
    "hidden": ("choice", [8, 16, 32, 64]),
    "activation": ("choice", ["tanh", "relu"]),
    "lr": ("loguniform", 1e-3, 0.5),
    "l2": ("loguniform", 1e-6, 3e-2),
    "batch": ("choice", [32, 64, 128]),
}


def _draw(rng, spec):
    kind = spec[0]
    if kind == "choice":
        opts = spec[1]
        return opts[int(rng.integers(0, len(opts)))]
    if kind == "loguniform":
        lo, hi = math.log(spec[1]), math.log(spec[2])
        return float(math.exp(rng.uniform(lo, hi)))
    if kind == "uniform":
        return float(rng.uniform(spec[1], spec[2]))
    raise ValueError(f"unknown distribution {kind!r}")


def sample(n, seed, space=SPACE):
    """Return n configurations, each with 'trial' (0..n-1) and 'seed' (the trial's own seed)."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        cfg = {name: _draw(rng, spec) for name, spec in space.items()}
        cfg["trial"] = i
        cfg["seed"] = trial_seed(seed, i)
        out.append(cfg)
    return out


def trial_seed(search_seed, trial):
    """A 31-bit seed per trial, independent of the order in which workers pick trials up."""
    h = hashlib.sha256(f"{search_seed}:{trial}".encode()).digest()
    return int.from_bytes(h[:4], "little") & 0x7FFFFFFF


def describe(cfg):
    return (f"h={cfg['hidden']:<3d} {cfg['activation']:<4s} lr={cfg['lr']:.4f} "
            f"l2={cfg['l2']:.2e} b={cfg['batch']}")


def grid(levels=3):
    """A coarse grid over the space (used by the grid-search baseline of Appendix B)."""
    out = []
    lrs = np.exp(np.linspace(math.log(1e-3), math.log(0.5), levels))
    l2s = np.exp(np.linspace(math.log(1e-6), math.log(3e-2), levels))
    for h in SPACE["hidden"][1]:
        for act in SPACE["activation"][1]:
            for lr in lrs:
                for l2 in l2s:
                    for b in SPACE["batch"][1]:
                        out.append({"hidden": h, "activation": act, "lr": float(lr),
                                    "l2": float(l2), "batch": b})
    for i, cfg in enumerate(out):
        cfg["trial"] = i
        cfg["seed"] = trial_seed(0, i)
    return out
