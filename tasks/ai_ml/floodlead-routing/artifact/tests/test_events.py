import numpy as np

from tarrowcast import events, io


def frame_with_two_floods():
    n = 400
    t = np.arange(n, dtype=float)
    q = 5 + 30 * np.exp(-0.5 * ((t - 100) / 6) ** 2) + 20 * np.exp(-0.5 * ((t - 300) / 6) ** 2)
    rain = np.zeros((n, 3))
    rain[85:90] = 4.0
    rain[285:290] = 3.0
    hours = np.arange(n) + 438000
    return io.Frame(hours, q / 10, q / 20, q, rain, {})


def test_two_events():
    f = frame_with_two_floods()
    ev = events.find_events(f, pct=90)
    assert [e.peak for e in ev] == [100, 300]
    assert ev[0].peak_q > ev[1].peak_q
    assert 8 <= ev[0].lag_h <= 16


def test_rising_rows():
    f = frame_with_two_floods()
    ev = events.find_events(f, pct=90)
    m = events.rising_rows(f, ev)
    assert m[95] and m[100] and not m[105]


def test_season():
    f = frame_with_two_floods()
    assert events.season_of(f, 0) in {"winter", "spring", "summer", "autumn"}
