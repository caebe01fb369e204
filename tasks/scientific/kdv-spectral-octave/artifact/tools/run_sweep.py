#!/usr/bin/env python3
"""Figure 2 sweep on the group server (config/cluster.cfg, [sweep] section).

usage: python3 tools/run_sweep.py [CONFIG]

Writes <output dir>/sweep_<c1>.csv through octave/sweep_ratio.m.  On a laptop,
`python3 run_experiment.py cases/figure2.txt` does the same through the driver.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from kdvstudy.octave import load_config, octave_command  # noqa: E402


def main(argv):
    cfg_path = argv[1] if len(argv) > 1 else os.path.join("config", "cluster.cfg")
    cfg = load_config(cfg_path)
    c1 = cfg.getfloat("sweep", "c1", fallback=4.0)
    n = cfg.getint("sweep", "N", fallback=512)
    dt = cfg.getfloat("sweep", "dt", fallback=0.0005)
    outdir = cfg.get("output", "dir", fallback="results")
    os.makedirs(outdir, exist_ok=True)
    out = os.path.join(outdir, "sweep_%g.csv" % c1)
    cmd = octave_command(cfg, "sweep_ratio.m", out, c1, n, dt)
    print(" ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main(sys.argv)
