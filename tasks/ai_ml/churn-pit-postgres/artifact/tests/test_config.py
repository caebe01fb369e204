import pytest

from churnpit import config


def test_load_and_env_override(tmp_path, monkeypatch):
    ini = tmp_path / "db.ini"
    ini.write_text("[database]\nhost = db\nport = 5432\ndbname = churn\nuser = u\npassword = p\n")
    monkeypatch.setenv("CHURNPIT_DB_PORT", "6543")
    params = config.load(str(ini))
    assert params["host"] == "db" and params["port"] == "6543"
    assert "password" not in config.describe(params)


def test_unknown_key_is_an_error(tmp_path):
    ini = tmp_path / "db.ini"
    ini.write_text("[database]\nhost = db\ndatabase = churn\n")
    with pytest.raises(KeyError):
        config.load(str(ini))


def test_missing_file(tmp_path):
    with pytest.raises(FileNotFoundError):
        config.load(str(tmp_path / "nope.ini"))
