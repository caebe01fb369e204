import os

from tarrowcast import config, io, pipeline, validate


def test_forecast_sample_episodes(root, tmp_path):
    os.chdir(root)
    cfg = config.load("configs/debug.toml")
    out = tmp_path / "f.csv"
    res = pipeline.run(cfg, "data/sample_episodes", str(out), "data/sample_truth.csv", verbose=False)
    rows = io.read_rows(str(out))
    assert len(rows) == 12 * res["episodes"]
    assert res["rmse"] > 0


def test_sample_episodes_valid(root):
    assert validate.problems(os.path.join(root, "data", "sample_episodes")) == []


def test_validate_missing(tmp_path):
    assert validate.problems(str(tmp_path)) == ["missing gauges.csv", "missing rain.csv", "missing origins.csv"]
