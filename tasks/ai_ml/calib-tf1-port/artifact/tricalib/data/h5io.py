"""Reading and writing record files (HDF5, as written by data/make_records.py)."""
from __future__ import print_function

import collections
import os

import h5py
import numpy as np

from tricalib.data import export

RecordSet = collections.namedtuple('RecordSet', ['X', 'y', 'columns', 'meta'])


def load_records(path):
    """Loads a record file.

    Returns a RecordSet with X (float32, n x d), y (int64, n), the list of
    column names (one per column of X) and the file attributes.  Hospital
    exports (format v4) get their text columns coded (tricalib.data.export).
    """
    if not os.path.exists(path):
        raise IOError('no record file at %s (run data/make_records.py first)' % path)
    with h5py.File(path, 'r') as f:
        X = f['X'][...].astype(np.float32)
        y = f['y'][...].astype(np.int64)
        columns = list(f['columns'][...])
        meta = dict((k, f.attrs[k]) for k in f.attrs.keys())
        if 'text' in f:
            X, columns = export.merge_text_columns(X, columns, f['text'])
    if X.shape[1] != len(columns):
        raise ValueError('%s: %d columns but %d names' % (path, X.shape[1], len(columns)))
    if X.shape[0] != y.shape[0]:
        raise ValueError('%s: %d rows in X but %d labels' % (path, X.shape[0], y.shape[0]))
    return RecordSet(X, y, columns, meta)


def save_records(path, records):
    """Writes a RecordSet in the same layout (used by the subsampling tools)."""
    with h5py.File(path, 'w') as f:
        f.create_dataset('X', data=records.X.astype(np.float32))
        f.create_dataset('y', data=records.y.astype(np.int8))
        f.create_dataset('columns', data=np.array(records.columns, dtype=object),
                         dtype=h5py.special_dtype(vlen=str))
        for k, v in (records.meta or {}).items():
            f.attrs[k] = v


def subset(records, index):
    return RecordSet(records.X[index], records.y[index], records.columns, records.meta)


def summary(records):
    n, d = records.X.shape
    lines = ['%d records, %d columns, %.1f%% positive' % (n, d, 100.0 * records.y.mean())]
    for j, name in enumerate(records.columns):
        col = records.X[:, j]
        lines.append('  %-20s min %9.3f  mean %9.3f  max %9.3f' % (name, col.min(), col.mean(), col.max()))
    return '\n'.join(lines)
