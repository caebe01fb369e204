"""A search worker: reserve a trial from the jobs tube, train it, put the result back.

    python3 -m hpsearch.worker --broker conf/broker.ini --search conf/search.ini --name w1

Jobs are JSON: {"kind": "trial", "run": <run id>, "rung": r, "epochs": e, "config": {...}} or
{"kind": "stop"}. Results go to the results tube as {"kind": "result", "run", "rung", "trial",
"worker", "metrics": {...}}. A job is deleted only after its result has been put, so a worker that
dies mid-trial loses nothing: the broker hands the job out again when its TTR runs out.
"""
import argparse
import logging
import os
import signal
import sys
import time

from . import config, dataset
from .logutil import setup_logging
from .model import train_trial
from .queue import Queue

log = logging.getLogger("hpsearch.worker")

_stop = False


def _on_term(signum, frame):
    global _stop
    _stop = True


def run(broker_cfg, search_cfg, name, max_jobs=None, idle_exit=None):
    data = dataset.load(config.data_path(search_cfg))
    jobs_tube = broker_cfg.tube("jobs")
    results_tube = broker_cfg.tube("results")
    q = Queue(broker_cfg, use=results_tube, watch=[jobs_tube])
    log.info("%s: watching %s on %s:%d", name, jobs_tube, broker_cfg.host, broker_cfg.port)
    done = 0
    started = time.time()
    idle_since = time.monotonic()
    while not _stop:
        got = q.reserve(timeout=1)
        if got is None:
            if idle_exit is not None and time.monotonic() - idle_since > idle_exit:
                log.info("%s: idle for %.0fs, exiting", name, idle_exit)
                break
            continue
        job_id, job = got
        idle_since = time.monotonic()
        kind = job.get("kind")
        if kind == "stop":
            q.delete(job_id)
            if float(job.get("sent", started)) < started - 1.0:
                log.info("%s: ignoring a stop job left over from an earlier run", name)
                continue
            log.info("%s: stop job received after %d trials", name, done)
            break
        if kind != "trial":
            log.warning("%s: unknown job kind %r, deleting", name, kind)
            q.delete(job_id)
            continue
        cfg = job["config"]
        t0 = time.perf_counter()
        metrics = train_trial(data, cfg, job["epochs"], cfg["seed"])
        metrics["seconds"] = round(time.perf_counter() - t0, 4)
        q.put({"kind": "result", "run": job["run"], "rung": job["rung"], "trial": cfg["trial"],
               "worker": name, "metrics": metrics}, priority=job.get("priority", 1024))
        q.delete(job_id)
        done += 1
        log.debug("%s: trial %d rung %d acc=%.4f", name, cfg["trial"], job["rung"],
                  metrics["val_acc"])
        if max_jobs is not None and done >= max_jobs:
            break
    q.close()
    return done


def main(argv=None):
    ap = argparse.ArgumentParser(description="hpsearch worker")
    ap.add_argument("--broker", default="conf/broker.ini")
    ap.add_argument("--search", default="conf/search.ini")
    ap.add_argument("--name", default=f"w{os.getpid()}")
    ap.add_argument("--max-jobs", type=int, default=None)
    ap.add_argument("--idle-exit", type=float, default=None,
                    help="exit after this many seconds without a job (default: wait for a stop job)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    setup_logging(args.verbose)
    signal.signal(signal.SIGTERM, _on_term)
    n = run(config.load_broker(args.broker), config.load_search(args.search), args.name,
            args.max_jobs, args.idle_exit)
    log.info("%s: %d trials done", args.name, n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
