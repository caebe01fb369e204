"""Reading and writing result files (JSON tables, CSV predictions)."""
import csv
import json
import os


def write_json(obj, path):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        json.dump(obj, f, indent=2, sort_keys=False)
    return path


def read_json(path):
    with open(path) as f:
        return json.load(f)


def write_predictions(path, x, mean, var, y=None):
    """CSV with one row per test input (used by tools/plot_forecast.py)."""
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["t_days", "mean", "var"] + (["level_m"] if y is not None else []))
        for i in range(len(x)):
            row = [f"{x[i]:.6f}", f"{mean[i]:.6f}", f"{var[i]:.6f}"]
            if y is not None:
                row.append(f"{y[i]:.6f}")
            w.writerow(row)
    return path


def read_predictions(path):
    cols = {"t_days": [], "mean": [], "var": [], "level_m": []}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            for k in cols:
                if k in row:
                    cols[k].append(float(row[k]))
    return {k: v for k, v in cols.items() if v}


def merge_tables(paths, key="kernel"):
    """Combine the rows of several table JSON files (for the appendix tables)."""
    merged = {}
    for p in paths:
        for row in read_json(p)["rows"]:
            merged.setdefault(row[key], {}).update(row)
    return list(merged.values())
