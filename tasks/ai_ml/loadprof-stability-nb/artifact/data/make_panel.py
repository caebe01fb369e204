"""Synthetic smart-meter panel: hourly readings of N households over one week.

Each household follows one of a few latent load archetypes (morning peak, evening peak, flat,
night storage heating, double peak, ...), with its own scale, jitter and weekend behaviour; a few
are weekend homes whose weekend/weekday ratio is extreme. Writes a long CSV
(household, day, hour, kwh, tariff, region), zstd-compressed when the name ends in .zst.

    python data/make_panel.py --seed 1207 --households 480 --out data/raw/meter_panel_2023w02.csv.zst
"""
import argparse

import numpy as np
import pandas as pd

HOURS = np.arange(24)


def _bump(center, width, height):
    d = np.minimum(np.abs(HOURS - center), 24 - np.abs(HOURS - center))
    return height * np.exp(-0.5 * (d / width) ** 2)


ARCHETYPES = {
    "morning": 0.35 + _bump(7.5, 1.5, 1.6) + _bump(19, 2.0, 0.2),
    "evening": 0.30 + _bump(19.5, 1.8, 1.8) + _bump(8, 1.2, 0.3),
    "flat": 0.75 + _bump(13, 5.0, 0.25),
    "night": 0.25 + _bump(2.5, 2.2, 2.0) + _bump(18.5, 1.5, 0.4),
    "double": 0.30 + _bump(7, 1.3, 1.1) + _bump(20, 1.5, 1.1),
    "midday": 0.30 + _bump(12.5, 2.2, 1.3),
}
ORDER = ["morning", "evening", "flat", "night", "double", "midday"]


def simulate(seed, n_households, n_archetypes, start="2023-01-09", days=7, weekend_homes=0.05):
    rng = np.random.RandomState(seed)
    names = ORDER[:n_archetypes]
    weights = rng.dirichlet(np.full(len(names), 6.0))
    arche = rng.choice(len(names), size=n_households, p=weights)
    dates = pd.date_range(start, periods=days, freq="D")
    rows = []
    for i in range(n_households):
        base = ARCHETYPES[names[arche[i]]]
        shift = rng.normal(0, 0.6)
        shape = np.interp((HOURS - shift) % 24, HOURS, base, period=24)
        shape = shape * np.exp(rng.normal(0, 0.15, 24))
        scale = np.exp(rng.normal(np.log(0.45), 0.35))
        wk = np.exp(rng.normal(0.08, 0.12))
        if rng.rand() < weekend_homes:
            wk = rng.uniform(6.0, 14.0)
        tariff = rng.choice(["standard", "economy7", "tou"], p=[0.6, 0.25, 0.15])
        region = rng.choice(["N", "E", "S", "W"])
        for d in dates:
            f = wk if d.weekday() >= 5 else 1.0
            if wk > 3 and d.weekday() < 5:
                f = 0.15
            kwh = scale * f * shape * np.exp(rng.normal(0, 0.18, 24))
            for h in HOURS:
                rows.append(("H%05d" % (i + 1), d.strftime("%Y-%m-%d"), int(h), round(float(kwh[h]), 4), tariff, region))
    return pd.DataFrame(rows, columns=["household", "day", "hour", "kwh", "tariff", "region"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1207)
    ap.add_argument("--households", type=int, default=480)
    ap.add_argument("--archetypes", type=int, default=5)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    df = simulate(a.seed, a.households, a.archetypes)
    df.to_csv(a.out, index=False)
    print("wrote %s: %d rows" % (a.out, len(df)))


if __name__ == "__main__":
    main()
