import os

import pytest

from lbmflow import config


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    for k in list(os.environ):
        if k.startswith("LBMFLOW_"):
            monkeypatch.delenv(k)
    return tmp_path


def test_defaults(elsewhere):
    s = config.load()
    assert s == config.DEFAULTS
    assert s is not config.DEFAULTS


def test_rc_layers(elsewhere):
    (elsewhere / "home").mkdir()
    (elsewhere / "home" / ".lbmflowrc").write_text("[solver]\ntol = 1e-8\ncheck_every = 10\n")
    (elsewhere / "lbmflowrc").write_text("[solver]\ncheck_every = 50\n")
    s = config.load()
    assert s["solver"]["tol"] == 1e-8
    assert s["solver"]["check_every"] == 50


def test_environment(elsewhere, monkeypatch):
    monkeypatch.setenv("LBMFLOW_OUTPUT_DIGITS", "8")
    monkeypatch.setenv("LBMFLOW_OUTPUT_FIGURES", "yes")
    s = config.load()
    assert s["output"]["digits"] == 8
    assert s["output"]["figures"] is True


def test_overrides(elsewhere):
    s = config.load({"solver.maxit": "1000", "solver.tol": "1d-9"})
    assert s["solver"]["maxit"] == 1000
    assert s["solver"]["tol"] == 1e-9
    with pytest.raises(KeyError):
        config.load({"solver.nosuchkey": 1})


def test_describe(elsewhere):
    lines = config.describe(config.load())
    assert lines[0].startswith("[output]")
    assert "tol=1e-10" in lines[1]
