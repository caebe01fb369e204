"""Time-series splits of the record for model selection.

blocked_folds: contiguous blocks, with a gap of `embargo` hours removed on both sides of every
validation block, so that no training row's features or targets overlap a validation row's.
rolling_origin: expanding window, validate on the next block only (what operations does)."""
import numpy as np


def blocked_folds(n, k=5, embargo=72, start=72):
    """Yield (train_idx, valid_idx) for k contiguous validation blocks of rows start..n-1."""
    rows = np.arange(start, n)
    blocks = np.array_split(rows, k)
    for b in blocks:
        lo, hi = b[0] - embargo, b[-1] + embargo
        train = rows[(rows < lo) | (rows > hi)]
        yield train, b


def rolling_origin(n, first_train=8760, block=2190, start=72):
    """Yield (train_idx, valid_idx): train on rows start..t-1, validate on t..t+block-1."""
    t = start + first_train
    while t < n:
        yield np.arange(start, t), np.arange(t, min(n, t + block))
        t += block


def by_year(years, valid_year):
    """Train on every other year, validate on valid_year (years: one per row)."""
    years = np.asarray(years)
    return np.nonzero(years != valid_year)[0], np.nonzero(years == valid_year)[0]


def describe(train, valid):
    return "train %d rows [%d..%d], valid %d rows [%d..%d]" % (
        len(train), train.min(), train.max(), len(valid), valid.min(), valid.max())
