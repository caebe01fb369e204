"""The experiment of Table 2, as a function of a config (used by run_table2.py)."""
import time

import jax
import numpy as np

from nodefit import data as ndata
from nodefit import eval as neval
from nodefit import models, systems, train
from nodefit.utils import logging as ulog


def run(cfg, verbose=True):
    t_start = time.time()
    dcfg, mcfg, tcfg, ecfg = cfg["data"], cfg["model"], cfg["train"], cfg["eval"]
    dataset = systems.make_dataset(dcfg["system"], dcfg["n_train"], dcfg["n_test"],
                                   dcfg["t_train"], dcfg["t_test"], dcfg["dt_obs"],
                                   dcfg["noise"], dcfg["seed"], **dcfg.get("params", {}))
    if verbose:
        ulog.log(ndata.describe(dataset))
    standardiser = models.Standardiser.fit(dataset["train"])
    ds = ndata.standardise_dataset(dataset, standardiser)
    dt = dataset["dt_obs"]
    results = {"rows": [], "train": {}}

    # --- neural ODE --------------------------------------------------------------------
    node_cfg = dict(mcfg, kind="node")
    field = models.build(node_cfg, dt)
    if verbose:
        ulog.log("training neural ODE (%d steps)" % tcfg["steps"])
    params, info = train.fit(field, "node", ds["train_z"], dt, tcfg, verbose)
    results["train"]["node"] = {"final_window_loss": info["final_window_loss"],
                                "n_params": models.count_params(params),
                                "wall_s": round(info["wall_s"], 2)}
    results["rows"] += neval.evaluate_node(field, params, ds["test_z"], dt, standardiser,
                                           dataset["test"], ecfg["substeps"],
                                           ecfg["tolerances"], ecfg.get("max_steps", 50000))

    # --- discrete-time baseline --------------------------------------------------------
    disc_cfg = dict(mcfg, kind="discrete")
    step_map = models.build(disc_cfg, dt)
    if verbose:
        ulog.log("training discrete step map (%d steps)" % tcfg["steps"])
    dparams, dinfo = train.fit(step_map, "discrete", ds["train_z"], dt, tcfg, verbose)
    results["train"]["discrete"] = {"final_window_loss": dinfo["final_window_loss"],
                                    "n_params": models.count_params(dparams),
                                    "wall_s": round(dinfo["wall_s"], 2)}
    results["rows"] += neval.evaluate_discrete(step_map, dparams, ds["test_z"], dt,
                                               standardiser, dataset["test"])
    results["wall_s"] = round(time.time() - t_start, 1)
    return results
