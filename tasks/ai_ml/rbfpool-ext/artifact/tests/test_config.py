import os

from rbfpool.utils.config import apply_overrides, get, load_config

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_paper_config_inherits_defaults():
    cfg = load_config(os.path.join(ROOT, "configs", "paper.yaml"))
    assert cfg["experiment"] == "table2"
    assert cfg["data"]["seed"] == 2024
    assert cfg["data"]["n_points"] == 64          # from default.yaml
    assert len(cfg["model"]["blocks"]) == 2


def test_overrides():
    cfg = {"train": {"epochs": 10}}
    apply_overrides(cfg, ["train.epochs=2", "model.head_dim=16", "amp=false"])
    assert cfg["train"]["epochs"] == 2
    assert get(cfg, "model.head_dim") == 16
    assert cfg["amp"] is False


def test_get_default():
    assert get({"a": {"b": 1}}, "a.c", 5) == 5
