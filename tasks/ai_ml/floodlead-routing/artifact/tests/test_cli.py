import os

from tarrowcast import cli


def test_describe(root, capsys):
    os.chdir(root)
    assert cli.main(["describe", "--config", "configs/debug.toml"]) == 0
    out = capsys.readouterr().out
    assert "ridge(alpha=10.0)" in out and "stage_a" in out


def test_forecast_check_rejects_bad_folder(root, tmp_path, capsys):
    os.chdir(root)
    assert cli.main(["forecast", "--config", "configs/debug.toml", "--episodes", str(tmp_path), "--check"]) == 2
    assert "missing gauges.csv" in capsys.readouterr().err


def test_forecast_writes(root, tmp_path):
    os.chdir(root)
    out = tmp_path / "f.csv"
    assert cli.main(["forecast", "--config", "configs/debug.toml", "--out", str(out), "--quiet"]) == 0
    assert out.read_text().startswith("episode,lead,q_down\n")
