"""Fit exact and approximate kernel ridge regression and tabulate test RMSE."""
import time

import numpy as np
import pandas as pd
from sklearn.kernel_ridge import KernelRidge
from sklearn.linear_model import Ridge
from sklearn.metrics import mean_squared_error
from sklearn.model_selection import train_test_split

from .data import load_logs, log_files
from .features import Preprocessor, make_approximation


def rmse(y_true, y_pred):
    return mean_squared_error(y_true, y_pred, squared=False)


def prepare(cfg, log=print):
    """Load the logs of cfg['data'], split them and map them to kernel inputs."""
    d = cfg["data"]
    df = load_logs(d["dir"], d.get("pattern", "*.csv"), cfg["paths"]["cache_dir"])
    train, test = train_test_split(df, test_size=d["test_size"], random_state=d["split_seed"])
    prep = Preprocessor(d["target"], d["categorical"], cfg["preprocess"]["robust"]).fit(train)
    log("data: %s (%d logs, %d samples; %d train / %d test)" % (
        d["dir"], len(log_files(d["dir"], d.get("pattern", "*.csv"))), len(df), len(train), len(test)))
    log("inputs (%d): %s" % (len(prep.input_names()), " ".join(prep.input_names())))
    Xtr, Xte = prep.transform(train), prep.transform(test)
    ytr, yte = train[d["target"]].values, test[d["target"]].values
    return Xtr, Xte, ytr, yte


def run_table(cfg, log=print):
    Xtr, Xte, ytr, yte = prepare(cfg, log)
    k = cfg["kernel"]

    table = pd.DataFrame(columns=["method", "components", "rmse_mean", "rmse_std", "fit_seconds"])
    t0 = time.time()
    exact = KernelRidge(kernel="rbf", gamma=k["gamma"], alpha=k["alpha"]).fit(Xtr, ytr)
    table = table.append({"method": "exact", "components": len(Xtr),
                          "rmse_mean": rmse(yte, exact.predict(Xte)), "rmse_std": 0.0,
                          "fit_seconds": time.time() - t0}, ignore_index=True)
    log("exact KRR: rmse %.6f" % table["rmse_mean"].iloc[-1])
    for method in cfg["methods"]:
        for m in cfg["components"]:
            scores, t0 = [], time.time()
            for rep in range(cfg["repeats"]):
                approx = make_approximation(method, m, k["gamma"], seed=cfg["approx_seed"] + rep)
                Ztr = approx.fit_transform(Xtr)
                model = Ridge(alpha=k["alpha"], fit_intercept=False).fit(Ztr, ytr)
                scores.append(rmse(yte, model.predict(approx.transform(Xte))))
            table = table.append({"method": method, "components": m,
                                  "rmse_mean": float(np.mean(scores)), "rmse_std": float(np.std(scores)),
                                  "fit_seconds": (time.time() - t0) / cfg["repeats"]}, ignore_index=True)
            log("%-9s m=%-5d rmse %.6f +- %.6f" % (method, m, np.mean(scores), np.std(scores)))
    table["components"] = table["components"].astype(np.int)
    return table
