import os

import pytest

from copyspan.config import Config, load_config, merge, parse_override


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return str(path)


def test_merge_recursive():
    a = {"train": {"epochs": 4, "amp": True}, "seed": 1}
    b = {"train": {"epochs": 2}}
    assert merge(a, b) == {"train": {"epochs": 2, "amp": True}, "seed": 1}


def test_delete_key():
    a = {"optim": {"type": "sgd", "momentum": 0.9}}
    b = {"optim": {"_delete_": True, "type": "adamw"}}
    assert merge(a, b) == {"optim": {"type": "adamw"}}


def test_base_chain(tmp_path):
    write(tmp_path / "a.yaml", "x: 1\ny: {p: 1, q: 2}\n")
    write(tmp_path / "b.yaml", "_base_: a.yaml\ny: {q: 3}\n")
    c = write(tmp_path / "c.yaml", "_base_: [b.yaml]\nz: 5\n")
    cfg = load_config(c)
    assert cfg.x == 1 and cfg.y.p == 1 and cfg.y.q == 3 and cfg.z == 5


def test_later_base_wins(tmp_path):
    write(tmp_path / "a.yaml", "v: a\n")
    write(tmp_path / "b.yaml", "v: b\n")
    c = write(tmp_path / "c.yaml", "_base_: [a.yaml, b.yaml]\n")
    assert load_config(c).v == "b"


def test_cycle(tmp_path):
    write(tmp_path / "a.yaml", "_base_: b.yaml\n")
    write(tmp_path / "b.yaml", "_base_: a.yaml\n")
    with pytest.raises(ValueError):
        load_config(str(tmp_path / "a.yaml"))


def test_overrides_are_yaml(tmp_path):
    c = write(tmp_path / "c.yaml", "train: {epochs: 4}\n")
    cfg = load_config(c, ["train.epochs=2", "optim.lr=0.003", "data.source=local", "warm_start.prefix_map={'m.': ''}"])
    assert cfg.train.epochs == 2
    assert cfg.optim.lr == pytest.approx(0.003)
    assert cfg.data.source == "local"
    assert cfg.warm_start.prefix_map == {"m.": ""}


def test_parse_override_errors():
    with pytest.raises(ValueError):
        parse_override("no-equals-sign")
    assert parse_override("a.b=") == ("a.b", "")


def test_attribute_access():
    c = Config({"a": {"b": [{"c": 1}]}})
    assert c.a.b[0].c == 1
    with pytest.raises(AttributeError):
        c.missing
    c.set_path("x.y.z", 3)
    assert c.get_path("x.y.z") == 3 and c.get_path("x.nope", 7) == 7


def test_experiment_configs_load(root):
    exp = os.path.join(root, "configs", "experiments")
    for name in sorted(os.listdir(exp)):
        cfg = load_config(os.path.join(exp, name))
        assert "name" in cfg and "model" in cfg and "data" in cfg, name
