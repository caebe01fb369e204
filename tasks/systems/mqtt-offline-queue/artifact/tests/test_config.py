"""The shipped configurations are consistent with each other and the paper's method."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(name):
    with open(os.path.join(ROOT, "conf", name)) as fh:
        return json.load(fh)


def test_broker_fields():
    b = load("broker.json")
    assert set(b) >= {"host", "port", "username", "password", "topic"}
    assert 0 < b["port"] < 65536
    assert "#" not in b["topic"] and "+" not in b["topic"]


def test_experiment_shape():
    e = load("experiment.json")
    assert e["messages"] > 0
    assert set(e["qos_levels"]) <= {0, 1}
    assert e["repetitions"] >= 1
    assert e["payload_bytes"] >= 9


def test_sweep_shape():
    s = load("sweep.json")
    assert s["payload_bytes"] == sorted(s["payload_bytes"])
    assert min(s["payload_bytes"]) >= 9


def test_template_placeholders():
    with open(os.path.join(ROOT, "deploy", "mosquitto", "mqttq.conf.in")) as fh:
        text = fh.read()
    assert "@PORT@" in text and "@HOST@" in text
