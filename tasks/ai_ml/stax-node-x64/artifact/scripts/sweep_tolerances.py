#!/usr/bin/env python
"""Finer tolerance sweep for Figure 2 (rtol from 1e-2 to 1e-10, half decades).

Re-trains the neural ODE of Table 2 once and evaluates dopri5 at every tolerance; prints one
line per tolerance.  Not part of the tables.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

from nodefit import data as ndata  # noqa: E402
from nodefit import eval as neval  # noqa: E402
from nodefit import models, systems, train  # noqa: E402
from nodefit.utils import config as uconfig  # noqa: E402
from nodefit.utils import io as uio  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--out", default="results/sweep_tolerances.json")
    args = ap.parse_args()
    cfg = uconfig.load_config(args.config)
    d, t = cfg["data"], cfg["train"]
    dataset = systems.make_dataset(d["system"], d["n_train"], d["n_test"], d["t_train"],
                                   d["t_test"], d["dt_obs"], d["noise"], d["seed"], **d["params"])
    st = models.Standardiser.fit(dataset["train"])
    ds = ndata.standardise_dataset(dataset, st)
    field = models.build(dict(cfg["model"], kind="node"), dataset["dt_obs"])
    params, _ = train.fit(field, "node", ds["train_z"], dataset["dt_obs"], t, verbose=False)
    tols = list(10.0 ** -np.arange(2.0, 10.5, 0.5))
    rows = neval.evaluate_node(field, params, ds["test_z"], dataset["dt_obs"], st,
                               dataset["test"], cfg["eval"]["substeps"], tols)
    for r in rows:
        print("%-14s %8s  NFE %6d  MSE %.4e" % (r["solver"], r["rtol"], r["nfe"], r["rollout_mse"]))
    uio.write_json(args.out, {"rows": rows})


if __name__ == "__main__":
    main()
