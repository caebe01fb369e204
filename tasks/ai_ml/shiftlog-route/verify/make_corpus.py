#!/usr/bin/env python3
"""Generator of the shift-log corpus (host only: never staged, never in the artifact).

    python3 verify/make_corpus.py          # rebuild artifact/data/{train,dev,hh2_sample}.csv
    (verify/make_test.py imports corpus() for the hidden lines)

A line: a site tag, 5-9 generic words, sometimes a word of its craft (and sometimes a word of
another craft), and usually one reading. Two handhelds type the reading differently:
HH-1 fuses an integer to a lower-case unit ("480v", "6bar"); HH-2 (rolled out at sites 7-9
in 2023-Q3) types a decimal, a space and the unit as printed on the gauge ("6.5 bar",
"22.5 °C", "450 N·m"). Three units are shared by two crafts and only the magnitude tells
them apart: bar (pneumatic 4-10, hydraulic 60-320), °C (hvac 4-45, lubrication 50-95),
mm (structural 1-20, hydraulic 150-900).
"""
import csv
import os

import numpy as np

PUBLIC_SEED = 20230417
N_TRAIN = 12000
N_DEV = 2000
N_SAMPLE = 300
N_TEST = 3000
P_HH2_PUBLIC = 0.04   # train/dev: HH-2 pilot at site 8 only
P_HH2_SAMPLE = 1.0    # hh2_sample.csv: HH-2 lines only
P_HH2_TEST = 0.45     # hidden (2023-Q3): sites 7-9 on HH-2

CRAFTS = ["electrical", "hydraulic", "pneumatic", "hvac", "lubrication", "structural"]
PRIOR = np.array([0.22, 0.18, 0.17, 0.16, 0.14, 0.13])

GENERIC = ("checked replaced inspected tightened cleaned adjusted logged reset found noted "
           "pump motor line valve fitting housing panel bracket guard filter unit cell bay "
           "noise leak wear reading vibration alarm fault trip drift loose worn dirty hot "
           "ok again still after before during shift handover operator request work order "
           "left running isolated tagged restarted monitored swapped spare stock").split()
CRAFT_WORDS = {
    "electrical": "breaker contactor cable terminal fuse relay insulation earthing".split(),
    "hydraulic": "cylinder accumulator hose manifold seal ram reservoir spool".split(),
    "pneumatic": "compressor actuator regulator solenoid muffler dryer airline coupling".split(),
    "hvac": "chiller damper duct coil thermostat condenser blower refrigerant".split(),
    "lubrication": "grease oiler bearing nipple sump viscosity lubricant dispenser".split(),
    "structural": "weld girder beam plate anchor bolt crack frame".split(),
}
# (HH-1 unit, HH-2 unit, low, high, weight)
UNITS = {
    "electrical": [("v", "V", 110, 690, 1), ("a", "A", 2, 400, 1), ("kw", "kW", 1, 250, 1)],
    "hydraulic": [("bar", "bar", 60, 320, 2), ("mm", "mm", 150, 900, 2), ("lpm", "l/min", 5, 120, 1)],
    "pneumatic": [("bar", "bar", 4, 10, 3), ("psi", "psi", 60, 150, 1), ("kpa", "kPa", 400, 1000, 1)],
    "hvac": [("c", "°C", 4, 45, 3), ("rh", "%RH", 20, 90, 1), ("cfm", "cfm", 200, 4000, 1)],
    "lubrication": [("c", "°C", 50, 95, 3), ("cst", "cSt", 22, 460, 1), ("ml", "ml", 5, 500, 1)],
    "structural": [("mm", "mm", 1, 20, 3), ("nm", "N·m", 20, 900, 1)],
}
N_SITES = 9
P_OWN_WORD = 0.30
P_OTHER_WORD = 0.30
P_READING = 0.85


def reading(rng, craft, hh2):
    units = UNITS[craft]
    w = np.array([u[4] for u in units], dtype=float)
    u1, u2, lo, hi, _ = units[int(rng.choice(len(units), p=w / w.sum()))]
    if not hh2:
        return "%d%s" % (int(rng.integers(lo, hi + 1)), u1)
    v = rng.uniform(lo, hi)
    return ("%.1f %s" % (v, u2)) if hi <= 100 else ("%d %s" % (int(round(v)), u2))


def line(rng, k, p_hh2):
    craft = CRAFTS[k]
    hh2 = rng.random() < p_hh2
    words = list(rng.choice(GENERIC, size=int(rng.integers(5, 10))))
    if rng.random() < P_OWN_WORD:
        words.append(rng.choice(CRAFT_WORDS[craft]))
    if rng.random() < P_OTHER_WORD:
        other = CRAFTS[(k + int(rng.integers(1, len(CRAFTS)))) % len(CRAFTS)]
        words.append(rng.choice(CRAFT_WORDS[other]))
    rng.shuffle(words)
    if rng.random() < P_READING:
        words.insert(int(rng.integers(len(words) + 1)),
                     rng.choice(["at", "read", "now", "was"]) + " " + reading(rng, craft, hh2))
    if p_hh2 < 0.5 and p_hh2 != P_HH2_TEST:  # public files: the pilot at site 8, HH-1 everywhere
        site = 8 if hh2 else int(rng.integers(1, N_SITES + 1))
    else:  # after the rollout: HH-2 at sites 7-9, HH-1 at sites 1-6
        site = int(rng.integers(7, 10)) if hh2 else int(rng.integers(1, 7))
    return "[site%d] " % site + " ".join(words)


def corpus(rng, n, prefix, p_hh2):
    labels = rng.choice(len(CRAFTS), size=n, p=PRIOR)
    rows = [("%s%05d" % (prefix, i), line(rng, int(k), p_hh2)) for i, k in enumerate(labels)]
    return rows, [CRAFTS[int(k)] for k in labels]


def write(path, rows, labels=None):
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["id", "text"] + (["craft"] if labels is not None else []))
        for i, r in enumerate(rows):
            w.writerow(list(r) + ([labels[i]] if labels is not None else []))


def main():
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "artifact", "data")
    rng = np.random.default_rng(PUBLIC_SEED)
    rows, labels = corpus(rng, N_TRAIN, "t", P_HH2_PUBLIC)
    write(os.path.join(data, "train.csv"), rows, labels)
    rows, labels = corpus(rng, N_DEV, "d", P_HH2_PUBLIC)
    write(os.path.join(data, "dev.csv"), rows, labels)
    rows, labels = corpus(rng, N_SAMPLE, "s", P_HH2_SAMPLE)
    write(os.path.join(data, "hh2_sample.csv"), rows, labels)


if __name__ == "__main__":
    main()
