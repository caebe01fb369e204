#!/usr/bin/env python3
"""Figure 3 of the paper: rand with the 4K granule while the heap grows.

Boots the kernel once per heap size and seed with conf/experiment-fig3.conf
(heap_kib replaced) and prints MPKA and descriptor reads per walk for each
heap size. Needs build/gwk.elf and a working conf/machine.conf.

    python3 tools/fig3_heap_sweep.py --heaps 16,24,32,40,48,56,64,80,96
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import make_table  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default=os.path.join(ROOT, "conf", "experiment-fig3.conf"))
    ap.add_argument("--machine", default=os.path.join(ROOT, "conf", "machine.conf"))
    ap.add_argument("--heaps", default="16,24,32,40,48,56,64,80,96",
                    help="heap sizes in MiB, comma-separated")
    ap.add_argument("--out", default=os.path.join(ROOT, "results-fig3"))
    args = ap.parse_args(argv)

    base = open(args.config).read().splitlines()
    print(f"{'heap MiB':>8} {'MPKA':>9} {'refs/walk':>10} {'seeds':>5}")
    for mib in [int(h) for h in args.heaps.split(",") if h]:
        lines = [ln for ln in base if not ln.strip().startswith("heap_kib")]
        lines.append(f"heap_kib = {mib * 1024}")
        out = os.path.join(args.out, f"heap-{mib}")
        os.makedirs(out, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", suffix=".conf", delete=False) as fh:
            fh.write("\n".join(lines) + "\n")
            conf_path = fh.name
        try:
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "run_experiment.py"),
                            "--config", conf_path, "--machine", args.machine,
                            "--kernel", os.path.join(ROOT, "build", "gwk.elf"), "--out", out],
                           check=True, stdout=subprocess.DEVNULL)
        finally:
            os.unlink(conf_path)
        rows = make_table.load_runs(os.path.join(out, "runs.csv"))
        mpka = statistics.mean(1000.0 * r["misses"] / r["accesses"] for r in rows)
        rpw = statistics.mean(r["refs"] / r["misses"] for r in rows)
        print(f"{mib:8d} {mpka:9.2f} {rpw:10.3f} {len(rows):5d}", flush=True)


if __name__ == "__main__":
    main()
