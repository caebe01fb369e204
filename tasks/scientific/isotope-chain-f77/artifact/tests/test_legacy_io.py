import math
import os

import pytest

from chainlib.legacy_io import read_log, write_log

HERE = os.path.dirname(os.path.abspath(__file__))
PILOT = os.path.join(os.path.dirname(HERE), "logs", "pilot_2005-11.log")


def test_pilot_log_header():
    header, rows = read_log(PILOT)
    assert header == {"n": 200, "nreal": 48, "conc": 0.30, "seed": 20050911}
    assert [r["ratio"] for r in rows] == [1.25, 1.5, 2.0, 3.0, 4.0, 6.0]


def test_pilot_log_nan_onset():
    _, rows = read_log(PILOT)
    assert math.isnan(rows[0]["omega_loc"])
    assert all(not math.isnan(r["omega_loc"]) for r in rows[1:])


def test_round_trip(tmp_path):
    header = {"n": 400, "nreal": 24, "conc": 0.3, "seed": None}
    rows = [{"ratio": 2.0, "heavy_frac": 0.3, "mean_pr": 0.1354, "loc_frac": 0.506,
             "omega_max": 1.989, "omega_loc": float("nan")}]
    path = tmp_path / "x.log"
    write_log(str(path), header, rows)
    h2, r2 = read_log(str(path))
    assert h2 == header
    assert r2[0]["mean_pr"] == pytest.approx(0.1354)
    assert math.isnan(r2[0]["omega_loc"])


def test_comment_and_timing_lines_are_skipped(tmp_path):
    path = tmp_path / "y.log"
    path.write_text("# census  N=100 NREAL=2 CONC=0.10\n# wall 0:01\n"
                    "r=1.50  hf=0.1000  pr=0.5000\nreal 0m1.2s\n")
    header, rows = read_log(str(path))
    assert header["seed"] is None
    assert rows == [{"ratio": 1.5, "heavy_frac": 0.1, "mean_pr": 0.5}]
