"""python3 -m wbench {table3,cell,backends,sweep} ..."""
import argparse
import json
import sys

from .backends import BACKENDS, BackendError, get_backend
from .config import load_measure, load_plan
from .report import derive
from .runner import Runner


def cmd_cell(a):
    cfg = load_measure(a.measure)
    if a.backend:
        cfg.backend = a.backend
    plan = load_plan(a.workloads)
    wl = next((w for w in plan.workloads if w.name == a.workload), None)
    if wl is None:
        print("unknown workload %s" % a.workload, file=sys.stderr)
        return 2
    if a.records:
        wl.records = a.records
    cfg.repeat = 1
    be = get_backend(cfg.backend, cfg.backend_opts)
    try:
        row = derive(Runner(cfg, be).cell(wl, a.policy))
    except BackendError as e:
        print("wbench: %s" % e, file=sys.stderr)
        return 1
    print(json.dumps({k: row[k] for k in ("workload", "policy", "records", "writes", "syncs",
                                          "syscalls", "writes_per_10k", "syncs_per_10k")},
                     indent=1))
    return 0


def cmd_backends(a):
    cfg = load_measure(a.measure)
    for name in sorted(BACKENDS):
        ok, why = get_backend(name, cfg.backend_opts).available()
        mark = "*" if name == cfg.backend else " "
        print("%s %-9s %s" % (mark, name, "ok" if ok else "unavailable: " + why))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="wbench")
    ap.add_argument("--measure", default="conf/measure.ini")
    ap.add_argument("--workloads", default="conf/workloads.ini")
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("cell", help="measure one cell")
    c.add_argument("--workload", required=True)
    c.add_argument("--policy", required=True)
    c.add_argument("--records", type=int, default=0)
    c.add_argument("--backend", default=None)
    sub.add_parser("backends", help="list backends and whether they can run here")
    sub.add_parser("table3", help="same as python3 -m wbench.table3")
    sub.add_parser("sweep", help="same as python3 -m wbench.sweep")
    a, rest = ap.parse_known_args(argv)
    if a.cmd == "cell":
        return cmd_cell(a)
    if a.cmd == "backends":
        return cmd_backends(a)
    if a.cmd == "table3":
        from .table3 import main as t3
        return t3(["--measure", a.measure, "--workloads", a.workloads] + rest)
    if a.cmd == "sweep":
        from .sweep import main as sw
        return sw(rest)
    return 2


if __name__ == "__main__":
    sys.exit(main())
