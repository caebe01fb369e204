"""Run one or more fault scripts against a local cluster and report.

    python3 -m harness.run_experiment --config conf/local.ini \
        --out results/table2 scenarios/table2/*.fs
"""
import argparse
import asyncio
import logging
import os
import sys
import time

from harness import faults, report
from harness.cluster import LocalCluster
from harness.driver import Driver
from vrlog.config import Config

log = logging.getLogger("harness")


def run_one(cfg, config_path, path, log_level):
    script = faults.load(path, cfg.members())
    cluster = LocalCluster(cfg, config_path, script.seed, log_level)
    cluster.reset()
    drv = Driver(cfg, cluster, script)
    t0 = time.time()
    try:
        row = asyncio.run(drv.run())
    finally:
        cluster.stop_all()
    row["wall_s"] = round(time.time() - t0, 2)
    row["settings"] = cfg.settings(script.seed).as_dict()
    log.info("%s: %d elections, commit %d, %d msgs, digest %s (%.1f s)", script.name,
             row["elections"], row["committed"], row["msgs_total"], row["digest"], row["wall_s"])
    if not row["safe"]:
        log.error("%s: committed logs disagree between nodes!", script.name)
    return row


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="conf/local.ini")
    ap.add_argument("--out", default="results/table2")
    ap.add_argument("--title", default="Table 2")
    ap.add_argument("--log-level", default="INFO")
    ap.add_argument("scripts", nargs="+")
    args = ap.parse_args(argv)
    logging.basicConfig(level=getattr(logging, args.log_level.upper()),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    cfg = Config(args.config)
    os.makedirs(cfg.run_dir, exist_ok=True)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    rows = [run_one(cfg, args.config, p, args.log_level) for p in args.scripts]
    base = cfg.settings(0).as_dict()
    base.pop("seed")
    text = report.write(rows, base, args.out + ".json", args.out + ".txt", args.title)
    sys.stdout.write(text)
    return 0 if all(r["safe"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
