import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from nodefit.utils import config as uconfig  # noqa: E402


def test_paper_config_overrides_default():
    cfg = uconfig.load_config(os.path.join(ROOT, "configs", "paper.yaml"))
    assert cfg["data"]["system"] == "duffing"
    assert cfg["data"]["params"] == {"delta": 0.15, "alpha": -1.0, "beta": 1.0}
    assert cfg["model"]["kind"] == "node"


def test_cli_overrides():
    cfg = uconfig.load_config(os.path.join(ROOT, "configs", "paper.yaml"),
                              ["train.steps=10", "eval.tolerances=[0.1]"])
    assert cfg["train"]["steps"] == 10
    assert cfg["eval"]["tolerances"] == [0.1]
