"""Round trip through a running beanstalkd (skipped when none answers on the configured port)."""
import socket
import uuid

import pytest

from hpsearch import config


def _broker_up(b):
    try:
        socket.create_connection((b.host, b.port), timeout=0.5).close()
        return True
    except OSError:
        return False


@pytest.fixture
def broker():
    b = config.load_broker("conf/broker.ini")
    if not _broker_up(b):
        pytest.skip("no beanstalkd on the configured port")
    b.tube_prefix = "test-" + uuid.uuid4().hex[:8]
    return b


def test_put_reserve_delete(broker):
    from hpsearch.queue import Queue
    t = broker.tube("jobs")
    q = Queue(broker, use=t, watch=[t])
    q.put({"kind": "trial", "x": 1})
    job_id, body = q.reserve(timeout=2)
    assert body == {"kind": "trial", "x": 1}
    assert q.delete(job_id)
    assert q.reserve(timeout=0) is None
    q.close()


def test_purge(broker):
    from hpsearch.queue import Queue
    t = broker.tube("jobs")
    q = Queue(broker, use=t, watch=[t])
    for i in range(5):
        q.put({"i": i})
    assert q.purge(t) == 5
    assert q.backlog(t) == 0
    q.close()
