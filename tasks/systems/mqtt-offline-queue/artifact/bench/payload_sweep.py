#!/usr/bin/env python3
"""Figure 3: the no-restart scenarios of Table 2 for a range of payload sizes.

Reads conf/sweep.json (or the JSON file given as the argument) and writes
results/fig3.csv, one row per (payload size, QoS). Plot it with
tools/plot_sweep.py.
"""
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.common import (RESULTS_DIR, load_conf, payload, publish_all,  # noqa: E402
                          subscribe_persistent, drain, summarize, wait_broker)

IDLE_S = 2.0


def point(broker, sweep, qos, size):
    topic = "%s/sweep/q%d/b%d" % (broker["topic"], qos, size)
    sub_id = "sweep-q%d" % qos
    n, seed = sweep["messages"], sweep["seed"]
    subscribe_persistent(broker, sub_id, topic, qos)
    publish_all(broker, "sweep-pub-q%d" % qos, topic, qos, (payload(seed, i, size) for i in range(n)))
    bodies, present, seconds = drain(broker, sub_id, IDLE_S)
    row = {"payload_bytes": size, "qos": qos, "published": n}
    row.update(summarize(bodies, seed, size))
    row["session_present"] = present
    row["drain_s"] = round(seconds, 2)
    return row


def main():
    broker = load_conf("broker")
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as fh:
            sweep = json.load(fh)
    else:
        sweep = load_conf("sweep")
    wait_broker(broker)
    rows = []
    for size in sweep["payload_bytes"]:
        for qos in sweep["qos_levels"]:
            r = point(broker, sweep, qos, size)
            print(r, flush=True)
            rows.append(r)
    os.makedirs(RESULTS_DIR, exist_ok=True)
    with open(os.path.join(RESULTS_DIR, "fig3.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
