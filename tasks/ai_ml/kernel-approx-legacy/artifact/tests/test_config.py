import os

from rffbench.config import BASE, deep_merge, describe, load_config

from conftest import ROOT


def test_deep_merge_keeps_untouched_keys():
    base = {"kernel": {"gamma": 0.2, "alpha": 0.01}, "repeats": 3}
    out = deep_merge(base, {"kernel": {"gamma": 0.5}})
    assert out == {"kernel": {"gamma": 0.5, "alpha": 0.01}, "repeats": 3}
    assert base["kernel"]["gamma"] == 0.2


def test_table2_config():
    cfg = load_config(os.path.join(ROOT, "configs", "table2.yaml"))
    assert cfg["components"] == [25, 100, 400, 1000]
    assert cfg["kernel"] == {"gamma": 0.2, "alpha": 0.01}
    assert cfg["data"]["dir"] == os.path.join(ROOT, "data", "turbine")
    assert cfg["name"] == "table2"


def test_relative_dir_follows_the_file(tmp_path):
    path = tmp_path / "exp.yaml"
    path.write_text(u"data:\n  dir: logs\n")
    cfg = load_config(str(path))
    assert cfg["data"]["dir"] == str(tmp_path / "logs")
    assert os.path.exists(BASE)


def test_describe_lists_every_leaf():
    text = describe({"a": {"b": 1}, "c": [1, 2]})
    assert text.splitlines() == ["a.b = 1", "c = [1, 2]"]
