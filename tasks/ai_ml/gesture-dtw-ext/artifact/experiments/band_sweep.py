#!/usr/bin/env python3
"""Figure 2 (draft): 1-NN accuracy as a function of the Sakoe-Chiba band width.

Sweeps the band half-width from 0% to 30% of the series length in steps of 2.5% and repeats
the split over several training seeds. Dropped from the camera-ready version (the workshop's
page limit); plot with tools/plot_bands.py.
"""
import argparse
import configparser
import json
import os

import numpy as np

import elastic
from elastic.gestures import make_split
from elastic.metrics import accuracy


def read_config(path):
    cp = configparser.ConfigParser()
    if not cp.read(path):
        raise SystemExit(f"cannot read config {path}")
    s = cp["sweep"]
    return {
        "bands": [float(v) for v in s.get("bands").split(",")],
        "train_seeds": [int(v) for v in s.get("train_seeds").split(",")],
        "test_seed": s.getint("test_seed"),
        "per_class": s.getint("per_class"),
        "length": s.getint("length", 96),
        "warp": s.getfloat("warp", 0.6),
        "noise": s.getfloat("noise", 0.25),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/sweep.cfg")
    ap.add_argument("--out", default="results/band_sweep.json")
    a = ap.parse_args()
    cfg = read_config(a.config)
    gen = {"length": cfg["length"], "warp": cfg["warp"], "noise": cfg["noise"]}

    Xte, yte = make_split(cfg["per_class"], cfg["test_seed"], **gen)
    curves = {}
    for seed in cfg["train_seeds"]:
        Xtr, ytr = make_split(cfg["per_class"], seed, **gen)
        accs = []
        for frac in cfg["bands"]:
            model = elastic.DTWNearestNeighbour(frac if frac < 1 else None)
            accs.append(accuracy(yte, model.fit(Xtr, ytr).predict(Xte)))
        curves[str(seed)] = accs
        print(f"train seed {seed}: " + " ".join(f"{v:.2f}" for v in accs))
    mean = np.mean(list(curves.values()), axis=0)
    for frac, m in zip(cfg["bands"], mean):
        print(f"band {100 * frac:5.1f}%  mean accuracy {m:.3f}")
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w") as f:
        json.dump({"config": cfg, "bands": cfg["bands"], "curves": curves,
                   "mean": [round(float(v), 4) for v in mean]}, f, indent=2)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
