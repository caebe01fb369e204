#!/usr/bin/env python
"""Table 2: neural ODE vs discrete step map on the damped Duffing oscillator, and the
test-time solver sweep (RK4 on the training grid, dopri5 at three tolerances).

    python run_table2.py                                  # the paper's setting
    python run_table2.py --seed 3 --out results/s3.json   # another data/training seed
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from nodefit import pipeline  # noqa: E402
from nodefit.utils import config as uconfig  # noqa: E402
from nodefit.utils import io as uio  # noqa: E402
from third_party.tabulate_lite import tabulate  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--seed", type=int, default=None,
                    help="overrides data.seed and train.seed")
    ap.add_argument("--out", default="results/table2.json")
    ap.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE",
                    help="config overrides, e.g. train.steps=200")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)

    overrides = list(args.set)
    if args.seed is not None:
        overrides += ["data.seed=%d" % args.seed, "train.seed=%d" % args.seed]
    cfg = uconfig.load_config(args.config, overrides)
    res = pipeline.run(cfg, verbose=not args.quiet)
    res["config"] = cfg

    table = []
    for r in res["rows"]:
        table.append([r["model"], r["solver"], "-" if r["rtol"] is None else "%.0e" % r["rtol"],
                      r["nfe"], "%.4e" % r["rollout_mse"], "%.4e" % r["short_mse"],
                      "%.1f" % r["valid_time"]])
    print()
    print(tabulate(table, ["model", "solver", "rtol", "NFE", "rollout MSE", "MSE@5s",
                           "valid t"]))
    print()
    for name, t in sorted(res["train"].items()):
        print("%-9s final window loss %.4e  (%d parameters, %.1fs)"
              % (name, t["final_window_loss"], t["n_params"], t["wall_s"]))
    uio.write_json(args.out, res)
    print("wrote %s" % args.out)


if __name__ == "__main__":
    main()
