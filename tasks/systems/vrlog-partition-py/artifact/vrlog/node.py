"""One vrlog node as an OS process: a TCP endpoint around vrlog.core.Node.

    python3 -m vrlog.node --id 3 --config conf/local.ini

The node listens on the address its peer list gives it and serves the
driver's requests, one JSON object per line:

    {"op": "hello"}                            -> {"id", "pid", "port"}
    {"op": "step", "tick": T, "inbox": [...], "proposals": [...]}
                                               -> {"outbox", "events", "accepted", "status"}
    {"op": "dump"}                             -> {"status", "committed", "counters"}
    {"op": "bye"}                              -> closes the process

Peers never talk to each other directly: every message goes through the
driver, which is what makes a run reproducible (see docs/harness.md).

A step is idempotent in its tick: a driver that retries a step after a
timeout must not advance the node's clock twice, so a tick at or below the
last one seen is not replayed (the inbox is still delivered).
"""
import argparse
import asyncio
import json
import logging
import os
import signal
import sys

from vrlog import config as vconfig
from vrlog import core
from vrlog.storage import StateFile

log = logging.getLogger("vrlog.node")


class NodeServer(object):

    def __init__(self, node_id, cfg, scenario_seed=0):
        self.cfg = cfg
        self.id = node_id
        me = [p for p in cfg.peers if p.id == node_id]
        if not me:
            raise SystemExit("node %d is not in %s" % (node_id, cfg.peers_path))
        self.me = me[0]
        self.store = StateFile(cfg.node_dir(node_id))
        hard = self.store.load()
        self.node = core.Node(node_id, cfg.members(), cfg.settings(scenario_seed), hard)
        self.last_tick = -1
        self.steps = 0
        self.server = None
        self.port = None
        self.done = None
        log.info("node %d: term %d, %d log entries, pre_vote=%s, members=%s",
                 node_id, hard.term, len(hard.log), self.node.cfg.pre_vote, self.node.members)

    # -- request handlers ----------------------------------------------------

    def do_hello(self, req):
        return {"id": self.id, "pid": os.getpid(), "port": self.port}

    def do_step(self, req):
        tick = req.get("tick")
        if tick is not None and tick <= self.last_tick:
            tick = None
        elif tick is not None:
            self.last_tick = tick
        out, events, accepted = core.step(self.node, tick, req.get("inbox", []),
                                          req.get("proposals", []))
        if self.node.dirty:
            self.store.save(self.node.hard_state())
            self.node.dirty = False
        self.steps += 1
        return {"outbox": out, "events": events, "accepted": accepted,
                "status": self.node.status()}

    def do_dump(self, req):
        return {"status": self.node.status(), "committed": self.node.committed(),
                "counters": {"steps": self.steps, "misaddressed": self.node.misaddressed,
                             "state_records": self.store.records}}

    def do_bye(self, req):
        self.done.set_result(None)
        return {"bye": self.id}

    # -- transport -------------------------------------------------------------

    @asyncio.coroutine
    def handle(self, reader, writer):
        peer = writer.get_extra_info("peername")
        log.debug("driver connected from %s", peer)
        while True:
            line = yield from reader.readline()
            if not line:
                break
            req = json.loads(line.decode("utf-8"))
            fn = getattr(self, "do_" + req.get("op", ""), None)
            if fn is None:
                rep = {"error": "unknown op %r" % req.get("op")}
            else:
                rep = fn(req)
            writer.write((json.dumps(rep, separators=(",", ":")) + "\n").encode("utf-8"))
            yield from writer.drain()
        writer.close()

    @asyncio.coroutine
    def bind(self):
        host, port = self.me.addr()
        try:
            self.server = yield from asyncio.start_server(self.handle, host, port)
        except OSError as exc:
            # After a crash-restart the old socket can linger; do not fail the
            # run for that, take any free port and say which one in the port file.
            log.info("node %d: %s:%d unavailable (%s); using an ephemeral port",
                     self.id, host, port, exc.strerror)
            self.server = yield from asyncio.start_server(self.handle, host, 0)
        self.port = self.server.sockets[0].getsockname()[1]
        portfile = os.path.join(self.cfg.run_dir, "n%d.port" % self.id)
        with open(portfile + ".tmp", "w") as fh:
            fh.write("%d\n" % self.port)
        os.replace(portfile + ".tmp", portfile)

    @asyncio.coroutine
    def serve(self):
        self.done = asyncio.get_event_loop().create_future()
        yield from self.bind()
        yield from self.done
        self.server.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--id", type=int, required=True)
    ap.add_argument("--config", default="conf/local.ini")
    ap.add_argument("--scenario-seed", type=int, default=0)
    ap.add_argument("--log-level", default="INFO")
    args = ap.parse_args(argv)
    logging.basicConfig(level=getattr(logging, args.log_level.upper()),
                        format="%(asctime)s n" + str(args.id) + " %(levelname)s %(message)s")
    cfg = vconfig.Config(args.config)
    os.makedirs(cfg.run_dir, exist_ok=True)
    srv = NodeServer(args.id, cfg, args.scenario_seed)
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(0))
    asyncio.run(srv.serve())


if __name__ == "__main__":
    main()
