#!/usr/bin/env python3
"""Convert the HDF5 result stores of gpkern <= 0.2 to the JSON tables of 0.4.

The workshop version kept results in PyTables files (``results/*.h5``, one
table per kernel).  Needs pandas and tables (conda: ``pytables``).
"""
import argparse
import glob
import json
import os


def convert(path):
    import pandas as pd
    rows = []
    with pd.HDFStore(path, mode="r") as store:
        for key in store.keys():
            df = store[key]
            last = df.iloc[-1]
            rows.append({
                "kernel": key.strip("/"),
                "rmse": float(last["rmse"]),
                "nlpd": float(last["nlpd"]),
                "coverage95": float(last.get("coverage", float("nan"))),
                "nlml_per_point": float(last["nlml"]) / float(last.get("n", 1.0)),
            })
    return {"n_train": None, "n_test": None, "settings": "converted from " + path, "rows": rows}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("inputs", nargs="*")
    a = ap.parse_args(argv)
    for p in a.inputs or glob.glob("results/*.h5"):
        out = os.path.splitext(p)[0] + ".json"
        with open(out, "w") as f:
            json.dump(convert(p), f, indent=2)
        print(p, "->", out)


if __name__ == "__main__":
    main()
