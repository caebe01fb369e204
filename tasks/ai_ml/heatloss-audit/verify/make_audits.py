#!/usr/bin/env python3
"""Synthetic energy-audit records for the heatloss-audit starter kit (data generator).

    python3 verify/make_audits.py                     # the public files (seed 2024) -> artifact/data/
    python3 verify/make_audits.py --seed 7 --rows 500 --out /tmp/a.csv --labels-out /tmp/y.csv

Every record is one building surveyed by one of four audit firms. The annual heating energy
(kWh, delivered to the building) follows a steady-state degree-day balance: fabric losses
through walls, windows and roof plus ventilation losses, times the climate's heating degree
days corrected for the thermostat setpoint, divided by the heating system's seasonal
efficiency, times a log-normal occupant factor. Each firm exports its records its own way.
"""
import argparse
import csv
import os

import numpy as np

PUBLIC_SEED = 2024
N_TRAIN = 2400
N_DEV = 800

FIRMS = ["ATL", "BRK", "CWD", "DNV"]
FIRM_P = [0.31, 0.27, 0.24, 0.18]
REGIONS = {"coastal": 2300.0, "lowland": 2900.0, "valley": 3400.0, "upland": 4100.0, "alpine": 5000.0}
REGION_P = [0.22, 0.30, 0.22, 0.16, 0.10]
SYSTEMS = {"gas_boiler": 0.88, "oil_boiler": 0.82, "heat_pump": 3.1, "district": 0.95, "electric": 1.0}
SYSTEM_P = [0.38, 0.14, 0.20, 0.16, 0.12]
USES = ["residential", "office", "school"]
USE_P = [0.55, 0.30, 0.15]
USE_HOURS = {"residential": 1.00, "office": 0.78, "school": 0.70}
SQFT_PER_M2 = 10.7639
AREA_MEDIAN, AREA_SD, AREA_STOREY_EXP = 400.0, 1.2, 0.3
MISSING = -999.0
COLUMNS = ["record_id", "region", "hdd", "use", "floor_area", "storeys", "year_built",
           "wall_u", "window_u", "window_ratio", "roof_u", "air_changes", "heating", "setpoint"]


def _choice(rng, names, p):
    return names[int(np.searchsorted(np.cumsum(p), rng.random() * np.sum(p), side="right"))]


def draw(rng):
    """One building: (record dict as the firm exports it, true heating energy in kWh)."""
    region = _choice(rng, list(REGIONS), REGION_P)
    hdd = REGIONS[region] * np.exp(rng.normal(0.0, 0.06))
    use = _choice(rng, USES, USE_P)
    storeys = int(min(8, 1 + rng.poisson(1.4 if use == "residential" else 2.2)))
    area = float(np.exp(rng.normal(np.log(AREA_MEDIAN * storeys ** AREA_STOREY_EXP), AREA_SD)))
    year = int(np.clip(round(rng.normal(1972, 24)), 1900, 2022))
    age = (2023 - year) / 100.0
    wall_u = float(np.clip(0.18 + 1.5 * age ** 1.3 * np.exp(rng.normal(0, 0.25)), 0.12, 2.4))
    window_u = float(np.clip(1.0 + 3.6 * age * np.exp(rng.normal(0, 0.2)), 0.8, 5.6))
    roof_u = float(np.clip(0.12 + 1.1 * age ** 1.4 * np.exp(rng.normal(0, 0.3)), 0.1, 2.0))
    wwr = float(np.clip(rng.beta(3, 7) * (1.5 if use == "office" else 1.0), 0.05, 0.75))
    ach = float(np.clip(0.3 + 1.2 * age * np.exp(rng.normal(0, 0.3)), 0.2, 2.5))
    heating = _choice(rng, list(SYSTEMS), SYSTEM_P)
    setpoint = float(np.clip(rng.normal(20.5 if use == "residential" else 21.0, 1.0), 17.0, 24.0))
    firm = _choice(rng, FIRMS, FIRM_P)
    serial = int(rng.integers(10000, 99999))

    # physics: footprint, envelope and ventilated volume from area and storeys
    footprint = area / storeys
    perimeter = 4.0 * np.sqrt(footprint) * np.exp(rng.normal(0.08, 0.05))
    wall = perimeter * 3.0 * storeys
    h_fabric = wall * ((1 - wwr) * wall_u + wwr * window_u) + footprint * roof_u * 1.0
    h_vent = 0.34 * ach * area * 2.7
    degree_days = hdd + 220.0 * (setpoint - 18.0) * (hdd / 3000.0) ** 0.5
    demand = (h_fabric + h_vent) * degree_days * 24.0 / 1000.0 * USE_HOURS[use]
    energy = demand / SYSTEMS[heating] * np.exp(rng.normal(0.0, 0.10))

    rec = {"record_id": "%s-%05d" % (firm, serial), "region": region, "hdd": round(hdd, 1), "use": use,
           "floor_area": area, "storeys": storeys, "year_built": year, "wall_u": wall_u,
           "window_u": window_u, "window_ratio": wwr, "roof_u": roof_u, "air_changes": ach,
           "heating": heating, "setpoint": setpoint}
    # how the firms export: unmeasured U-values, units
    for key in ("wall_u", "roof_u", "air_changes"):
        if rng.random() < 0.12:
            rec[key] = MISSING if firm == "BRK" else None
    if firm == "CWD":
        rec["floor_area"] = area * SQFT_PER_M2
    return rec, float(energy)


def generate(rng, rows):
    recs, ys = [], []
    for _ in range(rows):
        r, y = draw(rng)
        recs.append(r)
        ys.append(y)
    return recs, np.array(ys)


def _fmt(v):
    if v is None:
        return ""
    if isinstance(v, float):
        return "%.1f" % v if v == MISSING else "%.4g" % v
    return str(v)


def write(path, recs, ys=None):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS + (["heating_kwh"] if ys is not None else []))
        for i, r in enumerate(recs):
            row = [_fmt(r[c]) for c in COLUMNS]
            if ys is not None:
                row.append("%.1f" % ys[i])
            w.writerow(row)


def write_labels(path, recs, ys):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["record_id", "heating_kwh"])
        for r, y in zip(recs, ys):
            w.writerow([r["record_id"], "%.1f" % y])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=None, help="one file of --rows records from this seed")
    ap.add_argument("--rows", type=int, default=500)
    ap.add_argument("--out", default=None)
    ap.add_argument("--labels-out", default=None)
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    if a.seed is not None:
        recs, ys = generate(np.random.default_rng(a.seed), a.rows)
        write(a.out or os.path.join(here, "audits_%d.csv" % a.seed), recs)
        if a.labels_out:
            write_labels(a.labels_out, recs, ys)
        return
    here = os.path.join(here, "..", "artifact", "data")  # host only: the artifact ships the files
    rng = np.random.default_rng(PUBLIC_SEED)
    recs, ys = generate(rng, N_TRAIN)
    write(os.path.join(here, "train.csv"), recs, ys)
    recs, ys = generate(rng, N_DEV)
    write(os.path.join(here, "dev.csv"), recs, ys)


if __name__ == "__main__":
    main()
