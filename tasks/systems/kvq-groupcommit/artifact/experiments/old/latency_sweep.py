#!/usr/bin/env python3
"""Figure 3 (draft): wall-clock latency vs. group-commit window on the testbed.

For every window the script rewrites the [storage] section of the testbed
configuration, redeploys it (scripts/deploy_cluster.sh), restarts the
nodes over ssh and times N operations from this machine with kvq-cli.

This measures wall-clock time over a real network and is sensitive to
everything else running on the machines; the paper reports medians of five
runs.
"""
import argparse
import configparser
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from harness.cluster import SshLauncher  # noqa: E402
from harness.config import ClusterConfig  # noqa: E402

WINDOWS_MS = [0, 5, 20, 100]


def rewrite(conf_in, conf_out, window_ms):
    cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"), interpolation=None)
    cp.read(conf_in)
    cp.set("storage", "wal_flush_interval", "%dms" % window_ms)
    with open(conf_out, "w") as fh:
        cp.write(fh)


def time_ops(cli, conf, n, kind):
    lat = []
    for i in range(n):
        key = "lat%06d" % i
        argv = [cli, "-c", conf, "put", key, "x" * 32, str(i + 1)] if kind == "put" \
            else [cli, "-c", conf, "get", key]
        t0 = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=False)
        lat.append((time.perf_counter() - t0) * 1e3)
    return lat


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="conf/cluster.conf")
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--out", default="results/fig3.csv")
    a = ap.parse_args()

    cfg = ClusterConfig(a.config)
    launcher = SshLauncher(cfg, ".")
    cli = os.path.join("build", "bin", "kvq-cli")
    rows = []
    for w in WINDOWS_MS:
        tmp = "/tmp/kvq-fig3-%d.conf" % w
        rewrite(a.config, tmp, w)
        subprocess.run(["bash", "scripts/deploy_cluster.sh", tmp], check=True)
        for n in cfg.nodes:
            launcher.kill(n)
            launcher.start(n, 0)
        time.sleep(2)
        for kind in ("put", "get"):
            lat = time_ops(cli, tmp, a.n, kind)
            rows.append((w, kind, statistics.median(lat), sorted(lat)[int(0.99 * len(lat))]))
            print("window %3d ms %s: p50 %.2f ms p99 %.2f ms" % rows[-1])
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as fh:
        fh.write("window_ms,op,p50_ms,p99_ms\n")
        for r in rows:
            fh.write("%d,%s,%.3f,%.3f\n" % r)


if __name__ == "__main__":
    main()
