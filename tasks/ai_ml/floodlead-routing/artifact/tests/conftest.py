import os
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tarrowcast import io  # noqa: E402


@pytest.fixture(scope="session")
def root():
    return ROOT


@pytest.fixture
def small_frame():
    """Ten days of a made-up hourly record: a flood wave from A and B, rain the day before."""
    n = 240
    hours = np.arange(n) + 438000
    t = np.arange(n, dtype=float)
    qa = 5 + 20 * np.exp(-0.5 * ((t - 100) / 8) ** 2)
    qb = 2 + 10 * np.exp(-0.5 * ((t - 96) / 6) ** 2)
    q = 8 + 20 * np.exp(-0.5 * ((t - 112) / 9) ** 2) + 10 * np.exp(-0.5 * ((t - 116) / 7) ** 2)
    rain = np.zeros((n, 3))
    rain[80:88] = [2.0, 3.0, 1.0]
    return io.Frame(hours, 0.4 + qa / 20, 0.2 + qb / 10, q, rain, {})


@pytest.fixture
def episodes_dir(tmp_path):
    """Two tiny episodes in the folder format (4 hours each)."""
    d = tmp_path / "eps"
    d.mkdir()
    (d / "origins.csv").write_text("episode,origin_utc\nx1,2023-01-01T03:00Z\nx2,2023-06-01T03:00Z\n")
    g = ["episode,time_utc,stage_a,stage_b,q_down"]
    r = ["episode,time_local,r1,r2,r3"]
    for eid, day, local in (("x1", "2023-01-01", "2023-01-01"), ("x2", "2023-06-01", "2023-06-01")):
        for h in range(4):
            g.append("%s,%sT%02d:00Z,1.0%d,0.8,%d.5" % (eid, day, h, h, 10 + h))
            r.append("%s,%s %02d:00,0.%d,0.0,0.2" % (eid, local, h, h))
    g[-1] = "x2,2023-06-01T03:00Z,,,13.5"
    (d / "gauges.csv").write_text("\n".join(g) + "\n")
    (d / "rain.csv").write_text("\n".join(r) + "\n")
    return str(d)
