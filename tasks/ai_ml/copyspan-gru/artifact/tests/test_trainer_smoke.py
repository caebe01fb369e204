import json
import os

import pytest

from copyspan.config import load_config


@pytest.mark.slow
def test_debug_run(tiny_corpus, tmp_path, root, monkeypatch):
    from copyspan.engine.trainer import Trainer, write_result
    cfg = load_config(os.path.join(root, "configs", "experiments", "debug.yaml"),
                      ["data.root=%s" % tiny_corpus])
    t = Trainer(cfg, run_dir=str(tmp_path / "run"))
    t.fit()
    r = t.test()
    out = tmp_path / "r.json"
    write_result(str(out), r)
    with open(out) as f:
        back = json.load(f)
    assert 0.0 <= back["token_acc"] <= 1.0
    assert back["steps"] == 4
