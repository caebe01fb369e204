#!/usr/bin/env python3
"""Table 2 of the paper: forecast accuracy of five kernels on the tide-gauge record.

    python3 experiments/table2.py                       # the paper's table
    python3 experiments/table2.py --config experiments/configs/table2_quick.yaml
    python3 experiments/table2.py --data other.csv --out results/other.json

Writes a JSON file with one row per kernel (RMSE and NLPD on the held-out last
20% of the record, 95% interval coverage, optimised NLML per training point).
"""
import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import numpy as np  # noqa: E402
import yaml  # noqa: E402

from gpkern import GPRegression, _config, make_kernel  # noqa: E402
from gpkern import metrics  # noqa: E402
from gpkern.data import forecast_split, interpolation_split, load_csv, thin  # noqa: E402
from gpkern.vendor.tabulate_lite import tabulate  # noqa: E402


def run(cfg, data_path=None, out_path=None):
    x, y = load_csv(data_path or cfg["data"])
    if cfg.get("subsample"):
        x, y = thin(x, y, int(cfg["subsample"]), seed=0)
    split_cfg = cfg.get("split", {"kind": "forecast"})
    if split_cfg.get("kind", "forecast") == "forecast":
        sp = forecast_split(x, y, split_cfg.get("train_fraction", 0.8))
    else:
        sp = interpolation_split(x, y, split_cfg.get("every", 5))
    n_tr, n_te = sp.sizes
    print(f"data: {data_path or cfg['data']}  train={n_tr} test={n_te}")
    print(f"settings: {_config.describe()}")

    rows = []
    for kspec in cfg["kernels"]:
        t0 = time.time()
        gp = GPRegression(make_kernel(kspec), noise=cfg.get("noise_init", 0.1))
        gp.fit(sp.x_train, sp.y_train)
        mean, var = gp.predict(sp.x_test)
        row = {
            "kernel": kspec["name"],
            "rmse": round(metrics.rmse(sp.y_test, mean), 4),
            "nlpd": round(metrics.nlpd(sp.y_test, mean, var), 4),
            "coverage95": round(metrics.coverage(sp.y_test, mean, var), 4),
            "nlml_per_point": round(gp.nlml_, 4),
            "noise_sd": round(float(np.sqrt(gp.noise)) * gp._ystd, 4),
            "best_start": min(gp.history_, key=lambda h: h["nlml"])["start"] if gp.history_ else 0,
            "seconds": round(time.time() - t0, 1),
        }
        rows.append(row)
        print(f"  {kspec['name']:<12s} {gp.kernel.describe()}", file=sys.stderr)

    cols = ["kernel", "rmse", "nlpd", "coverage95", "nlml_per_point"]
    print(tabulate([[r[c] for c in cols] for r in rows], headers=cols, floatfmt=".4f"))

    out_path = out_path or cfg.get("out") or os.path.join(_config.RESULTS_DIR, "table2.json")
    os.makedirs(os.path.dirname(out_path) or ".", exist_ok=True)
    with open(out_path, "w") as f:
        json.dump({"n_train": n_tr, "n_test": n_te, "settings": _config.describe(),
                   "rows": rows}, f, indent=2)
    print(f"wrote {out_path}")
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", default=os.path.join(HERE, "configs", "table2.yaml"))
    ap.add_argument("--data", default=None, help="CSV file (default: the config's)")
    ap.add_argument("--out", default=None, help="output JSON (default: the config's)")
    a = ap.parse_args(argv)
    with open(a.config) as f:
        cfg = yaml.safe_load(f)
    run(cfg, a.data, a.out)


if __name__ == "__main__":
    main()
