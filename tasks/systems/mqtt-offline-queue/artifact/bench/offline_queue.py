#!/usr/bin/env python3
"""Table 2: what an MQTT broker keeps for a persistent subscriber that is
offline while messages are published, with and without a broker restart.

For every (QoS, restart) scenario: a subscriber with a persistent session
subscribes and disconnects; N messages are published; optionally the broker
is restarted; the subscriber reconnects and counts what it receives.
"""
import csv
import hashlib
import json
import os
import subprocess
import sys
import threading
import time

import paho.mqtt.client as mqtt

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDLE_S = 2.0


def payload(seed, i, size):
    h = hashlib.sha256(b"%d:%d" % (seed, i)).hexdigest().encode()
    body = (b"%08d|" % i + h * (1 + size // len(h)))[:size]
    return body


def connect(broker, client_id, clean):
    c = mqtt.Client(client_id=client_id, clean_session=clean)
    c.username_pw_set(broker["username"], broker["password"])
    c.max_inflight_messages_set(100)
    c.max_queued_messages_set(0)
    rc = {}
    ev = threading.Event()

    def on_connect(client, userdata, flags, code):
        rc["code"] = code
        rc["session_present"] = flags.get("session present", 0)
        ev.set()
    c.on_connect = on_connect
    c.connect(broker["host"], broker["port"], keepalive=30)
    c.loop_start()
    if not ev.wait(10):
        sys.exit("no CONNACK from %s:%d" % (broker["host"], broker["port"]))
    if rc["code"] != 0:
        sys.exit("broker refused the connection: %s" % mqtt.connack_string(rc["code"]))
    return c, rc["session_present"]


def wait_broker(broker, timeout=30):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            c = mqtt.Client(client_id="probe", clean_session=True)
            c.username_pw_set(broker["username"], broker["password"])
            c.connect(broker["host"], broker["port"], keepalive=10)
            c.disconnect()
            return
        except OSError:
            time.sleep(0.5)
    sys.exit("broker not reachable on %s:%d" % (broker["host"], broker["port"]))


def restart_broker(broker):
    subprocess.run(["service", "mosquitto", "stop"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    subprocess.run(["service", "mosquitto", "start"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_broker(broker)


def scenario(broker, exp, qos, restart):
    topic = "%s/q%d/r%d" % (broker["topic"], qos, int(restart))
    sub_id = "sub-q%d-r%d" % (qos, int(restart))
    n, seed, size = exp["messages"], exp["seed"], exp["payload_bytes"]

    # start from an empty session, then create the persistent one
    c, _ = connect(broker, sub_id, True)
    c.disconnect(); c.loop_stop()
    c, _ = connect(broker, sub_id, False)
    done = threading.Event()
    c.on_subscribe = lambda *a: done.set()
    c.subscribe(topic, qos)
    done.wait(10)
    c.disconnect(); c.loop_stop()

    pub, _ = connect(broker, "pub-q%d-r%d" % (qos, int(restart)), True)
    infos = [pub.publish(topic, payload(seed, i, size), qos=qos) for i in range(n)]
    for info in infos:
        info.wait_for_publish()
    time.sleep(0.5)
    pub.disconnect(); pub.loop_stop()

    if restart:
        restart_broker(broker)

    got = []
    last = [time.time()]

    def on_message(client, userdata, msg):
        got.append(msg.payload)
        last[0] = time.time()
    c = mqtt.Client(client_id=sub_id, clean_session=False)
    c.username_pw_set(broker["username"], broker["password"])
    c.on_message = on_message
    sp = {}
    c.on_connect = lambda cl, ud, flags, code: sp.setdefault("present", flags.get("session present", 0))
    c.connect(broker["host"], broker["port"], keepalive=30)
    c.loop_start()
    while time.time() - last[0] < IDLE_S:
        time.sleep(0.1)
    c.disconnect(); c.loop_stop()

    idx = [int(p[:8]) for p in got]
    intact = all(p == payload(seed, i, size) for p, i in zip(got, idx))
    return {"qos": qos, "restart": int(restart), "published": n, "delivered": len(got),
            "distinct": len(set(idx)), "first": idx[0] if idx else -1, "last": idx[-1] if idx else -1,
            "in_order": int(idx == sorted(idx)), "intact": int(intact),
            "session_present": int(sp.get("present", 0))}


def main():
    broker = json.load(open(os.path.join(ROOT, "conf", "broker.json")))
    exp = json.load(open(os.path.join(ROOT, "conf", "experiment.json")))
    wait_broker(broker)
    rows = []
    for restart in exp["restart"]:
        for qos in exp["qos_levels"]:
            r = scenario(broker, exp, qos, restart)
            print(r, flush=True)
            rows.append(r)
    os.makedirs(os.path.join(ROOT, "results"), exist_ok=True)
    with open(os.path.join(ROOT, "results", "table2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
