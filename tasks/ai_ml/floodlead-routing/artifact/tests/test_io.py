import numpy as np
import pytest

from tarrowcast import io


def test_fill_mean():
    x = io.fill_gaps([1.0, np.nan, 3.0])
    assert x.tolist() == [1.0, 2.0, 3.0]


def test_fill_interpolate_edges():
    x = io.fill_gaps([np.nan, 2.0, np.nan, 4.0, np.nan], "interpolate")
    assert x.tolist() == [2.0, 2.0, 3.0, 4.0, 4.0]


def test_fill_zero_and_all_missing():
    assert io.fill_gaps([np.nan, 1.0], "zero").tolist() == [0.0, 1.0]
    assert io.fill_gaps([np.nan, np.nan]).tolist() == [0.0, 0.0]


def test_fill_unknown():
    with pytest.raises(ValueError):
        io.fill_gaps([np.nan, 1.0], "median")


def test_load_episodes(episodes_dir):
    eps = io.load_episodes(episodes_dir)
    assert [e.episode for e in eps] == ["x1", "x2"]
    assert len(eps[0].frame) == 4
    assert eps[1].frame.gaps["stage_a"].tolist() == [False, False, False, True]
    assert not np.isnan(eps[1].frame.stage_a).any()


def test_episode_origin_mismatch(episodes_dir, tmp_path):
    import os
    import shutil
    d = tmp_path / "bad"
    shutil.copytree(episodes_dir, d)
    (d / "origins.csv").write_text("episode,origin_utc\nx1,2023-01-01T02:00Z\n")
    with pytest.raises(ValueError):
        io.load_episodes(str(d))
    assert os.path.exists(d / "gauges.csv")


def test_write_forecast(tmp_path):
    p = tmp_path / "out" / "f.csv"
    io.write_forecast(str(p), [("x1", 1, 1.23456), ("x1", 2, 2.0)])
    assert p.read_text().splitlines() == ["episode,lead,q_down", "x1,1,1.235", "x1,2,2.000"]


def test_record_loads(root):
    import os
    f = io.load_record(os.path.join(root, "data"))
    assert len(f) > 26000
    assert f.rain.shape == (len(f), 3)
    assert not np.isnan(f.q_down).any()
