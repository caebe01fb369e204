"""Reading the gauge and rain exports.

The record (data/gauges_2017_2022.csv, data/rain_2017_2022.csv) is one continuous hourly series;
a set of forecast episodes (a folder with gauges.csv, rain.csv and origins.csv) holds, for each
episode, the 168 hours up to its forecast origin as the telemetry delivered them.

Gaps: the outstations drop readings now and then (an empty cell). Gaps are filled here, once,
so that the feature code never sees a NaN.
"""
import csv
import os
from dataclasses import dataclass, field

import numpy as np

from . import timeutil

GAUGE_COLUMNS = ("stage_a", "stage_b", "q_down")
RAIN_COLUMNS = ("r1", "r2", "r3")
RECORD_GAUGES = "gauges_2017_2022.csv"
RECORD_RAIN = "rain_2017_2022.csv"


@dataclass
class Frame:
    """Hourly series on a common hour index: stage_a, stage_b (m), q_down (m3/s), rain (n, 3) mm/h."""
    hours: np.ndarray
    stage_a: np.ndarray
    stage_b: np.ndarray
    q_down: np.ndarray
    rain: np.ndarray
    gaps: dict = field(default_factory=dict)

    def __len__(self):
        return len(self.hours)

    def column(self, name):
        if name in RAIN_COLUMNS:
            return self.rain[:, RAIN_COLUMNS.index(name)]
        return getattr(self, name)

    def slice(self, a, b):
        return Frame(self.hours[a:b], self.stage_a[a:b], self.stage_b[a:b], self.q_down[a:b],
                     self.rain[a:b], {k: v[a:b] for k, v in self.gaps.items()})


@dataclass
class Episode:
    episode: str
    origin: int
    frame: Frame


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _float_or_nan(text):
    text = (text or "").strip()
    return float(text) if text else np.nan


def fill_gaps(x, how="mean"):
    """Fill NaNs of one series. how: 'mean' (the series mean), 'interpolate' (linear between the
    neighbours), 'zero'. Returns the filled copy."""
    x = np.asarray(x, float).copy()
    bad = np.isnan(x)
    if not bad.any():
        return x
    if bad.all():
        return np.zeros_like(x)
    if how == "mean":
        x[bad] = np.nanmean(x)
    elif how == "interpolate":
        idx = np.arange(len(x))
        x[bad] = np.interp(idx[bad], idx[~bad], x[~bad])
    elif how == "zero":
        x[bad] = 0.0
    else:
        raise ValueError("unknown gap filling %r" % how)
    return x


def rain_by_hour(rows, time_column="time_local"):
    """Rain rows -> {hour index: (r1, r2, r3)}. The rain loggers' clock is read like the
    gauges' (timeutil.parse_hour)."""
    out = {}
    for r in rows:
        h = timeutil.parse_hour(r[time_column])
        out[h] = tuple(_float_or_nan(r[c]) for c in RAIN_COLUMNS)
    return out


def assemble(gauge_rows, rain_rows, fill="mean"):
    """Gauge rows (time_utc + GAUGE_COLUMNS) and rain rows -> Frame on the gauge hours."""
    hours = np.array([timeutil.parse_hour(r["time_utc"]) for r in gauge_rows], dtype=np.int64)
    raw = {c: np.array([_float_or_nan(r[c]) for r in gauge_rows]) for c in GAUGE_COLUMNS}
    rain_map = rain_by_hour(rain_rows)
    rain = np.array([rain_map.get(int(h), (0.0, 0.0, 0.0)) for h in hours], float).reshape(-1, 3)
    rain = np.nan_to_num(rain, nan=0.0)
    gaps = {c: np.isnan(v) for c, v in raw.items()}
    filled = {c: fill_gaps(v, fill) for c, v in raw.items()}
    return Frame(hours, filled["stage_a"], filled["stage_b"], filled["q_down"], rain, gaps)


def load_record(data_dir, fill="mean"):
    """The continuous public record as one Frame."""
    g = read_rows(os.path.join(data_dir, RECORD_GAUGES))
    r = read_rows(os.path.join(data_dir, RECORD_RAIN))
    frame = assemble(g, r, fill)
    if not timeutil.contiguous(list(frame.hours)):
        raise ValueError("the gauge record is not hourly-contiguous")
    return frame


def load_episodes(folder, fill="mean"):
    """A folder of forecast episodes -> list of Episode, in the order of origins.csv."""
    gauges = read_rows(os.path.join(folder, "gauges.csv"))
    rain = read_rows(os.path.join(folder, "rain.csv"))
    origins = read_rows(os.path.join(folder, "origins.csv"))
    g_by, r_by = {}, {}
    for row in gauges:
        g_by.setdefault(row["episode"], []).append(row)
    for row in rain:
        r_by.setdefault(row["episode"], []).append(row)
    out = []
    for o in origins:
        eid = o["episode"]
        frame = assemble(g_by[eid], r_by.get(eid, []), fill)
        origin = timeutil.parse_hour(o["origin_utc"])
        if int(frame.hours[-1]) != origin:
            raise ValueError("episode %s: history does not end at its origin" % eid)
        out.append(Episode(eid, origin, frame))
    return out


def load_truth(path):
    """episode,lead,q_down -> {(episode, lead): q}."""
    return {(r["episode"], int(r["lead"])): float(r["q_down"]) for r in read_rows(path)}


def write_forecast(path, rows):
    """rows: (episode, lead, q) -> CSV episode,lead,q_down."""
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["episode", "lead", "q_down"])
        for eid, lead, q in rows:
            w.writerow([eid, int(lead), "%.3f" % q])
