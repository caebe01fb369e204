"""Timestamps <-> hour indices (hours since 1970-01-01T00:00 UTC).

Everything inside tarrowcast works on integer hour indices; the files carry ISO-like text.
"""
import datetime as dt

UTC = dt.timezone.utc
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=UTC)


def parse_hour(text):
    """'2019-01-01T00:00Z', '2019-01-01 00:00' or '2019-01-01T00:00:00+00:00' -> hour index.

    A timestamp without an offset is read as UTC (the convention of every export we use,
    docs/data_format.md)."""
    s = text.strip()
    if s.endswith("Z"):
        s = s[:-1]
    t = dt.datetime.fromisoformat(s)
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    secs = (t - _EPOCH).total_seconds()
    return int(secs // 3600)


def format_hour(h):
    """hour index -> '2019-01-01T00:00Z'."""
    return (_EPOCH + dt.timedelta(hours=int(h))).strftime("%Y-%m-%dT%H:%MZ")


def hour_of_year(h):
    """Hour index -> (day of year 0..365, hour of day 0..23), in UTC."""
    t = _EPOCH + dt.timedelta(hours=int(h))
    return t.timetuple().tm_yday - 1, t.hour


def year_of(h):
    return (_EPOCH + dt.timedelta(hours=int(h))).year


def year_bounds(year):
    """First and one-past-last hour index of a calendar year (UTC)."""
    a = dt.datetime(year, 1, 1, tzinfo=UTC)
    b = dt.datetime(year + 1, 1, 1, tzinfo=UTC)
    return parse_hour(a.isoformat()), parse_hour(b.isoformat())


def contiguous(hours):
    """True when the hour indices step by exactly one hour."""
    return all(b - a == 1 for a, b in zip(hours, hours[1:]))
