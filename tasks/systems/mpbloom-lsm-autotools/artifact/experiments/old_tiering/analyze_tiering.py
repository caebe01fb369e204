#!/usr/bin/env python
"""Table 3 of the submission: read amplification under size-tiering."""
from __future__ import print_function

import json
import os
import sys

import pandas as pd


def main(d):
    recs = []
    for name in os.listdir(d):
        if name.endswith(".json"):
            with open(os.path.join(d, name)) as fh:
                r = json.load(fh)
            recs.append(dict(workload=r["workload"], policy=r["policy"],
                             reads_per_get=float(r["block_reads"]) / max(r["gets"], 1),
                             fp=r["bloom_false_pos"], runs=r.get("tier_runs", 0)))
    df = pd.DataFrame(recs).sort_values(["workload", "policy"])
    print(df.to_string(index=False))
    df.to_csv(os.path.join(d, "table3.csv"), index=False)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "out")
