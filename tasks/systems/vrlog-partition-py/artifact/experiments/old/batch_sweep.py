"""Table 2 for several max_batch values (appendix B of the first submission).

    python3 experiments/old/batch_sweep.py --batches 1 2 4 8 16

Writes conf/.sweep-bN.ini next to conf/local.ini, runs the harness for each
and prints committed / messages / re-sent per scenario and batch size.
"""
import argparse
import configparser
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def write_conf(base, batch):
    cp = configparser.ConfigParser(inline_comment_prefixes=(";", "#"))
    cp.read(base)
    cp["protocol"]["max_batch"] = str(batch)
    path = os.path.join(ROOT, "conf", ".sweep-b%d.ini" % batch)
    with open(path, "w") as fh:
        cp.write(fh)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default=os.path.join(ROOT, "conf", "local.ini"))
    ap.add_argument("--batches", type=int, nargs="+", default=[1, 2, 4, 8, 16])
    ap.add_argument("--scripts", default="scenarios/table2/*.fs")
    args = ap.parse_args()
    scripts = sorted(glob.glob(os.path.join(ROOT, args.scripts)))
    table = {}
    for b in args.batches:
        conf = write_conf(args.base, b)
        out = os.path.join("results", "sweep-b%d" % b)
        subprocess.check_call([sys.executable, "-m", "harness.run_experiment", "--config", conf,
                               "--out", out, "--log-level", "WARNING"] + scripts, cwd=ROOT,
                              stdout=subprocess.DEVNULL)
        with open(os.path.join(ROOT, out + ".json")) as fh:
            table[b] = json.load(fh)["scenarios"]
    names = sorted(next(iter(table.values())))
    print("%-22s %s" % ("scenario", " ".join("b=%-14d" % b for b in args.batches)))
    for n in names:
        cells = ["%4d/%5d/%4d" % (table[b][n]["committed"], table[b][n]["msgs_total"],
                                  table[b][n]["resent_after_heal"]) for b in args.batches]
        print("%-22s %s" % (n, " ".join("%-16s" % c for c in cells)))


if __name__ == "__main__":
    main()
