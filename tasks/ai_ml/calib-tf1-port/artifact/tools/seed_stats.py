#!/usr/bin/env python
"""Seed spread and paired differences of a results file written by run_table2.py.

    python tools/seed_stats.py results/table2.json
    python tools/seed_stats.py results/table2.json --baseline plain --metrics nll ece

Prints, per setting and metric, the mean over seeds, the sample standard
deviation and the half-width of a 95% t interval; with --baseline also the
paired difference to that setting (same seeds) and on how many seeds it is
positive.  Used for the rebuttal ("are the ECE differences larger than the
seed noise?"), not by the paper's tables.
"""
from __future__ import print_function

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tricalib.eval.seeds import summarize  # noqa: E402
from vendor.tabulate_lite import tabulate  # noqa: E402

METRICS = ['acc', 'nll', 'ece', 'brier', 'auc']


def main(argv=None):
    ap = argparse.ArgumentParser(description='Seed statistics of a results file.')
    ap.add_argument('results')
    ap.add_argument('--metrics', nargs='+', default=METRICS)
    ap.add_argument('--baseline', default=None, help='setting to compare every other one with')
    args = ap.parse_args(argv)
    with open(args.results) as f:
        res = json.load(f)
    if not any(r.get('per_seed') for r in res.get('rows', {}).values()):
        print('%s has no per-seed results (written before version 0.4.1?)' % args.results)
        return 1
    headers = ['setting', 'metric', 'mean', 'sd', '95% +-']
    if args.baseline:
        headers += ['diff vs %s' % args.baseline, '95% +-', 'seeds > 0']
    rows = summarize(res, args.metrics, args.baseline)
    print('%s: seeds %s, %d test records' % (args.results, res.get('seeds'), res.get('n_test', 0)))
    print(tabulate(rows, headers))
    return 0


if __name__ == '__main__':
    sys.exit(main())
