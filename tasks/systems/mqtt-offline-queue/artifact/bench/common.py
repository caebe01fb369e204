"""Helpers shared by the benchmarks in bench/: configuration, payloads,
client connections and broker control.

Every payload starts with an 8-digit sequence number and a separator, so a
receiver can recover the publish order; the rest is a seeded SHA-256 stream
that lets it check that the body arrived unchanged.
"""
import hashlib
import json
import os
import subprocess
import sys
import threading
import time

import paho.mqtt.client as mqtt

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONF_DIR = os.path.join(ROOT, "conf")
RESULTS_DIR = os.path.join(ROOT, "results")

SEQ_DIGITS = 8
MIN_PAYLOAD = SEQ_DIGITS + 1
CONNACK_TIMEOUT_S = 10.0


def load_conf(name):
    """Read conf/<name>.json."""
    with open(os.path.join(CONF_DIR, name + ".json")) as fh:
        return json.load(fh)


def payload(seed, i, size):
    """The i-th message body of a run: sequence number, then seeded hash bytes."""
    if size < MIN_PAYLOAD:
        raise ValueError("payload_bytes must be at least %d" % MIN_PAYLOAD)
    h = hashlib.sha256(b"%d:%d" % (seed, i)).hexdigest().encode()
    body = (b"%08d|" % i + h * (1 + size // len(h)))[:size]
    return body


def sequence_of(body):
    """Sequence number of a received body, or -1 if it is not one of ours."""
    try:
        return int(body[:SEQ_DIGITS])
    except ValueError:
        return -1


def make_client(broker, client_id, clean):
    c = mqtt.Client(client_id=client_id, clean_session=clean)
    c.username_pw_set(broker["username"], broker["password"])
    return c


def connect(broker, client_id, clean, inflight=100):
    """Connect and wait for the CONNACK; returns (client, session_present)."""
    c = make_client(broker, client_id, clean)
    c.max_inflight_messages_set(inflight)
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
    if not ev.wait(CONNACK_TIMEOUT_S):
        sys.exit("no CONNACK from %s:%d" % (broker["host"], broker["port"]))
    if rc["code"] != 0:
        sys.exit("broker refused the connection: %s" % mqtt.connack_string(rc["code"]))
    return c, rc["session_present"]


def close(c):
    c.disconnect()
    c.loop_stop()


def wait_broker(broker, timeout=30):
    """Block until the broker accepts TCP connections on its listener."""
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            c = make_client(broker, "probe", True)
            c.connect(broker["host"], broker["port"], keepalive=10)
            c.disconnect()
            return
        except OSError:
            time.sleep(0.5)
    sys.exit("broker not reachable on %s:%d" % (broker["host"], broker["port"]))


def restart_broker(broker):
    """Stop and start the broker service (the restart scenarios of Table 2)."""
    subprocess.run(["service", "mosquitto", "stop"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    subprocess.run(["service", "mosquitto", "start"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_broker(broker)


def subscribe_persistent(broker, client_id, topic, qos):
    """Start from an empty session, then leave a persistent one subscribed to topic."""
    c, _ = connect(broker, client_id, True)
    close(c)
    c, _ = connect(broker, client_id, False)
    done = threading.Event()
    c.on_subscribe = lambda *a: done.set()
    c.subscribe(topic, qos)
    done.wait(CONNACK_TIMEOUT_S)
    close(c)


def publish_all(broker, client_id, topic, qos, bodies):
    """Publish every body and wait until the client library has sent (QoS 0)
    or the broker acknowledged (QoS 1) each of them."""
    pub, _ = connect(broker, client_id, True)
    infos = [pub.publish(topic, b, qos=qos) for b in bodies]
    for info in infos:
        info.wait_for_publish()
    time.sleep(0.5)
    close(pub)
    return len(infos)


def drain(broker, client_id, idle_s, on_body=None):
    """Reconnect a persistent session and collect what arrives until the line
    is quiet for idle_s. Returns (bodies, session_present, seconds)."""
    got = []
    last = [time.time()]

    def on_message(client, userdata, msg):
        got.append(msg.payload)
        last[0] = time.time()
        if on_body is not None:
            on_body(msg.payload)
    c = make_client(broker, client_id, False)
    c.on_message = on_message
    sp = {}
    c.on_connect = lambda cl, ud, flags, code: sp.setdefault("present", flags.get("session present", 0))
    t0 = time.time()
    c.connect(broker["host"], broker["port"], keepalive=30)
    c.loop_start()
    while time.time() - last[0] < idle_s:
        time.sleep(0.1)
    close(c)
    return got, int(sp.get("present", 0)), last[0] - t0


def summarize(bodies, seed, size):
    """Counts of a drained queue: delivered, distinct, first, last, order, integrity."""
    idx = [sequence_of(p) for p in bodies]
    intact = all(p == payload(seed, i, size) for p, i in zip(bodies, idx))
    return {"delivered": len(bodies), "distinct": len(set(idx)),
            "first": idx[0] if idx else -1, "last": idx[-1] if idx else -1,
            "in_order": int(idx == sorted(idx)), "intact": int(intact)}
