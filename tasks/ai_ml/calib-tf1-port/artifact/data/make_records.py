#!/usr/bin/env python
"""Synthetic triage records for the TriCalib experiments.

Writes an HDF5 file with the raw feature matrix ``X`` (float32, one column per
entry of ``columns``), the binary outcome ``y`` (int8) and the column names.
Categorical columns are stored as integer codes; the transforms applied by the
model pipeline are listed in configs/schema.yaml.

    python data/make_records.py --seed 2018 --n 6000 --out data/triage.h5
    python data/make_records.py --seed 7 --n 4000 --format v4 --out data/export.h5

--format v4 writes the layout of the hospital exports (docs/DATA.md): the
site and the arrival mode as text, the other columns in X.
"""
from __future__ import print_function

import argparse

import h5py
import numpy as np

COLUMNS = ['age', 'heart_rate', 'resp_rate', 'temp_c', 'sys_bp', 'spo2',
           'crp_mg_l', 'lactate', 'wbc_count', 'creatinine',
           'site', 'arrival_mode', 'triage_nurse_grade', 'prior_visits']

N_SITES = 12
N_ARRIVAL = 5
TEXT_COLUMNS = ['site', 'arrival_mode']
ARRIVAL_LABELS = ['Walk-in', 'Ambulance', 'Ambulance (critical)', 'GP referral', 'Helicopter']


def simulate(seed, n):
    rng = np.random.RandomState(seed)
    age = np.clip(rng.gamma(6.0, 9.0, n), 18, 99)
    site = rng.randint(0, N_SITES, n)
    arrival = rng.choice(N_ARRIVAL, n, p=[0.45, 0.25, 0.15, 0.1, 0.05])
    grade = rng.randint(1, 6, n)
    prior = rng.poisson(1.3, n)
    severity = rng.normal(0.0, 1.0, n) + 0.015 * (age - 50) + 0.35 * (arrival == 2) + 0.6 * (arrival == 4)
    hr = 78 + 9 * severity + rng.normal(0, 10, n)
    rr = 16 + 2.2 * severity + rng.normal(0, 3, n)
    temp = 36.9 + 0.35 * severity + rng.normal(0, 0.5, n)
    sbp = 128 - 7 * severity + rng.normal(0, 15, n)
    spo2 = np.clip(97 - 1.3 * np.maximum(severity, 0) + rng.normal(0, 1.5, n), 70, 100)
    crp = np.exp(1.6 + 0.9 * severity + rng.normal(0, 1.0, n))        # heavy tail, mg/l
    lact = np.exp(0.2 + 0.35 * severity + rng.normal(0, 0.45, n))
    wbc = np.exp(2.1 + 0.22 * severity + rng.normal(0, 0.35, n))
    creat = np.exp(4.4 + 0.15 * severity + 0.006 * (age - 50) + rng.normal(0, 0.4, n))
    # site effects are not monotone in the site code (hospital case mix)
    site_eff = rng.normal(0.0, 0.9, N_SITES)
    arrival_eff = np.array([0.0, 0.3, 0.9, -0.4, 1.4])
    logit = (-1.1 + 0.9 * severity + 0.75 * (np.log(crp) - 1.6) + 1.1 * (np.log(lact) - 0.2)
             + site_eff[site] + arrival_eff[arrival] - 0.12 * (grade - 3)
             + 0.25 * np.log1p(prior) - 0.5 * (np.log(crp) - 1.6) * (site % 3 == 0))
    p = 1.0 / (1.0 + np.exp(-logit))
    y = (rng.uniform(size=n) < p).astype(np.int8)
    X = np.stack([age, hr, rr, temp, sbp, spo2, crp, lact, wbc, creat,
                  site, arrival, grade, prior], axis=1).astype(np.float32)
    return X, y


def write_v3(f, X, y):
    f.create_dataset('X', data=X)
    f.create_dataset('y', data=y)
    f.create_dataset('columns', data=np.array(COLUMNS, dtype=object),
                     dtype=h5py.special_dtype(vlen=str))


def write_v4(f, X, y):
    """Hospital export layout: numeric columns in X, site and arrival mode as text."""
    keep = [j for j, c in enumerate(COLUMNS) if c not in TEXT_COLUMNS]
    f.create_dataset('X', data=X[:, keep])
    f.create_dataset('y', data=y)
    f.create_dataset('columns', data=np.array([COLUMNS[j] for j in keep], dtype=object),
                     dtype=h5py.special_dtype(vlen=str))
    site = X[:, COLUMNS.index('site')].astype(np.int64)
    arrival = X[:, COLUMNS.index('arrival_mode')].astype(np.int64)
    text = f.create_group('text')
    text.create_dataset('site', data=np.array(['ED-%02d' % (s + 1) for s in site], dtype=object),
                        dtype=h5py.special_dtype(vlen=str))
    text.create_dataset('arrival_mode', data=np.array([ARRIVAL_LABELS[a] for a in arrival], dtype=object),
                        dtype=h5py.special_dtype(vlen=str))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--seed', type=int, default=2018)
    ap.add_argument('--n', type=int, default=6000)
    ap.add_argument('--out', default='data/triage.h5')
    ap.add_argument('--format', default='v3', choices=['v3', 'v4'])
    args = ap.parse_args()
    X, y = simulate(args.seed, args.n)
    with h5py.File(args.out, 'w') as f:
        (write_v4 if args.format == 'v4' else write_v3)(f, X, y)
        f.attrs['seed'] = args.seed
        f.attrs['generator'] = 'make_records.py v3'
        f.attrs['format'] = args.format
    print('wrote %s: %d records, %.1f%% positive' % (args.out, len(y), 100.0 * y.mean()))


if __name__ == '__main__':
    main()
