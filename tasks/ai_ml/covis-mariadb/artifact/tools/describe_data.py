#!/usr/bin/env python3
"""Describe a loaded dataset: session lengths, popularity skew, category mix, daily volume."""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from covis import config, db, ingest, stats  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = ap.parse_args()
    cfg = config.load(args.config)
    with db.session(cfg["db"]) as conn:
        row = ingest.find_dataset(conn, ingest.fingerprint(args.data))
        if not row:
            sys.exit(f"{args.data} is not loaded; run `python3 -m covis.cli ingest` first")
        doc = stats.describe(conn, row[0])
    if args.json:
        print(json.dumps(doc, indent=2, sort_keys=True))
        return
    sl = doc["session_length"]
    print(f"sessions:            {doc['sessions']}")
    print(f"session length:      mean {sl['mean']}, median {sl['median']}, p95 {sl['p95']}, max {sl['max']}")
    print(f"items with events:   {doc['items_with_events']}")
    print(f"popularity Gini:     {doc['popularity_gini']}")
    print(f"repeat sessions:     {doc['repeat_rate']}")
    print(f"days / events a day: {doc['days']} / {doc['events_per_day']}")
    top = sorted(doc["category_mix"].items(), key=lambda kv: -kv[1])[:5]
    print("top categories:      " + ", ".join(f"{c} ({s:.1%})" for c, s in top))


if __name__ == "__main__":
    main()
