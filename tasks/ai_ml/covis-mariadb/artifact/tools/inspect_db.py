#!/usr/bin/env python3
"""Print row counts and sizes of the feature-store tables (information_schema)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from covis import config, db  # noqa: E402
from covis.vendor.tabulate_lite import tabulate  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    args = ap.parse_args()
    cfg = config.load(args.config)
    with db.session(cfg["db"]) as conn:
        rows = db.query(conn, """
            SELECT table_name, engine, table_rows, ROUND((data_length + index_length) / 1048576, 2)
            FROM information_schema.tables
            WHERE table_schema = %s AND table_type = 'BASE TABLE'
            ORDER BY table_name""", (cfg["db"]["database"],))
        print(tabulate([list(r) for r in rows], headers=["table", "engine", "rows (est.)", "MiB"]))
        ds = db.query(conn, "SELECT dataset_id, name, n_items_file, n_events_file, loaded_at FROM datasets")
        if ds:
            print()
            print(tabulate([list(r) for r in ds], headers=["id", "name", "items (file)", "events (file)", "loaded"]))


if __name__ == "__main__":
    main()
