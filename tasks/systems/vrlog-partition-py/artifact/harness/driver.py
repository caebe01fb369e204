"""The step driver: logical clock, message switch and fault injection.

Every tick the driver

  1. applies the fault script's events for this tick (crash, restart,
     partition, heal, submit),
  2. picks the node it believes is the leader from the statuses of the
     previous tick (role leader, highest term, lowest id),
  3. delivers the messages sent during the previous tick, dropping those
     whose destination is down or on the other side of a partition,
  4. steps every live node in id order with its inbox, handing the pending
     client commands to the believed leader, and collects what it sends.

All node traffic passes through here, so the order of every delivery is
fixed by the script and the run is reproducible down to the message.
"""
import asyncio
import json
import logging

from harness.metrics import Metrics
from harness.trace import Tracer

log = logging.getLogger("harness.driver")

LOOP = asyncio.get_event_loop()


class NodeLink(object):
    """The driver's connection to one node endpoint."""

    def __init__(self, peer, loop=None):
        self.peer = peer
        self.loop = loop or LOOP
        self.reader = None
        self.writer = None
        self.remote_id = None

    async def connect(self, timeout):
        host, port = self.peer.addr()
        self.reader, self.writer = await asyncio.wait_for(
            asyncio.open_connection(host, port, loop=self.loop), timeout)
        hello = await self.call({"op": "hello"}, timeout)
        self.remote_id = hello["id"]
        log.info("slot %d -> %s:%d (pid %s)", self.peer.id, host, port, hello["pid"])

    async def call(self, req, timeout):
        self.writer.write((json.dumps(req, separators=(",", ":")) + "\n").encode("utf-8"))
        await self.writer.drain()
        line = await asyncio.wait_for(self.reader.readline(), timeout)
        if not line:
            raise ConnectionResetError("node %d closed the connection" % self.peer.id)
        return json.loads(line.decode("utf-8"))

    def close(self):
        if self.writer is not None:
            self.writer.close()
            self.writer = None


class Driver(object):

    def __init__(self, cfg, cluster, script):
        self.cfg = cfg
        self.cluster = cluster
        self.script = script
        self.members = cfg.members()
        self.links = {}
        self.live = set()
        self.groups = None
        self.side = {}
        self.wire = []            # messages sent during the previous tick
        self.pending = []         # client commands not yet accepted
        self.next_cmd = 0
        self.status = {}
        self.metrics = Metrics(self.members, script)
        self.tracer = Tracer.from_env(script.name)

    def _set_partition(self, groups):
        self.groups = groups
        self.side = {}
        for i, g in enumerate(groups or []):
            for n in g:
                self.side[n] = i

    def connected(self, a, b):
        if self.groups is None:
            return True
        return self.side.get(a) == self.side.get(b)

    async def _link(self, peer):
        link = NodeLink(peer)
        await link.connect(self.cfg.step_timeout)
        self.links[peer.id] = link
        self.live.add(peer.id)

    async def setup(self):
        self.cluster.start_all()
        for peer in self.cfg.peers:
            await self._link(peer)

    def believed_leader(self):
        best = None
        for n in sorted(self.live):
            st = self.status.get(n)
            if st and st["role"] == "leader":
                if best is None or st["term"] > self.status[best]["term"]:
                    best = n
        return best

    async def apply(self, ev, tick):
        if ev.kind == "submit":
            for _ in range(ev.arg):
                self.pending.append("c%d" % self.next_cmd)
                self.next_cmd += 1
        elif ev.kind == "partition":
            self._set_partition(ev.arg)
        elif ev.kind == "heal":
            self._set_partition(None)
        elif ev.kind == "crash":
            if ev.arg in self.live:
                st = self.status.get(ev.arg) or {}
                log.info("tick %d: crash node %d (term %s, commit %s, last index %s)", tick,
                         ev.arg, st.get("term"), st.get("commit"), st.get("last_index"))
                self.cluster.crash(ev.arg)
                self.links.pop(ev.arg).close()
                self.live.discard(ev.arg)
                self.status.pop(ev.arg, None)
        elif ev.kind == "restart":
            if ev.arg not in self.live:
                peer = [p for p in self.cfg.peers if p.id == ev.arg][0]
                self.cluster.restart(ev.arg)
                await self._link(peer)
        self.metrics.fault(ev, tick)

    async def run_tick(self, tick):
        applied = []
        for ev in self.script.at(tick):
            await self.apply(ev, tick)
            applied.append([ev.kind, ev.arg])
        leader = self.believed_leader()
        inbox = {n: [] for n in self.live}
        n_drop = 0
        for msg in self.wire:
            dst = msg["dst"]
            if dst not in self.live or not self.connected(msg["src"], dst):
                self.metrics.dropped(msg)
                n_drop += 1
                continue
            inbox[dst].append(msg)
        n_deliv = len(self.wire) - n_drop
        self.wire = []
        for n in sorted(self.live):
            props = list(self.pending) if n == leader else []
            req = {"op": "step", "tick": tick, "inbox": inbox[n], "proposals": props}
            try:
                rep = await self.links[n].call(req, self.cfg.step_timeout)
            except (ConnectionError, asyncio.IncompleteReadError) as exc:
                log.warning("node %d went away during tick %d (%s)", n, tick, exc)
                self.live.discard(n)
                self.links.pop(n).close()
                self.status.pop(n, None)
                self.metrics.unexpected_exit(n, tick)
                continue
            if props and rep["accepted"]:
                del self.pending[:rep["accepted"]]
                self.metrics.accepted(rep["accepted"])
            self.status[n] = rep["status"]
            self.wire.extend(rep["outbox"])
            self.metrics.sent(rep["outbox"], tick)
            self.metrics.events(rep["events"], tick)
        self.tracer.tick(tick, applied, leader, n_deliv, n_drop, self.status)

    async def run(self):
        await self.setup()
        try:
            for tick in range(self.script.ticks):
                await self.run_tick(tick)
            dumps = {}
            for n in sorted(self.live):
                dumps[n] = await self.links[n].call({"op": "dump"}, self.cfg.step_timeout)
            return self.metrics.finish(dumps, self.pending)
        finally:
            self.tracer.close()
            for link in self.links.values():
                try:
                    link.writer.write(b'{"op":"bye"}\n')
                except Exception:
                    pass
                link.close()
