#!/usr/bin/env python3
"""Extended version, Table 4: several controllers of one line subscribe to the
same topic with persistent sessions, go offline together and reconnect one
after the other. Each session has its own queue, so each controller should
receive what a single one receives in Table 2.

Not part of the workshop paper. Writes results/table4.csv.

    python3 bench/multi_subscriber.py --controllers 4 --messages 3000 --qos 1
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.common import (RESULTS_DIR, load_conf, payload, publish_all,  # noqa: E402
                          subscribe_persistent, drain, summarize, wait_broker)

IDLE_S = 2.0


def run(broker, seed, controllers, messages, size, qos):
    topic = "%s/line/q%d" % (broker["topic"], qos)
    ids = ["ctl-%02d" % k for k in range(controllers)]
    for cid in ids:
        subscribe_persistent(broker, cid, topic, qos)
    publish_all(broker, "line-pub", topic, qos, (payload(seed, i, size) for i in range(messages)))
    rows = []
    for k, cid in enumerate(ids):
        bodies, present, seconds = drain(broker, cid, IDLE_S)
        row = {"controller": cid, "order": k, "qos": qos, "published": messages}
        row.update(summarize(bodies, seed, size))
        row["session_present"] = present
        rows.append(row)
        print(row, flush=True)
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--controllers", type=int, default=4)
    ap.add_argument("--messages", type=int, default=3000)
    ap.add_argument("--payload-bytes", type=int, default=48)
    ap.add_argument("--qos", type=int, choices=(0, 1), default=1)
    args = ap.parse_args(argv)
    broker = load_conf("broker")
    seed = load_conf("experiment")["seed"]
    wait_broker(broker)
    rows = run(broker, seed, args.controllers, args.messages, args.payload_bytes, args.qos)
    os.makedirs(RESULTS_DIR, exist_ok=True)
    with open(os.path.join(RESULTS_DIR, "table4.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    counts = {r["delivered"] for r in rows}
    if len(counts) > 1:
        print("controllers received different counts: %s" % sorted(counts))


if __name__ == "__main__":
    main()
