#!/usr/bin/env python3
"""Dwell-weighted co-visitation (abandoned variant, kept for the record).

Idea: weight a pair by how long the user stayed on the first item. The dwell time is the
gap to the next event in the session (view v_event_dwell, migration 0007). On the
synthetic data the gaps carry no signal by construction, so the variant only adds noise;
see docs/CHANGELOG.md (0.3.0).
"""
import argparse

from common import db, logutil, load_config, dataset_id

SQL_DWELL_PAIRS = """
SELECT a.item_id, b.item_id, SUM(LEAST(COALESCE(d.dwell_s, 60), 600) / 60.0) AS w
FROM v_session_seq a
JOIN v_session_seq b ON b.dataset_id = a.dataset_id AND b.session_id = a.session_id AND b.pos = a.pos + 1
LEFT JOIN v_event_dwell d ON d.dataset_id = a.dataset_id AND d.session_id = a.session_id AND d.item_id = a.item_id
WHERE a.dataset_id = %s AND a.started < %s
GROUP BY a.item_id, b.item_id
ORDER BY w DESC
LIMIT %s
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--top", type=int, default=20)
    args = ap.parse_args()
    logutil.setup()
    cfg = load_config(args.config)
    from covis import features
    with db.session(cfg["db"]) as conn:
        ds = dataset_id(conn, args.data, cfg["dataset"]["name"])
        split = features.split_ts(conn, ds, cfg["split"]["test_days"])
        for a, b, w in db.query(conn, SQL_DWELL_PAIRS, (ds, split, args.top)):
            print(f"{a:6d} -> {b:6d}  {float(w):8.3f}")


if __name__ == "__main__":
    main()
