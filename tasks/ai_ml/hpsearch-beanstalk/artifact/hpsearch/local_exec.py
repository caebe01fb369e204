"""Run a successive-halving search in this process, without a broker.

Used by the smoke test and by the unit tests; the paper's numbers come from the queue-backed run
(run_search.sh), whose workers are separate processes. Given the same configurations the two give
the same ranking, because a trial's result depends only on its config, epochs and seed.
"""
import logging
import time

from . import space
from .halving import SuccessiveHalving
from .model import final_fit, train_trial

log = logging.getLogger("hpsearch.local")


def run_local(data, n_configs, seed, eta=3, min_epochs=1, n_rungs=4, final_epochs=None,
              progress=None):
    configs = space.sample(n_configs, seed)
    sh = SuccessiveHalving(configs, min_epochs, eta, n_rungs)
    t0 = time.monotonic()
    while True:
        epochs = sh.epochs()
        for t in sh.pending():
            cfg = sh.configs[t]
            sh.report(t, train_trial(data, cfg, epochs, cfg["seed"]))
            if progress:
                progress(sh.rung, t)
        log.info("rung %d: %d results at %d epochs", sh.rung, len(sh.results[-1]), epochs)
        if len(sh.rungs) >= sh.n_rungs:
            break
        sh.promote()
    best = sh.best()
    cfg = sh.configs[best["trial"]]
    final = final_fit(data, cfg, final_epochs or sh.epochs(), cfg["seed"])
    return {"sh": sh, "best": best, "config": cfg, "final": final,
            "seconds": time.monotonic() - t0}
