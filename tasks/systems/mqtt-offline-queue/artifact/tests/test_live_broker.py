"""Smoke test against a running broker (skipped when none listens):
one short persistent-session round trip at QoS 1."""
import socket

import pytest

from bench.common import drain, load_conf, payload, publish_all, subscribe_persistent, summarize


def broker_up(b):
    try:
        with socket.create_connection((b["host"], b["port"]), timeout=1):
            return True
    except OSError:
        return False


@pytest.fixture(scope="module")
def broker():
    b = load_conf("broker")
    if not broker_up(b):
        pytest.skip("no broker on %s:%d" % (b["host"], b["port"]))
    return b


def test_short_round_trip(broker):
    topic = broker["topic"] + "/smoke"
    subscribe_persistent(broker, "smoke-sub", topic, 1)
    publish_all(broker, "smoke-pub", topic, 1, [payload(7, i, 48) for i in range(50)])
    bodies, present, _ = drain(broker, "smoke-sub", 1.0)
    s = summarize(bodies, 7, 48)
    assert present == 1
    assert s["delivered"] == 50 and s["in_order"] == 1 and s["intact"] == 1
