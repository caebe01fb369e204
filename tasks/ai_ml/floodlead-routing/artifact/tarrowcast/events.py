"""Flood events in the record: independent peaks over a threshold, their rising limbs and the rain
that caused them. Used for the event tables of the reports (tools/event_report.py)."""
from dataclasses import dataclass

import numpy as np

from . import timeutil


@dataclass
class Event:
    start: int          # row index where the rise begins
    peak: int           # row index of the peak
    end: int            # row index where the recession falls below the threshold again
    peak_q: float
    rain_mm: float      # basin-mean rain of the 72 h before the peak
    lag_h: int          # hours from the rain's centroid to the peak

    def describe(self, frame):
        return "%s peak %.1f m3/s, %d h rise, %.0f mm rain, lag %d h" % (
            timeutil.format_hour(frame.hours[self.peak]), self.peak_q, self.peak - self.start,
            self.rain_mm, self.lag_h)


def threshold(q, pct=95.0):
    return float(np.nanpercentile(q, pct))


def find_events(frame, pct=95.0, separation=48):
    """Peaks of q_down above the pct percentile, at least `separation` hours apart."""
    q = frame.q_down
    thr = threshold(q, pct)
    above = q > thr
    events = []
    i, n = 0, len(q)
    while i < n:
        if not above[i]:
            i += 1
            continue
        j = i
        while j < n and above[j]:
            j += 1
        peak = i + int(np.argmax(q[i:j]))
        if events and peak - events[-1].peak < separation:
            if q[peak] > events[-1].peak_q:
                events[-1] = _event(frame, peak, thr)
        else:
            events.append(_event(frame, peak, thr))
        i = j
    return events


def _event(frame, peak, thr):
    q = frame.q_down
    start = peak
    while start > 0 and q[start - 1] < q[start]:
        start -= 1
    end = peak
    while end < len(q) - 1 and q[end] > thr:
        end += 1
    a = max(0, peak - 72)
    basin = frame.rain[a:peak + 1].mean(axis=1)
    total = float(basin.sum())
    if total > 0:
        centroid = float(np.sum(np.arange(a, peak + 1) * basin) / total)
        lag = int(round(peak - centroid))
    else:
        lag = -1
    return Event(start, peak, end, float(q[peak]), total, lag)


def rising_rows(frame, events):
    """Boolean mask of the rows on a rising limb of one of the events."""
    m = np.zeros(len(frame), bool)
    for e in events:
        m[e.start:e.peak + 1] = True
    return m


def season_of(frame, row):
    doy, _ = timeutil.hour_of_year(frame.hours[row])
    return "winter" if doy < 80 or doy >= 355 else "spring" if doy < 172 else "summer" if doy < 266 else "autumn"
