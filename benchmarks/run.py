"""Measure the harness's overhead beside its floors and write the figures (docs/PERFORMANCE.md).

    python benchmarks/run.py                      # everything: about 15 minutes on 2 cores
    python benchmarks/run.py --quick              # fewer repeats, a smaller suite: a few minutes
    python benchmarks/run.py --only provisioning,toolcall --repeats 9

Needs what the tests need (a Docker engine, the base image or debootstrap to build it) and, for the
suite and the package cache, the network (the example tasks install Debian packages). Prints a
table and writes benchmarks/results/<date>-<host>.json (or --out).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import figures as F  # noqa: E402  (puts the repository on sys.path)
from stats import render_table  # noqa: E402

from pytest_deploybench.records import write_json  # noqa: E402

GROUPS = ("provisioning", "toolcall", "verify", "collection", "startup", "suite", "imagecache", "packagecache",
          "engines")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repeats", type=int, default=7, help="repeats of the quick figures (default 7)")
    p.add_argument("--calls", type=int, default=25, help="tool calls per block (default 25; blocks = repeats)")
    p.add_argument("--suite-repeats", type=int, default=3, help="suite runs per -n setting (default 3)")
    p.add_argument("--cache-repeats", type=int, default=2, help="cold+warm package-cache pairs (default 2)")
    p.add_argument("--cache-workers", type=int, default=1, help="-n for the package-cache runs (default 1)")
    p.add_argument("--quick", action="store_true", help="3 repeats, one suite round on a smaller suite")
    p.add_argument("--suite", choices=("examples", "bundled"), default="examples",
                   help="tasks of the scaling runs: the three examples and two fixtures (default), or every "
                   "bundled task under tasks/ (with --suite-repeats 1: about 21 minutes on 2 cores)")
    p.add_argument("--generated", type=int, default=500,
                   help="generated tasks for the collection figure (default 500, the target's size)")
    p.add_argument("--only", default=",".join(GROUPS), help=f"comma-separated subset of {','.join(GROUPS)}")
    p.add_argument("--out", type=Path, help="JSON file to write (default benchmarks/results/<date>-<host>.json)")
    args = p.parse_args(argv)
    only = [g.strip() for g in args.only.split(",") if g.strip()]
    unknown = set(only) - set(GROUPS)
    if unknown:
        p.error(f"--only: unknown {', '.join(sorted(unknown))}; choose from {', '.join(GROUPS)}")
    if args.quick:
        args.repeats, args.calls, args.suite_repeats, args.cache_repeats = 3, 15, 1, 1
    if args.suite == "bundled":
        suite_tasks = F.bundled_tasks()
    else:
        suite_tasks = F.EXAMPLES + F.FIXTURES if not args.quick else F.EXAMPLES[:1] + F.FIXTURES
    cache_tasks = F.EXAMPLES if not args.quick else F.EXAMPLES[:1]

    started = dt.datetime.now(dt.timezone.utc)
    machine = F.machine()
    out = args.out or (Path(__file__).resolve().parent / "results" / f"{started:%Y-%m-%d}-{machine['host']}.json")
    report = {"command": " ".join([Path(sys.executable).name, *sys.argv]), "started": started.isoformat(),
              "machine": machine, "settings": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
              "load": {}, "figures": {}, "failures": {}}
    figures = []
    with tempfile.TemporaryDirectory(prefix="deploybench-bench-") as tmp:
        scratch = Path(tmp)
        benches: list = []  # the in-process runtime, made by the first group needing it: a group
                            # that fails there (no engine) costs only the groups that need it

        def bench():
            if not benches:
                benches.append(F.Bench(scratch))
            return benches[0]

        plan = {
            "provisioning": lambda: F.provisioning(bench(), args.repeats),
            "toolcall": lambda: F.tool_call(bench(), args.repeats, args.calls),
            "verify": lambda: F.verification(bench(), args.repeats),
            "collection": lambda: F.collection(args.repeats, scratch, args.generated),
            "startup": lambda: F.startup(args.repeats, scratch),
            "suite": lambda: F.suite(args.suite_repeats, scratch, suite_tasks),
            "imagecache": lambda: F.image_cache(bench(), scratch),
            "packagecache": lambda: F.package_cache(args.cache_repeats, scratch, cache_tasks, args.cache_workers),
            "engines": lambda: F.engines(bench(), args.repeats, scratch),
        }
        try:
            for group in GROUPS:
                if group not in only:
                    continue
                before = os.getloadavg()
                t = time.perf_counter()
                print(f"[bench] {group} ... (load {before[0]:.1f})", flush=True)
                try:
                    got = plan[group]()
                except Exception as e:  # one broken group must not cost the others' figures
                    traceback.print_exc()
                    report["failures"][group] = f"{type(e).__name__}: {str(e)[:2000]}"
                    got = []
                figures += got
                report["load"][group] = {"before": [round(x, 2) for x in before],
                                         "after": [round(x, 2) for x in os.getloadavg()],
                                         "seconds": round(time.perf_counter() - t, 1)}
                for fig in got:
                    report["figures"][fig.key] = fig.to_dict()
                write_json(out, report)  # partial results survive an interrupted run
        finally:
            for b in benches:
                b.cleanup()
    report["finished"] = dt.datetime.now(dt.timezone.utc).isoformat()
    write_json(out, report)
    m = report["machine"]
    print()
    print(f"machine: {m['cpu']}, {m['cores']} cores, {m['memory_mb']} MB; docker {m['docker']}; "
          f"python {m['python']}; commit {m['git']}{' (modified)' if m['git_dirty'] else ''}")
    loads = [v["before"][0] for v in report["load"].values()] + [v["after"][0] for v in report["load"].values()]
    if loads:
        print(f"load average (1 min) during the run: {min(loads):.1f}-{max(loads):.1f}")
    print(render_table(figures))
    for group, why in report["failures"].items():
        print(f"FAILED {group}: {why.splitlines()[0]}")
    print(f"\nwritten: {out}")
    return 1 if report["failures"] else 0




if __name__ == "__main__":
    sys.exit(main())
