#!/usr/bin/env python3
"""Figure 2: build the boot ISO with the run's kernel command line, boot it
under QEMU and turn the serial log into the figure's data.

Configuration: conf/defaults.conf, then conf/experiment.conf (seed, quanta,
work); the workload is workloads/fig2.yaml unless the configuration names
another one.
"""
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bootlib  # noqa: E402
import wdl  # noqa: E402


def main():
    conf = bootlib.layered_conf("experiment.conf")
    conf.setdefault("sched", "rr,lottery,stride")
    wl_path = os.path.join(bootlib.ROOT, conf.get("workload", "workloads/fig2.yaml"))
    doc = wdl.load(wl_path)
    cmdline = bootlib.kernel_cmdline(conf, wdl.compile_workload(doc, conf["quanta"]))
    iso = bootlib.make_iso(cmdline)
    print("booting:", cmdline, flush=True)
    log = bootlib.boot(iso)

    rdir = bootlib.results_dir()
    with open(os.path.join(rdir, "serial.log"), "w") as fh:
        fh.write(log)
    threads, summary = bootlib.parse_serial(log)
    scale = conf.get("scale", 10000)
    with open(os.path.join(rdir, "fig2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["sched", "thread", "tickets", "quanta", "state"])
        w.writeheader()
        w.writerows(threads)
    out = {"cmdline": cmdline, "workload": doc["name"], "schedulers": {}}
    for s, v in summary.items():
        out["schedulers"][s] = {"max_lag_quanta": v["maxlag"] / float(scale), "switches": v["switches"]}
    with open(os.path.join(rdir, "summary.json"), "w") as fh:
        json.dump(out, fh, indent=2)
    for s, v in out["schedulers"].items():
        print("%-8s max lag %.4f quanta" % (s, v["max_lag_quanta"]))


if __name__ == "__main__":
    main()
