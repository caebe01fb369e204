#!/usr/bin/env python3
"""Write verify/reference_runs.json for the staged configuration (host-side, maintainers only).

    python3 verify/make_reference.py RUNS_CSV [--model]

RUNS_CSV is results/runs.csv of the reference deployment (solution/solve.sh)
run with verify/inputs/experiment.conf. With --model, every run is also
recomputed with verify/model.py (an independent implementation, ~10 minutes)
and the script refuses to write the file unless both agree exactly.
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import model  # noqa: E402

FIELDS = ("accesses", "misses", "refs", "pwc_hits", "faults", "tables", "table_kib",
          "resident_kib", "flushes")


def main():
    runs_csv = sys.argv[1]
    conf = model.read_conf(os.path.join(HERE, "inputs", "experiment.conf"))
    rows = []
    for r in csv.DictReader(open(runs_csv, newline="")):
        row = {"seed": int(r["seed"]), "workload": r["workload"], "granule": r["granule"]}
        row.update({f: int(r[f]) for f in FIELDS})
        row["checksum"] = r["checksum"].lower()
        rows.append(row)
    want = {(s, w, g) for s in conf["seeds"] for w in conf["workloads"] for g in conf["granules"]}
    got = {(r["seed"], r["workload"], r["granule"]) for r in rows}
    if want != got or len(rows) != len(want):
        raise SystemExit(f"{runs_csv}: runs do not cover the staged configuration")
    if "--model" in sys.argv:
        by_key = {(r["seed"], r["workload"], r["granule"]): r for r in rows}
        for e in model.expected_runs(conf):
            r = by_key[(e["seed"], e["workload"], e["granule"])]
            diff = [f for f in FIELDS + ("checksum",) if r[f] != e[f]]
            if diff:
                raise SystemExit(f"model and kernel disagree on {e['seed']}/{e['workload']}/"
                                 f"{e['granule']}: {diff}")
            print(f"ok {e['seed']} {e['workload']} {e['granule']}", flush=True)
    with open(os.path.join(HERE, "reference_runs.json"), "w") as fh:
        json.dump({"config": conf, "runs": rows}, fh, indent=1)
    print(f"wrote {len(rows)} runs")


if __name__ == "__main__":
    main()
