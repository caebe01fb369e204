"""Figure 4: write-family calls as a function of the copy-buffer size.

The buffer size is a compile-time constant (WBUF_COPYBUF_SIZE), so the sweep
rebuilds the benchmark into build-sweep/ for every size.  Counts come from the
configured backend like Table 3's.
"""
import argparse
import configparser
import os
import subprocess
import sys

from .backends import BackendError, get_backend
from .config import ROOT, load_measure, load_plan
from .runner import Runner, fold


def build(size, outdir):
    os.makedirs(outdir, exist_ok=True)
    exe = os.path.join(outdir, "wbuf-bench-%d" % size)
    if os.path.exists(exe):
        return exe
    srcs = [os.path.join(ROOT, "src", f) for f in
            ("bench.c", "workload.c", "wbuf.c", "profile.c", "pol_simple.c", "pol_copybuf.c",
             "pol_gather.c", "pol_pwseg.c", "pol_adaptive.c")]
    cc = os.environ.get("CC", "cc")
    cmd = [cc, "-O2", "-std=gnu11", "-D_FILE_OFFSET_BITS=64",
           "-DWBUF_COPYBUF_SIZE_OVERRIDE=%d" % size, "-o", exe] + srcs
    subprocess.check_call(cmd)
    return exe


def main(argv=None):
    ap = argparse.ArgumentParser(prog="wbench.sweep")
    ap.add_argument("--config", default="conf/sweep.ini")
    ap.add_argument("--out", default="results/sweep.csv")
    a = ap.parse_args(argv)
    cp = configparser.ConfigParser(inline_comment_prefixes=("#",))
    cp.read(os.path.join(ROOT, a.config))
    s = cp["sweep"]
    sizes = [int(x) for x in s.get("sizes").split()]
    wl_names = s.get("workloads").split()
    cfg = load_measure(s.get("measure", "conf/measure.ini"))
    plan = load_plan(s.get("workloads_file", "conf/workloads.ini"))
    be = get_backend(cfg.backend, cfg.backend_opts)
    out = os.path.join(ROOT, a.out)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    rows = ["workload,bufsize,writes,syncs"]
    try:
        for size in sizes:
            cfg.bench = build(size, os.path.join(ROOT, "build-sweep"))
            r = Runner(cfg, be)
            for wl in plan.workloads:
                if wl.name not in wl_names:
                    continue
                c = r.cell(wl, "copybuf")
                rows.append("%s,%d,%d,%d" % (wl.name, size, c["writes"], c["syncs"]))
                print(rows[-1])
    except (BackendError, subprocess.CalledProcessError) as e:
        print("sweep: %s" % e, file=sys.stderr)
        return 1
    with open(out, "w") as f:
        f.write("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
