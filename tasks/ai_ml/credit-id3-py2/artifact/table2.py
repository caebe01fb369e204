#!/usr/bin/env python
# Table 2: test accuracy and tree size of ID3 against the number of equal-width bins.
#   python table2.py [--data data/credit.csv] [--seed 17] [--out results/table2.csv]
import os
import sys
from optparse import OptionParser

from id3 import load, run

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
    if not os.path.isdir(os.path.dirname(opts.out)):
        os.makedirs(os.path.dirname(opts.out))
    out = open(opts.out, 'w')
    out.write('bins,accuracy,leaves,n_train,n_test\n')
    print 'bins  accuracy  leaves'
    for nbins in BINS:
        acc, nleaves, ntr, nte = run(rows, n_attr, nbins, opts.depth, opts.seed)
        print '%4d  %.4f  %6d' % (nbins, acc, nleaves)
        out.write('%d,%.4f,%d,%d,%d\n' % (nbins, acc, nleaves, ntr, nte))
    out.close()
    print >> sys.stderr, 'wrote', opts.out


if __name__ == '__main__':
    main()
