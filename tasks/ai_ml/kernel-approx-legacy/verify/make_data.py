"""Host-side generator of the shipped logs (never staged, not part of the artifact).

Writes artifact/data/turbine/site_*.csv (Table 2), artifact/data/plant/unit_*.csv (Table 3,
configs/field.yaml) and verify/inputs/plant_b/unit_*.csv (the hidden held-out logs). Every group
of logs is written with per-logger channel orders, as the field loggers wrote them.
Run: python3 verify/make_data.py   (from the task directory)
"""
import os

import numpy as np
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
TASK = os.path.dirname(HERE)

SITE_EFFECT = {"north": 0.4, "south": -0.3, "east": 0.1, "west": -0.2}


def turbine(n, seed):
    rng = np.random.RandomState(seed)
    X = rng.uniform(-2.0, 2.0, size=(n, 6))
    sites = np.array(sorted(SITE_EFFECT))[rng.randint(0, 4, size=n)]
    y = (np.sin(X[:, 0] * X[:, 1]) + 0.5 * X[:, 2] ** 2 - np.cos(1.5 * X[:, 3])
         + 0.3 * X[:, 4] * X[:, 5] + np.array([SITE_EFFECT[s] for s in sites]))
    y = y + 0.1 * rng.normal(size=n)
    df = pd.DataFrame(X, columns=["rpm", "pitch", "yaw", "temp", "vib", "load"])
    df["site"] = sites
    df["power"] = y
    return df


def plant(n, seed, units):
    """Seven channels; vib and humid carry heavy-tailed spikes (logger glitches)."""
    rng = np.random.RandomState(seed)
    X = rng.uniform(-2.0, 2.0, size=(n, 7))
    spikes = rng.standard_t(2.0, size=(n, 2)) * 0.6
    X[:, 4] += spikes[:, 0]
    X[:, 6] += spikes[:, 1]
    effect = {u: e for u, e in zip(units, np.linspace(-0.4, 0.4, len(units)))}
    unit = np.array(units)[rng.randint(0, len(units), size=n)]
    clean4, clean6 = np.clip(X[:, 4], -2, 2), np.clip(X[:, 6], -2, 2)
    y = (np.sin(X[:, 0] * X[:, 1]) + 0.5 * X[:, 2] ** 2 - np.cos(1.5 * X[:, 3])
         + 0.3 * clean4 * X[:, 5] + 0.4 * np.tanh(clean6) + np.array([effect[u] for u in unit]))
    y = y + 0.1 * rng.normal(size=n)
    df = pd.DataFrame(X, columns=["rpm", "pitch", "yaw", "temp", "vib", "load", "humid"])
    df["unit"] = unit
    df["power"] = y
    return df


def write_groups(df, key, orders, outdir, prefix):
    os.makedirs(outdir, exist_ok=True)
    for name, cols in orders.items():
        part = df[df[key] == name][cols]
        part.to_csv(os.path.join(outdir, "%s_%s.csv" % (prefix, name)), index=False, float_format="%.6f")


def main():
    t = turbine(2000, 11)
    std6 = ["rpm", "pitch", "yaw", "temp", "vib", "load"]
    write_groups(t, "site", {
        "east": std6 + ["site", "power"],
        "north": std6 + ["site", "power"],
        "south": ["load", "vib", "temp", "yaw", "pitch", "rpm", "site", "power"],
        "west": ["site", "power", "temp", "rpm", "load", "pitch", "yaw", "vib"],
    }, os.path.join(TASK, "artifact", "data", "turbine"), "site")

    std7 = ["rpm", "pitch", "yaw", "temp", "vib", "load", "humid"]
    p = plant(1500, 23, ["u1", "u2", "u3"])
    write_groups(p, "unit", {
        "u1": std7 + ["unit", "power"],
        "u2": ["unit", "humid", "load", "vib", "temp", "yaw", "pitch", "rpm", "power"],
        "u3": std7 + ["unit", "power"],
    }, os.path.join(TASK, "artifact", "data", "plant"), "unit")

    h = plant(1800, 41, ["k1", "k2", "k3", "k4"])
    write_groups(h, "unit", {
        "k1": ["temp", "humid", "rpm", "vib", "pitch", "load", "yaw", "unit", "power"],
        "k2": std7 + ["unit", "power"],
        "k3": ["power", "unit", "load", "yaw", "rpm", "humid", "vib", "temp", "pitch"],
        "k4": std7 + ["unit", "power"],
    }, os.path.join(HERE, "inputs", "plant_b"), "unit")


if __name__ == "__main__":
    main()
