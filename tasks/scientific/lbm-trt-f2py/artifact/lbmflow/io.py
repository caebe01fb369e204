"""Parameter files and result tables."""
from __future__ import print_function

import csv
import os

from ._compat import string_types, to_number

LIST_KEYS = ("tau", "cells", "radius", "collision")


def read_params(path):
    """key = value lines, '#' comments; list-valued keys are split on blanks."""
    prm = {}
    with open(path) as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            if "=" not in line:
                raise ValueError("%s: not a 'key = value' line: %r" % (path, line))
            key, value = (t.strip() for t in line.split("=", 1))
            prm[key] = value
    return prm


def as_list(prm, key, kind=float, default=None):
    if key not in prm:
        if default is None:
            raise KeyError("parameter %r missing" % key)
        return list(default)
    value = prm[key]
    if isinstance(value, string_types):
        value = value.replace(",", " ").split()
    return [kind(to_number(v)) if kind is not str else v for v in value]


def as_number(prm, key, default=None):
    if key not in prm:
        if default is None:
            raise KeyError("parameter %r missing" % key)
        return default
    return to_number(prm[key])


def solver_overrides(prm):
    """Parameter-file keys of the form solver.KEY / output.KEY, for config.load()."""
    return dict((k, v) for k, v in prm.items() if k.startswith(("solver.", "output.")))


def fmt(value, digits):
    return "%.*e" % (digits - 1, value)


def write_table(path, rows, fieldnames=None):
    d = os.path.dirname(path)
    if d and not os.path.isdir(d):
        os.makedirs(d)
    fieldnames = fieldnames or list(rows[0])
    with open(path, "w") as fh:
        wr = csv.DictWriter(fh, fieldnames=fieldnames, lineterminator="\n")
        wr.writeheader()
        for row in rows:
            wr.writerow(row)
    return path


def read_table(path):
    with open(path) as fh:
        return list(csv.DictReader(fh))
