"""Shared experiment pipeline: load, split, encode, train per seed, aggregate."""
from __future__ import print_function

import numpy as np

from tricalib.data.h5io import load_records
from tricalib.data.splits import stratified_split
from tricalib.data.transforms import FeatureEncoder, load_schema
from tricalib.train.trainer import run_once
from tricalib.utils.seeding import seed_everything

METRICS = ('acc', 'nll', 'ece', 'brier', 'auc')


def prepare(data_path, schema_path, test_fraction, split_seed):
    records = load_records(data_path)
    train_idx, test_idx = stratified_split(records.y, test_fraction, split_seed)
    encoder = FeatureEncoder(records.columns, load_schema(schema_path))
    X_train = encoder.fit_transform(records.X[train_idx])
    X_test = encoder.transform(records.X[test_idx])
    return dict(X_train=X_train, y_train=records.y[train_idx], X_test=X_test,
                y_test=records.y[test_idx], encoder=encoder, records=records)


def run_variant(hp, prep, seeds=None, verbose=False):
    """Trains one network per seed; returns per-seed results and their mean/std."""
    per_seed = []
    for seed in (seeds or hp.seeds):
        seed_everything(seed)
        res = run_once(hp, prep['X_train'], prep['y_train'], prep['X_test'], prep['y_test'],
                       seed, verbose=verbose)
        res['seed'] = seed
        per_seed.append(res)
    summary = {}
    for m in METRICS + ('train_acc', 'train_loss'):
        vals = np.array([r[m] for r in per_seed], dtype=np.float64)
        summary[m] = round(float(vals.mean()), 4)
        summary[m + '_std'] = round(float(vals.std()), 4)
    return per_seed, summary
