import pytest

from meterboost import config


def test_production_config():
    cfg = config.load("configs/scoring.toml")
    assert cfg.scoring.engine == "python"
    assert cfg.output.decimals == 9


def test_unknown_key_is_an_error(tmp_path):
    p = tmp_path / "c.toml"
    p.write_text("[scoring]\nthreads = 4\n")
    with pytest.raises(ValueError):
        config.load(p)
