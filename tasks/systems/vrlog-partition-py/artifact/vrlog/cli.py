"""Talk to running nodes: status of every node, or the committed log of one.

    PYTHONPATH=. python3 -m vrlog.cli --config conf/local.ini status
    PYTHONPATH=. python3 -m vrlog.cli --config conf/local.ini dump 3

Only useful while a run is in progress (the harness stops the nodes at the
end) or with nodes started by hand with `python3 -m vrlog.node`.  Note that
a node serves one driver at a time per connection; asking for a dump while
the driver steps the node is harmless because steps and dumps are
serialised by the node's event loop.
"""
import argparse
import asyncio
import json
import sys

from vrlog import config as vconfig


async def ask(host, port, req, timeout=3.0):
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    try:
        writer.write((json.dumps(req) + "\n").encode("utf-8"))
        await writer.drain()
        line = await asyncio.wait_for(reader.readline(), timeout)
        return json.loads(line.decode("utf-8"))
    finally:
        writer.close()


async def status(cfg):
    rows = []
    for p in cfg.peers:
        try:
            rep = await ask(p.host, p.port, {"op": "dump"})
            st = rep["status"]
            rows.append("%d  %-13s term %-4d commit %-5d last %-5d leader %s" % (
                p.id, st["role"], st["term"], st["commit"], st["last_index"], st["leader"]))
        except (OSError, asyncio.TimeoutError) as exc:
            rows.append("%d  unreachable (%s)" % (p.id, exc))
    return rows


async def dump(cfg, node_id):
    p = [x for x in cfg.peers if x.id == node_id][0]
    rep = await ask(p.host, p.port, {"op": "dump"})
    out = ["node %d: %s" % (node_id, json.dumps(rep["status"]))]
    for i, (term, cmd) in enumerate(rep["committed"], 1):
        out.append("%5d  t%-3d %s" % (i, term, cmd))
    out.append("counters: %s" % json.dumps(rep["counters"]))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="conf/local.ini")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("status")
    d = sub.add_parser("dump")
    d.add_argument("node", type=int)
    args = ap.parse_args(argv)
    cfg = vconfig.Config(args.config)
    if args.cmd == "status":
        lines = asyncio.run(status(cfg))
    else:
        lines = asyncio.run(dump(cfg, args.node))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
