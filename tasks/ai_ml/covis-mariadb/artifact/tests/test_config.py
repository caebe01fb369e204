import pytest

pytest.importorskip("yaml")

from covis import config  # noqa: E402


def test_paper_config_loads():
    cfg = config.load("configs/paper.yaml", env={})
    assert cfg["features"]["window"] == 3
    assert cfg["eval"]["cutoff"] == 10


def test_env_override():
    cfg = config.load("configs/paper.yaml", env={"COVIS_DB_SOCKET": "/x.sock", "COVIS_DB_PORT": "3310"})
    assert cfg["db"]["unix_socket"] == "/x.sock"
    assert cfg["db"]["port"] == 3310


def test_unknown_key_rejected(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text("features:\n  windw: 3\n")
    with pytest.raises(config.ConfigError):
        config.load(str(p), env={})


def test_cutoff_larger_than_candidates_rejected(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text("eval:\n  cutoff: 500\n")
    with pytest.raises(config.ConfigError):
        config.load(str(p), env={})
