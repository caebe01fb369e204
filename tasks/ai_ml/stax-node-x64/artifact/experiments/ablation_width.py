#!/usr/bin/env python
"""Hidden-width ablation (appendix): rollout MSE of the neural ODE against width."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from nodefit import data as ndata  # noqa: E402
from nodefit import eval as neval  # noqa: E402
from nodefit import models, systems, train  # noqa: E402
from nodefit.utils import config as uconfig  # noqa: E402
from nodefit.utils import io as uio  # noqa: E402


def run(system, width, depth, config):
    cfg = uconfig.load_config(config, ["data.system=%s" % system,
                                       "model.hidden=%s" % ([width] * depth)])
    if system != "duffing":
        cfg["data"]["params"] = {}
    d = cfg["data"]
    dataset = systems.make_dataset(d["system"], d["n_train"], d["n_test"], d["t_train"],
                                   d["t_test"], d["dt_obs"], d["noise"], d["seed"], **d["params"])
    st = models.Standardiser.fit(dataset["train"])
    ds = ndata.standardise_dataset(dataset, st)
    field = models.build(dict(cfg["model"], kind="node"), dataset["dt_obs"])
    params, info = train.fit(field, "node", ds["train_z"], dataset["dt_obs"], cfg["train"],
                             verbose=False)
    rows = neval.evaluate_node(field, params, ds["test_z"], dataset["dt_obs"], st,
                               dataset["test"], cfg["eval"]["substeps"], [1e-6])
    return {"system": system, "width": width, "depth": depth,
            "n_params": models.count_params(params),
            "final_window_loss": info["final_window_loss"],
            "rollout_mse": rows[-1]["rollout_mse"], "nfe": rows[-1]["nfe"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--system", default="duffing")
    ap.add_argument("--width", type=int, nargs="*", default=[16, 32, 48, 64, 96, 128])
    ap.add_argument("--depth", type=int, default=2)
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--out", default="results/ablation_width.json")
    args = ap.parse_args()
    out = []
    for w in args.width:
        r = run(args.system, w, args.depth, args.config)
        print("width %4d  params %6d  loss %.3e  MSE %.3e  NFE %d"
              % (w, r["n_params"], r["final_window_loss"], r["rollout_mse"], r["nfe"]))
        out.append(r)
    uio.write_json(args.out, out)


if __name__ == "__main__":
    main()
