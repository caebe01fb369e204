"""Hospital exports (record format v4, docs/DATA.md).

The exports keep the site and the arrival mode as text.  The labels are
mapped to the integer codes of the v3 record files, so that everything after
load_records sees the same 14 columns whichever format the file has.
Labels that are not in the vocabularies below get the code -1.
"""
import numpy as np

UNKNOWN = -1

VOCABULARIES = {
    'site': dict(('ed-%02d' % (i + 1), i) for i in range(12)),
    'arrival_mode': {
        'walk-in': 0,
        'ambulance': 1,
        'ambulance (critical)': 2,
        'gp referral': 3,
        'helicopter': 4,
    },
}


def clean_labels(dataset):
    """Labels of a text column; the exports are not consistent in case and padding."""
    return [v.strip().lower() for v in dataset[...]]


def encode(labels, vocabulary):
    return np.array([vocabulary.get(v, UNKNOWN) for v in labels], dtype=np.float32)


def merge_text_columns(X, columns, group):
    """Appends the coded text columns of an export to X; returns (X, columns)."""
    blocks, names = [X], list(columns)
    for name in sorted(group.keys()):
        vocabulary = VOCABULARIES.get(name)
        if vocabulary is None:
            continue
        blocks.append(encode(clean_labels(group[name]), vocabulary)[:, None])
        names.append(name)
    return np.concatenate(blocks, axis=1), names


def unknown_rate(records, name):
    """Share of rows of a coded text column whose label was not recognised."""
    j = records.columns.index(name)
    return float(np.mean(records.X[:, j] == UNKNOWN))
