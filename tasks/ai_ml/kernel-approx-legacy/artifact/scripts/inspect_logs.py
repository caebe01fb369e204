#!/usr/bin/env python
"""Per-column summary of a directory of logger exports."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rffbench.data import load_logs, log_files, summary  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("dir")
    ap.add_argument("--target", default="power")
    ap.add_argument("--categorical", default="site,unit")
    args = ap.parse_args()
    categorical = [c for c in args.categorical.split(",") if c]
    files = log_files(args.dir)
    print("%d files: %s" % (len(files), ", ".join(os.path.basename(f) for f in files)))
    df = load_logs(args.dir)
    print(summary(df, args.target, [c for c in categorical if c in df.columns]).to_string(index=False))


if __name__ == "__main__":
    main()
