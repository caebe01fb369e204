"""Temporal splits: customers labelled before a split day train, the rest test."""


def temporal(rows, split_day):
    """Split feature rows by their label day (rows[i][1])."""
    train = [r for r in rows if r[1] < split_day]
    test = [r for r in rows if r[1] >= split_day]
    return train, test


def rolling(rows, first, last, step):
    """Successive temporal splits (split day first, first+step, ... < last), for drift plots."""
    for day in range(first, last, step):
        train, test = temporal(rows, day)
        if train and test:
            yield day, train, test
