"""Asynchronous successive halving (Appendix B; not used for Table 2).

Instead of waiting for a rung to fill, a worker that asks for work gets a promotion if some trial
in some rung is in the top 1/eta of the results that rung has so far, and a fresh configuration
otherwise. Promotions therefore depend on the order in which results arrive, which is the point
of Appendix B: the asynchronous schedule is faster on a busy cluster but not reproducible run to
run. The coordinator here drives it over the same queue as the synchronous search.

    python3 -m hpsearch.asha --budget 120 --out results/asha.json
"""
import argparse
import json
import logging
import sys
import time
from pathlib import Path

from . import config, dataset, space
from .halving import rank_key
from .logutil import setup_logging
from .queue import Queue

log = logging.getLogger("hpsearch.asha")


class ASHA:
    def __init__(self, configs, min_epochs=1, eta=3, max_rung=3):
        self.configs = {c["trial"]: c for c in configs}
        self.unused = sorted(self.configs)
        self.min_epochs = min_epochs
        self.eta = eta
        self.max_rung = max_rung
        self.results = [dict() for _ in range(max_rung + 1)]
        self.promoted = [set() for _ in range(max_rung + 1)]
        self.in_flight = set()

    def epochs(self, rung):
        return self.min_epochs * self.eta ** rung

    def next_job(self):
        """(trial, rung) to run next, or None when the configuration pool is exhausted."""
        for r in range(self.max_rung - 1, -1, -1):
            ranked = sorted(self.results[r].values(), key=rank_key)
            k = len(ranked) // self.eta
            for res in ranked[:k]:
                t = res["trial"]
                if t not in self.promoted[r] and (t, r + 1) not in self.in_flight:
                    self.promoted[r].add(t)
                    self.in_flight.add((t, r + 1))
                    return t, r + 1
        if self.unused:
            t = self.unused.pop(0)
            self.in_flight.add((t, 0))
            return t, 0
        return None

    def report(self, trial, rung, metrics):
        self.in_flight.discard((trial, rung))
        if trial in self.results[rung]:
            return False
        m = dict(metrics)
        m["trial"] = trial
        self.results[rung][trial] = m
        return True

    def best(self):
        for r in range(self.max_rung, -1, -1):
            if self.results[r]:
                return r, sorted(self.results[r].values(), key=rank_key)[0]
        return None, None


def run(broker_cfg, search_cfg, budget, out):
    dataset.load(config.data_path(search_cfg))  # fail early if the data are missing
    jobs, results = broker_cfg.tube("jobs"), broker_cfg.tube("results")
    q = Queue(broker_cfg, use=jobs, watch=[results])
    run_id = f"asha-{search_cfg.seed}-{int(time.time())}"
    a = ASHA(space.sample(search_cfg.n_configs, search_cfg.seed), search_cfg.min_epochs,
             search_cfg.eta, search_cfg.n_rungs - 1)
    sent = 0

    def submit():
        nonlocal sent
        nj = a.next_job()
        if nj is None:
            return False
        t, r = nj
        q.put({"kind": "trial", "run": run_id, "rung": r, "epochs": a.epochs(r),
               "config": a.configs[t]})
        sent += 1
        return True

    for _ in range(search_cfg.workers * 2):
        submit()
    done = 0
    while done < budget and a.in_flight:
        got = q.reserve(timeout=5)
        if got is None:
            continue
        job_id, msg = got
        q.delete(job_id)
        if msg.get("run") != run_id:
            continue
        if a.report(msg["trial"], msg["rung"], msg["metrics"]):
            done += 1
        if sent < budget:
            submit()
    r, best = a.best()
    doc = {"budget": budget, "results": done, "best_rung": r, "best": best,
           "rung_sizes": [len(x) for x in a.results]}
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(json.dumps(doc, indent=2) + "\n")
    for _ in range(search_cfg.workers):
        q.put({"kind": "stop", "sent": time.time()}, priority=2 ** 31)
    return doc


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--broker", default="conf/broker.ini")
    ap.add_argument("--search", default="conf/search.ini")
    ap.add_argument("--budget", type=int, default=120)
    ap.add_argument("--out", default="results/asha.json")
    args = ap.parse_args(argv)
    setup_logging()
    doc = run(config.load_broker(args.broker), config.load_search(args.search), args.budget,
              args.out)
    print(json.dumps({k: doc[k] for k in ("results", "best_rung", "rung_sizes")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
