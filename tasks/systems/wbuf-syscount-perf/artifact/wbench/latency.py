"""Figure 5: commit latency under N concurrent writers (bin/wbuf-bench-mt).

    python3 -m wbench.latency [--threads 1 2 4 8] [--policy copybuf]

Timing only: run it on the device you care about, with nothing else on the
machine.  Results go to results/latency.csv.
"""
import argparse
import os
import re
import subprocess
import sys

from .config import ROOT, load_measure

BUCKET = re.compile(r"^\s+(\d+): (\d+)$")


def run(bench, policy, dist, records, threads, k, scratch):
    out = subprocess.run([bench, "-p", policy, "-w", dist, "-n", str(records), "-t", str(threads),
                          "-k", str(k), "-d", scratch], check=True, text=True,
                         stdout=subprocess.PIPE).stdout
    hist = {}
    for line in out.splitlines():
        m = BUCKET.match(line)
        if m:
            hist[int(m.group(1))] = int(m.group(2))
    return hist


def percentile(hist, q):
    total = sum(hist.values())
    if not total:
        return 0
    acc = 0
    for ub in sorted(hist):
        acc += hist[ub]
        if acc >= q * total:
            return ub
    return max(hist)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="wbench.latency")
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2, 4, 8])
    ap.add_argument("--policy", default="copybuf")
    ap.add_argument("--dist", default="steady")
    ap.add_argument("--records", type=int, default=20000)
    ap.add_argument("--sync-every", type=int, default=64)
    a = ap.parse_args(argv)
    cfg = load_measure()
    bench = os.path.join(ROOT, "bin", "wbuf-bench-mt")
    if not os.path.exists(bench):
        print("latency: %s missing (make extra)" % bench, file=sys.stderr)
        return 2
    os.makedirs(os.path.join(ROOT, "results"), exist_ok=True)
    lines = ["threads,p50_us,p90_us,p99_us"]
    for t in a.threads:
        h = run(bench, a.policy, a.dist, a.records, t, a.sync_every, cfg.scratch_dir)
        lines.append("%d,%d,%d,%d" % (t, percentile(h, .5), percentile(h, .9), percentile(h, .99)))
        print(lines[-1])
    with open(os.path.join(ROOT, "results", "latency.csv"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
