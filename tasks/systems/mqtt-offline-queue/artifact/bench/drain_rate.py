#!/usr/bin/env python3
"""Section 5 (discussion): how fast a reconnecting subscriber drains its
offline queue, for a few in-flight windows of the subscriber.

Not part of Table 2. Wall-clock rates depend on the machine; the paper
only uses them to argue that draining 5000 queued messages takes seconds,
not minutes. Writes results/drain_rate.csv.
"""
import csv
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.common import (RESULTS_DIR, load_conf, payload, publish_all,  # noqa: E402
                          subscribe_persistent, drain, wait_broker)

IDLE_S = 1.0
MESSAGES = 4000
SIZES = (48, 512)


def measure(broker, seed, qos, size):
    topic = "%s/drain/q%d/b%d" % (broker["topic"], qos, size)
    sub_id = "drain-q%d" % qos
    subscribe_persistent(broker, sub_id, topic, qos)
    publish_all(broker, "drain-pub", topic, qos, (payload(seed, i, size) for i in range(MESSAGES)))
    stamps = []
    bodies, _, _ = drain(broker, sub_id, IDLE_S, on_body=lambda b: stamps.append(time.perf_counter()))
    if len(stamps) < 2:
        return {"qos": qos, "payload_bytes": size, "received": len(bodies), "msgs_per_s": 0.0}
    span = stamps[-1] - stamps[0]
    return {"qos": qos, "payload_bytes": size, "received": len(bodies),
            "msgs_per_s": round((len(stamps) - 1) / span, 1) if span > 0 else float("inf")}


def main():
    broker = load_conf("broker")
    seed = load_conf("experiment")["seed"]
    wait_broker(broker)
    rows = []
    for size in SIZES:
        for qos in (0, 1):
            r = measure(broker, seed, qos, size)
            print(r, flush=True)
            rows.append(r)
    os.makedirs(RESULTS_DIR, exist_ok=True)
    with open(os.path.join(RESULTS_DIR, "drain_rate.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
