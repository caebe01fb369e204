"""Table 3: write-family and sync calls per 10k records, per policy.

    python3 -m wbench.table3 [--measure conf/measure.ini] [--workloads conf/workloads.ini]
"""
import argparse
import os
import platform
import sys
import time

from . import __version__
from .backends import BackendError, get_backend
from .config import ROOT, load_measure, load_plan
from .report import derive, render, write_csv, write_json
from .runner import Runner


def main(argv=None):
    ap = argparse.ArgumentParser(prog="wbench.table3")
    ap.add_argument("--measure", default="conf/measure.ini")
    ap.add_argument("--workloads", default="conf/workloads.ini")
    ap.add_argument("--out", default="results")
    ap.add_argument("--backend", default=None, help="override [measure] backend")
    a = ap.parse_args(argv)

    cfg = load_measure(a.measure)
    if a.backend:
        cfg.backend = a.backend
    plan = load_plan(a.workloads)
    out = a.out if os.path.isabs(a.out) else os.path.join(ROOT, a.out)
    os.makedirs(out, exist_ok=True)

    if not os.path.exists(cfg.bench):
        print("wbench: %s missing; run make first" % cfg.bench, file=sys.stderr)
        return 2
    backend = get_backend(cfg.backend, cfg.backend_opts)
    ok, why = backend.available()
    if not ok:
        print("wbench: backend %s unavailable: %s" % (backend.name, why), file=sys.stderr)
        return 2

    runner = Runner(cfg, backend, raw_dir=os.path.join(out, "raw"))
    rows = []
    t0 = time.time()
    try:
        for wl in plan.workloads:
            for pol in plan.policies:
                cell = runner.cell(wl, pol)
                rows.append(derive(cell))
                print("  %-8s %-9s writes=%-7d syncs=%-6d" % (wl.name, pol, cell["writes"],
                                                              cell["syncs"]), file=sys.stderr)
    except BackendError as e:
        print("wbench: %s" % e, file=sys.stderr)
        return 1

    meta = {
        "wbench": __version__,
        "backend": backend.name,
        "repeat": cfg.repeat,
        "baseline_subtracted": cfg.subtract_baseline,
        "workloads": {w.name: {"dist": w.dist, "records": w.records, "seed": w.seed,
                               "sync_every": w.sync_every} for w in plan.workloads},
        "host": platform.node(),
        "kernel": platform.release(),
        "seconds": round(time.time() - t0, 1),
    }
    write_csv(rows, os.path.join(out, "table3.csv"))
    write_json(rows, meta, os.path.join(out, "cells.json"))
    text = render(rows)
    with open(os.path.join(out, "table3.txt"), "w") as f:
        f.write(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
