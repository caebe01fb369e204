#!/usr/bin/env python
"""Journal version, Section 5.3: is the ECE ranking of Table 2 an artefact of the binning?

Trains every setting of the config once per seed (exactly as run_table2.py
does), keeps the test predictions and scores them with the estimators of
tricalib.eval.estimators: equal-width ECE for several bin counts, equal-mass
ECE, the plug-in and debiased L2 estimators and the class-wise ECE of
P(admission).  Prints the means over seeds and the ranking of the settings
under each estimator.

    python -m experiments.ece_binning [--config configs/table2.yaml] [--out results/ece_binning.csv]
"""
from __future__ import print_function

import argparse

import numpy as np

from tricalib import hparams, pipeline
from tricalib.eval import estimators
from tricalib.train.trainer import Trainer
from tricalib.utils import io
from tricalib.utils.logging_utils import quiet_tensorflow
from tricalib.utils.seeding import seed_everything
from vendor.tabulate_lite import tabulate


def test_predictions(hp, prep, seed):
    trainer = Trainer(hp, prep['X_train'].shape[1], len(prep['y_train']), seed)
    try:
        trainer.fit(prep['X_train'], prep['y_train'])
        return trainer.predict(prep['X_test'])
    finally:
        trainer.close()


def score(y, p, n_bins, sweep):
    out = estimators.all_estimators(y, p, n_bins)
    for b, v in estimators.ece_sweep(y, p, sweep).items():
        out['ece@%d' % b] = v
    return out


def ranking(table, column):
    """Settings ordered from best (lowest) to worst under one estimator."""
    return ' < '.join(name for name, _ in sorted(table.items(), key=lambda kv: kv[1][column]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--config', default='configs/table2.yaml')
    ap.add_argument('--bins', type=int, nargs='+', default=list(estimators.SWEEP_BINS))
    ap.add_argument('--out', default=None, help='optional CSV with one row per setting and seed')
    args = ap.parse_args()
    quiet_tensorflow()
    base, variants = hparams.load_config(args.config)
    prep = pipeline.prepare(base.data, base.schema, base.test_fraction, base.split_seed)
    y = prep['y_test']

    means, csv_rows = {}, []
    for name, hp in variants:
        per_seed = []
        for seed in hp.seeds:
            seed_everything(seed)
            s = score(y, test_predictions(hp, prep, seed), hp.ece_bins, args.bins)
            per_seed.append(s)
            csv_rows.append(dict(s, setting=name, seed=seed))
        means[name] = dict((k, float(np.mean([s[k] for s in per_seed]))) for k in per_seed[0])

    columns = ['ece', 'ece_mass', 'ece_l2', 'ece_debiased', 'ece_classwise']
    columns += ['ece@%d' % b for b in args.bins]
    print(tabulate([[name] + [means[name][c] for c in columns] for name, _ in variants],
                   ['setting'] + columns))
    print()
    for c in columns:
        print('%-14s %s' % (c, ranking(means, c)))
    if args.out:
        io.write_csv(args.out, csv_rows, ['setting', 'seed'] + columns)
        print('wrote', args.out)


if __name__ == '__main__':
    main()
