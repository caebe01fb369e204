#!/usr/bin/env python3
"""Watch the broker's $SYS topics (clients, stored messages, heap) while a
benchmark runs. Mosquitto publishes them every sys_interval seconds
(10 s by default), so short runs may show only one sample.

    python3 tools/sys_stats.py --seconds 60
"""
import argparse
import json
import os
import sys
import time

import paho.mqtt.client as mqtt

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOPICS = [
    "$SYS/broker/version",
    "$SYS/broker/clients/connected",
    "$SYS/broker/clients/disconnected",
    "$SYS/broker/store/messages/count",
    "$SYS/broker/store/messages/bytes",
    "$SYS/broker/messages/received",
    "$SYS/broker/messages/sent",
    "$SYS/broker/publish/messages/dropped",
    "$SYS/broker/heap/current",
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--json", action="store_true", help="one JSON object per sample instead of text")
    args = ap.parse_args(argv)
    with open(os.path.join(ROOT, "conf", "broker.json")) as fh:
        broker = json.load(fh)

    latest = {}

    def on_message(client, userdata, msg):
        latest[msg.topic] = msg.payload.decode(errors="replace")
        if args.json:
            print(json.dumps({"t": round(time.time(), 1), "topic": msg.topic, "value": latest[msg.topic]}))
        else:
            print("%8.1f  %-40s %s" % (time.time() % 86400, msg.topic, latest[msg.topic]))
        sys.stdout.flush()

    c = mqtt.Client(client_id="sys-stats", clean_session=True)
    c.username_pw_set(broker["username"], broker["password"])
    c.on_message = on_message
    c.on_connect = lambda cl, ud, fl, rc: [cl.subscribe(t, 0) for t in TOPICS]
    c.connect(broker["host"], broker["port"], keepalive=30)
    c.loop_start()
    try:
        time.sleep(args.seconds)
    except KeyboardInterrupt:
        pass
    c.disconnect()
    c.loop_stop()
    missing = [t for t in TOPICS if t not in latest]
    if missing:
        print("no value for: " + ", ".join(missing), file=sys.stderr)


if __name__ == "__main__":
    main()
