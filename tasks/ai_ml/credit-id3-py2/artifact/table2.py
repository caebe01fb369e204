#!/usr/bin/env python
# Table 2: test accuracy and tree size of ID3 against the number of equal-width bins.
#   python table2.py [--data data/credit.csv] [--seed 17] [--out results/table2.csv]
import sys
from optparse import OptionParser

from id3 import load, nominal_columns, run
from util import log, write_csv, Timer

BINS = [2, 3, 4, 6, 8, 12, 16, 24, 32]


def main():
    p = OptionParser()
    p.add_option('--data', default='data/credit.csv')
    p.add_option('--seed', type='int', default=17)
    p.add_option('--depth', type='int', default=4)
    p.add_option('--out', default='results/table2.csv')
    opts, args = p.parse_args()
    header, rows = load(opts.data)
    n_attr = len(header) - 1
    nominal = nominal_columns(header)
    log('table2:', len(rows), 'rows,', n_attr, 'attributes, seed', opts.seed)
    table = []
    print 'bins  accuracy  leaves'
    for nbins in BINS:
        with Timer('%d bins' % nbins):
            acc, nleaves, ntr, nte = run(rows, n_attr, nbins, opts.depth, opts.seed, nominal=nominal)
        print '%4d  %.4f  %6d' % (nbins, acc, nleaves)
        table.append((nbins, acc, nleaves, ntr, nte))
    write_csv(opts.out, ['bins', 'accuracy', 'leaves', 'n_train', 'n_test'], table, '%d,%.4f,%d,%d,%d')
    print >> sys.stderr, 'wrote', opts.out


if __name__ == '__main__':
    main()
