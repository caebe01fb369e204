#!/usr/bin/env python
"""Train and evaluate one experiment.

    python train.py --config configs/experiments/table2_warmstart.yaml [--opts key=value ...]

Writes the final metrics to ``train.out`` of the config (results/<name>.json by default) and the
run directory (checkpoints, history, train.log) to ``runs/<name>``.
"""
import argparse
import os
import sys

from copyspan.config import load_config, save_config
from copyspan.engine.trainer import Trainer, write_result
from copyspan.utils.logging import setup_logging


def main(argv=None):
    ap = argparse.ArgumentParser(description="train one copyspan experiment")
    ap.add_argument("--config", required=True)
    ap.add_argument("--opts", nargs="*", default=[], help="overrides key=value (YAML values)")
    ap.add_argument("--run-dir", default=None)
    a = ap.parse_args(argv)

    cfg = load_config(a.config, a.opts)
    run_dir = a.run_dir or os.path.join("runs", cfg.name)
    setup_logging(run_dir)
    save_config(cfg, os.path.join(run_dir, "config.yaml"))

    trainer = Trainer(cfg, run_dir=run_dir)
    trainer.fit()
    result = trainer.test()
    out = cfg.train.get("out") or os.path.join("results", cfg.name + ".json")
    write_result(out, result)
    print("%s: %s token_acc=%.4f tail_acc=%.4f (%s)" % (cfg.name, result["split"], result["token_acc"],
                                                       result.get("tail_acc", float("nan")), out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
