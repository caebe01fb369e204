#!/usr/bin/env python3
"""Capacity sweeps for the miss-ratio-curve figures (follow-up study).

Reads a TOML file of sweeps (configs/sweep.toml) and runs ./cachesim for every
(trace, policy, override set), all capacities of a sweep in one process, a few
processes in parallel.  Results go to <out>/<sweep>.csv, one row per run:

    python3 tools/sweep.py configs/sweep.toml                 # every sweep
    python3 tools/sweep.py configs/sweep.toml -s tokens-ablation -j 4
    python3 tools/sweep.py configs/sweep.toml --dry-run       # print the commands

Traces that do not exist are skipped with a warning (the CDN traces live in the
lab's trace store, not in the repository).
"""
import argparse
import csv
import io
import os
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

try:
    import tomllib                      # Python >= 3.11
except ModuleNotFoundError:             # pragma: no cover
    import toml as _toml

    class tomllib:                      # minimal shim with the same interface
        @staticmethod
        def load(f):
            return _toml.loads(f.read().decode())

FIELDS = ["sweep", "trace", "policy", "overrides", "capacity", "requests", "hits", "misses",
          "evictions", "rejected", "hit_ratio", "seconds"]


def load_sweeps(path):
    with open(path, "rb") as f:
        doc = tomllib.load(f)
    defaults = doc.get("defaults", {})
    sweeps = []
    for s in doc.get("sweep", []):
        merged = dict(defaults)
        merged.update(s)
        merged.setdefault("overrides", [[]])
        for key in ("name", "traces", "policies", "capacities"):
            if key not in merged:
                raise SystemExit(f"{path}: sweep {s.get('name', '?')!r} has no {key!r}")
        sweeps.append(merged)
    return sweeps


def commands(sweep):
    """(trace, policy, overrides, argv) for every run of one sweep."""
    caps = ",".join(str(c) for c in sweep["capacities"])
    for trace in sweep["traces"]:
        if not os.path.exists(trace):
            print(f"sweep: {trace} not found, skipped", file=sys.stderr)
            continue
        for policy in sweep["policies"]:
            for over in sweep["overrides"]:
                argv = [sweep.get("cachesim", "./cachesim")]
                if sweep.get("settings"):
                    argv += ["-C", sweep["settings"]]
                argv += ["-o", "output.format=csv"]
                for o in over:
                    argv += ["-o", o]
                argv += ["-p", policy, "-c", caps, trace]
                yield trace, policy, over, argv


def run_one(argv):
    t0 = time.monotonic()
    proc = subprocess.run(argv, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{shlex.join(argv)} failed ({proc.returncode}): {proc.stderr.strip()}")
    return list(csv.DictReader(io.StringIO(proc.stdout))), time.monotonic() - t0


def run_sweep(sweep, jobs, dry_run=False):
    todo = list(commands(sweep))
    if dry_run:
        for *_, argv in todo:
            print(shlex.join(argv))
        return []
    rows = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(run_one, argv): (trace, policy, over)
                   for trace, policy, over, argv in todo}
        for i, fut in enumerate(as_completed(futures), 1):
            trace, policy, over = futures[fut]
            results, wall = fut.result()
            for r in results:
                rows.append({
                    "sweep": sweep["name"], "trace": os.path.basename(trace), "policy": policy,
                    "overrides": " ".join(over), "capacity": r["capacity"],
                    "requests": r["requests"], "hits": r["hits"], "misses": r["misses"],
                    "evictions": r["evictions"], "rejected": r["rejected"],
                    "hit_ratio": r["hit_ratio"], "seconds": r["seconds"],
                })
            print(f"[{sweep['name']}] {i}/{len(todo)} {os.path.basename(trace)} {policy} "
                  f"{' '.join(over)} ({wall:.1f}s)", file=sys.stderr)
    rows.sort(key=lambda r: (r["trace"], r["policy"], r["overrides"], int(r["capacity"])))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("config")
    ap.add_argument("-s", "--sweep", action="append", help="run only these sweeps")
    ap.add_argument("-j", "--jobs", type=int)
    ap.add_argument("--out")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    for sweep in load_sweeps(args.config):
        if args.sweep and sweep["name"] not in args.sweep:
            continue
        rows = run_sweep(sweep, args.jobs or sweep.get("jobs", 2), args.dry_run)
        if args.dry_run or not rows:
            continue
        out_dir = args.out or sweep.get("out", "results/sweeps")
        os.makedirs(out_dir, exist_ok=True)
        path = os.path.join(out_dir, f"{sweep['name']}.csv")
        with open(path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=FIELDS)
            w.writeheader()
            w.writerows(rows)
        print(f"wrote {path} ({len(rows)} rows)")


if __name__ == "__main__":
    main()
