"""The search coordinator: enqueue a rung, collect its results, promote, repeat.

    python3 -m hpsearch.coordinator --broker conf/broker.ini --search conf/search.ini \
        --out results/table2.json

The coordinator never trains a trial itself (only the final refit of the winner). It puts one job
per trial of the current rung into `<prefix>.jobs` and reads results from `<prefix>.results`.
A rung is closed when every trial has reported, or when the broker owes nothing more (no job
ready, reserved or delayed) and no result came for `idle_grace` seconds.

With `bounce_after = N` the broker is restarted once, right after the N-th result, by running
`restart_cmd` from the broker config: the maintenance-window experiment of Section 4.2.
"""
import argparse
import csv
import json
import logging
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

from . import config, dataset, space
from .halving import SuccessiveHalving
from .logutil import setup_logging
from .model import final_fit
from .queue import Queue, backend

log = logging.getLogger("hpsearch.coordinator")


class Coordinator:
    def __init__(self, broker_cfg, search_cfg, run_id=None):
        self.b = broker_cfg
        self.s = search_cfg
        self.run_id = run_id or f"{search_cfg.name}-{search_cfg.seed}-{os.getpid()}-{int(time.time())}"
        self.jobs_tube = broker_cfg.tube("jobs")
        self.results_tube = broker_cfg.tube("results")
        self.q = Queue(broker_cfg, use=self.jobs_tube, watch=[self.results_tube])
        self.n_results = 0
        self.duplicates = 0
        self.stale = 0
        self.bounced = False
        self.bounce_seconds = None
        self.broker_pids = None
        self.timeline = []

    # -- broker housekeeping ------------------------------------------------------------------
    def purge(self):
        n = self.q.purge(self.jobs_tube) + self.q.purge(self.results_tube)
        if n:
            log.info("purged %d leftover jobs from an earlier run", n)
        return n

    def bounce(self):
        cmd = self.b.restart_cmd
        if not cmd:
            log.warning("bounce requested but broker.ini has no restart_cmd; skipping")
            return
        log.info("restarting the broker after %d results: %s", self.n_results, cmd)
        before = self.q.server().get("pid")
        t0 = time.monotonic()
        subprocess.run(shlex.split(cmd), check=True, cwd=str(config.ROOT))
        self.bounce_seconds = round(time.monotonic() - t0, 2)
        after = self.q.server().get("pid")
        self.broker_pids = [before, after]
        if before == after:
            log.warning("restart_cmd returned but the broker's pid is unchanged (%s)", before)
        self.bounced = True

    # -- one rung -----------------------------------------------------------------------------
    def enqueue(self, sh):
        rung, epochs = sh.rung, sh.epochs()
        for t in sh.pending():
            cfg = sh.configs[t]
            # lower priority value = served first; keeps the order of work reproducible
            self.q.put({"kind": "trial", "run": self.run_id, "rung": rung, "epochs": epochs,
                        "config": cfg, "priority": 1000 + t}, priority=1000 + t)
        log.info("rung %d: %d trials enqueued at %d epochs", rung, len(sh.pending()), epochs)

    def collect(self, sh):
        last = time.monotonic()
        while not sh.complete():
            got = self.q.reserve(timeout=1)
            if got is None:
                if time.monotonic() - last >= self.s.idle_grace and \
                        self.q.backlog(self.jobs_tube) == 0 and \
                        self.q.backlog(self.results_tube) == 0:
                    break
                continue
            job_id, msg = got
            self.q.delete(job_id)
            if msg.get("kind") != "result" or msg.get("run") != self.run_id:
                self.stale += 1
                continue
            if msg.get("rung") != sh.rung or not sh.report(msg["trial"], msg["metrics"]):
                self.duplicates += 1
                continue
            last = time.monotonic()
            self.n_results += 1
            self.timeline.append((sh.rung, msg["trial"], msg.get("worker")))
            if self.s.bounce_after and not self.bounced and self.n_results == self.s.bounce_after:
                self.bounce()
        got = len(sh.results[-1])
        log.info("rung %d closed: %d results", sh.rung, got)
        return got

    # -- the whole search ---------------------------------------------------------------------
    def run(self):
        data = dataset.load(config.data_path(self.s))
        log.info("data: %s", dataset.describe(data))
        log.info("client %s, broker %s:%d, run %s", backend(), self.b.host, self.b.port, self.run_id)
        self.purge()
        configs = space.sample(self.s.n_configs, self.s.seed)
        sh = SuccessiveHalving(configs, self.s.min_epochs, self.s.eta, self.s.n_rungs)
        t0 = time.monotonic()
        while True:
            self.enqueue(sh)
            self.collect(sh)
            if len(sh.rungs) >= sh.n_rungs or not sh.results[-1]:
                break
            nxt = sh.promote()
            log.info("promoted %d trials to rung %d", len(nxt), sh.rung)
        best = sh.best()
        cfg = sh.configs[best["trial"]]
        final = final_fit(data, cfg, self.s.final_epochs, cfg["seed"])
        elapsed = time.monotonic() - t0
        log.info("best trial %d (%s): val_acc %.4f, test_acc %.4f",
                 best["trial"], space.describe(cfg), best["val_acc"], final["test_acc"])
        return sh, best, cfg, final, elapsed

    def stop_workers(self, n):
        for _ in range(n):
            self.q.put({"kind": "stop", "run": self.run_id, "sent": time.time()}, priority=2 ** 31)


