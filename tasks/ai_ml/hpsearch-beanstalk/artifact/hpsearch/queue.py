"""A small, reconnecting wrapper around a beanstalkd client.

The search was first run on the group's cluster, whose image had `beanstalkc`; later laptops used
`greenstalk`. Both speak the same protocol, so this module hides the difference behind five
calls (put, reserve, delete, stats, purge) with JSON bodies, and reconnects when the broker goes
away, which it does on purpose in the experiment of Section 4.2.
"""
import json
import logging
import socket
import time

log = logging.getLogger("hpsearch.queue")

try:  # the cluster's client (Python 2 era API, kept for the old launcher)
    import beanstalkc as _bc
    _BACKEND = "beanstalkc"
except ImportError:  # pragma: no cover - depends on the machine
    _bc = None
    try:
        import greenstalk as _gs
        _BACKEND = "greenstalk"
    except ImportError:
        _gs = None
        _BACKEND = None

DEFAULT_PRIORITY = 2 ** 16


class BrokerUnavailable(RuntimeError):
    pass


def backend():
    return _BACKEND


class _Greenstalk:
    def __init__(self, host, port):
        self.c = _gs.Client((host, port))

    def use(self, tube):
        self.c.use(tube)

    def watch(self, tube):
        self.c.watch(tube)

    def ignore(self, tube):
        try:
            self.c.ignore(tube)
        except _gs.NotIgnoredError:
            pass

    def put(self, body, priority, ttr):
        return self.c.put(body, priority=priority, ttr=ttr)

    def reserve(self, timeout):
        try:
            job = self.c.reserve(timeout=timeout)
        except _gs.TimedOutError:
            return None
        return job.id, job.body

    def delete(self, job_id):
        try:
            self.c.delete(job_id)
            return True
        except _gs.NotFoundError:
            return False

    def stats_tube(self, tube):
        try:
            return self.c.stats_tube(tube)
        except _gs.NotFoundError:
            return {}

    def kick(self, n):
        return self.c.kick(n)

    def server_stats(self):
        return self.c.stats()

    def close(self):
        try:
            self.c.close()
        except Exception:
            pass

    errors = (OSError, EOFError) + ((_gs.UnknownResponseError,) if _gs else ())


class _Beanstalkc:
    def __init__(self, host, port):
        self.c = _bc.Connection(host=host, port=port, parse_yaml=True)

    def use(self, tube):
        self.c.use(tube)

    def watch(self, tube):
        self.c.watch(tube)

    def ignore(self, tube):
        self.c.ignore(tube)

    def put(self, body, priority, ttr):
        return self.c.put(body, priority=priority, ttr=ttr)

    def reserve(self, timeout):
        job = self.c.reserve(timeout=timeout)
        if job is None:
            return None
        return job.jid, job.body

    def delete(self, job_id):
        try:
            self.c.delete(job_id)
            return True
        except _bc.CommandFailed:
            return False

    def stats_tube(self, tube):
        try:
            return self.c.stats_tube(tube)
        except _bc.CommandFailed:
            return {}

    def kick(self, n):
        return self.c.kick(n)

    def server_stats(self):
        return self.c.stats()

    def close(self):
        try:
            self.c.close()
        except Exception:
            pass

    errors = (OSError, EOFError) + ((_bc.SocketError,) if _bc else ())


class Queue:
    """One connection to the broker, with a tube to put into and tubes to watch.

    Every call retries through a reconnect (with backoff, up to `connect_timeout` seconds) when
    the connection breaks; tube state is restored after reconnecting.
    """

    def __init__(self, broker, use=None, watch=()):
        if _BACKEND is None:
            raise ImportError("no beanstalkd client installed: pip install -r requirements.txt")
        self.broker = broker
        self._use = use
        self._watch = list(watch)
        self._conn = None
        self.reconnects = 0
        self._connect()

    # -- connection -------------------------------------------------------------------------
    def _open(self):
        cls = _Beanstalkc if _BACKEND == "beanstalkc" else _Greenstalk
        conn = cls(self.broker.host, self.broker.port)
        if self._use:
            conn.use(self._use)
        for t in self._watch:
            conn.watch(t)
        if self._watch:
            conn.ignore("default")
        return conn

    def _connect(self):
        deadline = time.monotonic() + self.broker.connect_timeout
        delay = 0.1
        last = None
        while time.monotonic() < deadline:
            try:
                self._conn = self._open()
                return
            except (OSError, EOFError) as e:
                last = e
                time.sleep(delay)
                delay = min(delay * 2, 2.0)
        raise BrokerUnavailable(
            f"no beanstalkd at {self.broker.host}:{self.broker.port} "
            f"after {self.broker.connect_timeout:.0f}s ({last})")

    def _call(self, name, *args):
        errors = (_Beanstalkc.errors if _BACKEND == "beanstalkc" else _Greenstalk.errors) + (
            socket.timeout, ConnectionError)
        for attempt in range(3):
            if self._conn is None:
                self._connect()
            try:
                return getattr(self._conn, name)(*args)
            except errors as e:
                log.info("broker connection lost during %s (%s); reconnecting", name, e)
                if self._conn is not None:
                    self._conn.close()
                self._conn = None
                self.reconnects += 1
                self._connect()
        raise BrokerUnavailable(f"{name} failed after reconnecting three times")

    def close(self):
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # -- the five calls ---------------------------------------------------------------------
    def put(self, obj, priority=DEFAULT_PRIORITY, ttr=None):
        body = json.dumps(obj, sort_keys=True)
        return self._call("put", body, int(priority), int(ttr or self.broker.ttr))

    def reserve(self, timeout=1):
        got = self._call("reserve", int(timeout))
        if got is None:
            return None
        job_id, body = got
        if isinstance(body, bytes):
            body = body.decode("utf-8")
        try:
            return job_id, json.loads(body)
        except ValueError:
            log.warning("job %s has a body that is not JSON; deleting it", job_id)
            self._call("delete", job_id)
            return None

    def delete(self, job_id):
        return self._call("delete", job_id)

    def stats(self, tube):
        return self._call("stats_tube", tube) or {}

    def server(self):
        """The broker's own statistics (pid, uptime, version, binlog settings, ...)."""
        return self._call("server_stats") or {}

    def backlog(self, tube):
        """Jobs the tube still owes: ready + reserved + delayed (buried ones are not coming)."""
        s = self.stats(tube)
        return sum(int(s.get(k, 0)) for k in
                   ("current-jobs-ready", "current-jobs-reserved", "current-jobs-delayed"))

    def purge(self, tube, limit=100000):
        """Delete every job of `tube` this connection can reserve (used at the start of a run)."""
        helper = Queue(self.broker, use=tube, watch=[tube])
        n = 0
        try:
            helper._call("kick", limit)
        except Exception:
            pass
        try:
            while n < limit:
                got = helper._call("reserve", 0)
                if got is None:
                    break
                helper._call("delete", got[0])
                n += 1
        finally:
            helper.close()
        return n
