#!/usr/bin/env python
"""Quick installation check (about a minute on a laptop CPU).

Trains both models for a few hundred steps on the development setting (configs/default.yaml),
checks that the loss goes down and that the two solvers agree on the trained field, and writes
results/smoke.json.  If this passes, the installation is fine.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

from nodefit import data as ndata  # noqa: E402
from nodefit import models, solvers, systems, train  # noqa: E402
from nodefit.utils import config as uconfig  # noqa: E402
from nodefit.utils import io as uio  # noqa: E402


def main():
    cfg = uconfig.load_config(os.path.join(ROOT, "configs", "default.yaml"),
                              ["train.steps=200", "train.log_every=50"])
    d = cfg["data"]
    dataset = systems.make_dataset(d["system"], d["n_train"], d["n_test"], d["t_train"],
                                   d["t_test"], d["dt_obs"], d["noise"], d["seed"], **d["params"])
    print(ndata.describe(dataset))
    st = models.Standardiser.fit(dataset["train"])
    ds = ndata.standardise_dataset(dataset, st)
    field = models.build(cfg["model"], dataset["dt_obs"])
    params, info = train.fit(field, "node", ds["train_z"], dataset["dt_obs"], cfg["train"])
    first = info["history"][0][1]
    final = info["final_window_loss"]
    print("loss: first logged %.4e, final (EMA, all windows) %.4e" % (first, final))
    ok_loss = final < 0.5 * first

    z0 = jnp.asarray(ds["test_z"][0])
    n = 40
    ref = solvers.rk4_rollout(field, params, z0, n, dataset["dt_obs"], 10)
    ts = dataset["dt_obs"] * jnp.arange(1, n + 1)
    ys, stats = solvers.dopri5(field, params, z0, ts, rtol=1e-5, atol=1e-5)
    gap = float(np.max(np.abs(np.asarray(ys) - np.asarray(ref))))
    print("dopri5 vs fine RK4: max abs difference %.2e (NFE %d)" % (gap, int(stats["nfe"])))
    ok_solver = gap < 1e-3 and bool(stats["completed"])

    uio.write_json(os.path.join(ROOT, "results", "smoke.json"),
                   {"first_loss": first, "final_loss": final, "solver_gap": gap,
                    "nfe": int(stats["nfe"]), "ok": bool(ok_loss and ok_solver)})
    if ok_loss and ok_solver:
        print("SMOKE TEST PASSED")
        return 0
    print("SMOKE TEST FAILED (loss ok: %s, solvers agree: %s)" % (ok_loss, ok_solver))
    return 1


if __name__ == "__main__":
    sys.exit(main())
