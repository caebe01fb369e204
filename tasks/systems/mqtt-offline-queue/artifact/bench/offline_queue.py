#!/usr/bin/env python3
"""Table 2: what an MQTT broker keeps for a persistent subscriber that is
offline while messages are published, with and without a broker restart.

For every (QoS, restart) scenario: a subscriber with a persistent session
subscribes and disconnects; N messages are published; optionally the broker
is restarted; the subscriber reconnects and counts what it receives. The
whole set of scenarios is repeated; a row is reported once every repetition
gave the same counts.

N is conf/experiment.json's `messages`, or, for an `outage` taken from the
plant's log (start, end, rate), the messages the line publishes during it.
Another experiment file can be given as the argument.
"""
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.common import (RESULTS_DIR, load_conf, payload, publish_all,  # noqa: E402
                          restart_broker, subscribe_persistent, drain, summarize, wait_broker)
from bench.outage_model import needed, outage_seconds  # noqa: E402

IDLE_S = 2.0
COUNT_KEYS = ("delivered", "distinct", "first", "last", "in_order", "intact", "session_present")


def message_count(exp):
    if "outage" in exp:
        o = exp["outage"]
        return needed(outage_seconds(o["start"], o["end"]), o["rate"])
    return exp["messages"]


def scenario(broker, exp, qos, restart, rep):
    topic = "%s/q%d/r%d" % (broker["topic"], qos, int(restart))
    sub_id = "sub-q%d-r%d" % (qos, int(restart))
    n, seed, size = message_count(exp), exp["seed"], exp["payload_bytes"]

    subscribe_persistent(broker, sub_id, topic, qos)
    published = publish_all(broker, "pub-q%d-r%d" % (qos, int(restart)), topic, qos,
                            (payload(seed + rep, i, size) for i in range(n)))
    if restart:
        restart_broker(broker)
    bodies, present, _ = drain(broker, sub_id, IDLE_S)
    row = {"qos": qos, "restart": int(restart), "published": published}
    row.update(summarize(bodies, seed + rep, size))
    row["session_present"] = present
    return row


def main():
    broker = load_conf("broker")
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as fh:
            exp = json.load(fh)
    else:
        exp = load_conf("experiment")
    reps = int(exp.get("repetitions", 1))
    wait_broker(broker)
    rows = {}
    for rep in range(reps):
        for restart in exp["restart"]:
            for qos in exp["qos_levels"]:
                r = scenario(broker, exp, qos, restart, rep)
                print("rep %d %s" % (rep + 1, r), flush=True)
                key = (qos, int(restart))
                if key not in rows:
                    rows[key] = dict(r, repetitions=1)
                elif all(rows[key][k] == r[k] for k in COUNT_KEYS):
                    rows[key]["repetitions"] += 1
                else:
                    print("qos %d restart %d: repetition %d differs from the first" % (qos, int(restart), rep + 1),
                          flush=True)
    os.makedirs(RESULTS_DIR, exist_ok=True)
    out = [rows[(q, int(r))] for r in exp["restart"] for q in exp["qos_levels"]]
    with open(os.path.join(RESULTS_DIR, "table2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(out[0].keys()))
        w.writeheader()
        w.writerows(out)


if __name__ == "__main__":
    main()
