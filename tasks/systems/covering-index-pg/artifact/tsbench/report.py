"""Aggregating the per-seed measurements into Table 3 and writing results/."""
import csv
import json
import os

import numpy as np

try:
    from tabulate import tabulate
except ImportError:          # printing only
    tabulate = None


def aggregate(rows):
    """Mean over seeds of buffers/query and index pages; spread is the largest
    deviation of one seed's value from that mean."""
    keys = []
    for r in rows:
        k = (r["config"], r["qtype"])
        if k not in keys:
            keys.append(k)
    table = []
    for cfg, qt in keys:
        sel = [r for r in rows if r["config"] == cfg and r["qtype"] == qt]
        buf = np.array([r["buffers_per_query"] for r in sel], dtype=float)
        idx = np.array([r["index_pages"] for r in sel], dtype=float)
        scans = sorted({r["scan"] for r in sel})
        table.append({"config": cfg, "qtype": qt, "scan": "/".join(scans),
                      "buffers_per_query": round(float(buf.mean()), 1),
                      "spread": round(float(np.abs(buf - buf.mean()).max()), 1),
                      "index_pages": int(round(float(idx.mean())))})
    return table


def write_csv(path, rows, fields=None):
    fields = fields or list(rows[0].keys())
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k) for k in fields})


def write(out_dir, result, settings, exp):
    os.makedirs(out_dir, exist_ok=True)
    table = aggregate(result["rows"])
    runs = [dict(r, buffers_per_query=round(r["buffers_per_query"], 2)) for r in result["rows"]]
    write_csv(os.path.join(out_dir, "table3.csv"), table)
    write_csv(os.path.join(out_dir, "table3_runs.csv"), runs)
    write_csv(os.path.join(out_dir, "answers.csv"), result["answers"],
              ["seed", "config", "qtype", "qid", "answer"])
    with open(os.path.join(out_dir, "settings.json"), "w") as fh:
        json.dump(settings, fh, indent=2)
    seeds = result["seeds"]
    q4 = [s["q4_readings_per_query"] for s in seeds if s["q4_readings_per_query"] is not None]
    summary = {"run_id": result["run_id"], "experiment": os.path.basename(exp.path),
               "seeds": seeds, "scale": exp.scale,
               "rows_mean": float(np.mean([s["rows"] for s in seeds])),
               "heap_pages_mean": float(np.mean([s["heap_pages"] for s in seeds])),
               "q4_readings_per_query": round(float(np.mean(q4)), 1) if q4 else None,
               "table3": table}
    with open(os.path.join(out_dir, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=2)
    return table, summary


def show(table, summary):
    print()
    print("Table 3 (mean over %d seed(s); spread = largest deviation of a seed)"
          % len(summary["seeds"]))
    head = ["config", "query", "scan node", "buffers/query", "spread", "index pages"]
    body = [[r["config"], r["qtype"], r["scan"], "%.1f" % r["buffers_per_query"],
             "%.1f" % r["spread"], r["index_pages"]] for r in table]
    if tabulate:
        print(tabulate(body, head, tablefmt="github"))
    else:
        print(" | ".join(head))
        for b in body:
            print(" | ".join(str(x) for x in b))
    print()
    print("readings/seed %.0f, heap pages %.0f, Q4 readings/query %s"
          % (summary["rows_mean"], summary["heap_pages_mean"], summary["q4_readings_per_query"]))
