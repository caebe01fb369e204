import os

import pytest

from rffbench.data import load_logs, log_files, read_log, summary

from conftest import ROOT


def test_reads_every_file(toy_logs):
    df = load_logs(toy_logs)
    assert len(df) == 40
    assert set(df["site"]) == {"a", "b"}


def test_cache_roundtrip(toy_logs, tmp_path):
    path = log_files(toy_logs)[0]
    first = read_log(path, str(tmp_path / "cache"))
    second = read_log(path, str(tmp_path / "cache"))
    assert first.equals(second)
    assert len(os.listdir(str(tmp_path / "cache"))) == 1


def test_missing_dir_is_an_error(tmp_path):
    with pytest.raises(IOError):
        load_logs(str(tmp_path / "nothing"))


def test_turbine_logs_shipped():
    df = load_logs(os.path.join(ROOT, "data", "turbine"))
    assert len(df) == 2000
    assert sorted(df["site"].unique()) == ["east", "north", "south", "west"]
    s = summary(df, "power", ["site"])
    assert set(s["kind"]) == {"numeric", "categorical", "target"}
