#!/usr/bin/env python3
"""Seeded generator of synthetic ad-click logs (standard library only).

Each impression has five categorical fields. The click probability is a logistic model
with main effects for every field plus two interactions (ad x segment, site x device),
so that hashed feature crosses carry real signal.

    python3 data/gen_clicks.py --seed 7 --train 40000 --test 10000 --out data
"""
import argparse
import math
import os
import random

FIELDS = {"site": 60, "ad": 240, "device": 4, "hour": 24, "segment": 30}
PREFIX = {"site": "st", "ad": "ad", "device": "dv", "hour": "h", "segment": "sg"}


def world(rng):
    w = {f: [rng.gauss(0, 0.5 if f != "ad" else 0.7) for _ in range(k)] for f, k in FIELDS.items()}
    cross_as = [[rng.gauss(0, 1.1) if rng.random() < 0.3 else 0.0 for _ in range(FIELDS["segment"])]
                for _ in range(FIELDS["ad"])]
    cross_sd = [[rng.gauss(0, 0.8) for _ in range(FIELDS["device"])] for _ in range(FIELDS["site"])]
    return w, cross_as, cross_sd


def impressions(rng, model, n):
    w, cross_as, cross_sd = model
    # skewed popularity: a few sites and ads get most of the traffic
    pop = {f: [1.0 / (i + 1) ** 0.8 for i in range(k)] for f, k in FIELDS.items()}
    for _ in range(n):
        x = {f: rng.choices(range(k), weights=pop[f])[0] for f, k in FIELDS.items()}
        z = -2.3 + sum(w[f][x[f]] for f in FIELDS)
        z += cross_as[x["ad"]][x["segment"]] + cross_sd[x["site"]][x["device"]]
        y = 1 if rng.random() < 1.0 / (1.0 + math.exp(-z)) else 0
        yield y, x


def write(path, rows):
    with open(path, "w") as f:
        f.write("click," + ",".join(FIELDS) + "\n")
        for y, x in rows:
            f.write("%d,%s\n" % (y, ",".join("%s%d" % (PREFIX[fld], x[fld]) for fld in FIELDS)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--train", type=int, default=40000)
    ap.add_argument("--test", type=int, default=10000)
    ap.add_argument("--out", default="data")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    model = world(rng)
    os.makedirs(a.out, exist_ok=True)
    write(os.path.join(a.out, "train.csv"), impressions(rng, model, a.train))
    write(os.path.join(a.out, "test.csv"), impressions(rng, model, a.test))


if __name__ == "__main__":
    main()