def write_outputs(out, sh, best, cfg, final, coord, elapsed):
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    doc = {
        "search": coord.s.name,
        "seed": coord.s.seed,
        "n_configs": coord.s.n_configs,
        "eta": coord.s.eta,
        "rungs": sh.summary(),
        "trials_reported": sum(len(r) for r in sh.results),
        "best": {
            "trial": best["trial"],
            "config": {k: cfg[k] for k in ("hidden", "activation", "lr", "l2", "batch")},
            "val_acc": round(best["val_acc"], 4),
            "val_loss": round(best["val_loss"], 4),
        },
        "final": {
            "epochs": coord.s.final_epochs,
            "test_acc": round(final["test_acc"], 4),
            "test_loss": round(final["test_loss"], 4),
            "per_class_recall": [round(x, 4) for x in final["per_class_recall"]],
        },
        "top5_rung0": [{"trial": r["trial"], "val_acc": round(r["val_acc"], 4)}
                       for r in sh.ranked(0)[:5]],
        "run": {
            "id": coord.run_id,
            "client": backend(),
            "bounced": coord.bounced,
            "bounce_seconds": coord.bounce_seconds,
            "broker_pids": coord.broker_pids,
            "duplicates_dropped": coord.duplicates,
            "stale_dropped": coord.stale,
            "reconnects": coord.q.reconnects,
            "seconds": round(elapsed, 1),
        },
    }
    out.write_text(json.dumps(doc, indent=2) + "\n")
    with open(out.with_suffix(".trials.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["rung", "trial", "epochs", "val_acc", "val_loss", "hidden", "activation",
                    "lr", "l2", "batch"])
        for r, res in enumerate(sh.results):
            for t in sorted(res):
                c = sh.configs[t]
                w.writerow([r, t, sh.epochs(r), f"{res[t]['val_acc']:.4f}",
                            f"{res[t]['val_loss']:.4f}", c["hidden"], c["activation"],
                            f"{c['lr']:.6g}", f"{c['l2']:.6g}", c["batch"]])
    return doc


def main(argv=None):
    ap = argparse.ArgumentParser(description="successive-halving search over a beanstalkd queue")
    ap.add_argument("--broker", default="conf/broker.ini")
    ap.add_argument("--search", default="conf/search.ini")
    ap.add_argument("--seed", type=int, default=None, help="override the search seed")
    ap.add_argument("--bounce-after", type=int, default=None)
    ap.add_argument("--workers", type=int, default=None, help="stop jobs to send at the end")
    ap.add_argument("--out", default="results/table2.json")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    setup_logging(args.verbose)
    b = config.load_broker(args.broker)
    s = config.load_search(args.search)
    if args.seed is not None:
        s.seed = args.seed
    if args.bounce_after is not None:
        s.bounce_after = args.bounce_after
    coord = Coordinator(b, s)
    try:
        sh, best, cfg, final, elapsed = coord.run()
        doc = write_outputs(args.out, sh, best, cfg, final, coord, elapsed)
    finally:
        coord.stop_workers(args.workers if args.workers is not None else s.workers)
    sizes = "/".join(str(r["reported"]) for r in doc["rungs"])
    print(f"search {s.name} seed {s.seed}: rungs {sizes}, best trial {doc['best']['trial']} "
          f"val_acc {doc['best']['val_acc']:.4f} test_acc {doc['final']['test_acc']:.4f} "
          f"-> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
