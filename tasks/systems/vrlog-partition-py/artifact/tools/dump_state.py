"""Print the records of a node's state file.

    PYTHONPATH=. python3 tools/dump_state.py run/data/n3/hardstate.log [--all]
"""
import argparse
import json
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from vrlog import native  # noqa: E402

HDR = struct.Struct("<II")


def records(path):
    with open(path, "rb") as fh:
        data = fh.read()
    off = 0
    while off + HDR.size <= len(data):
        n, crc = HDR.unpack_from(data, off)
        body = data[off + HDR.size: off + HDR.size + n]
        ok = len(body) == n and native.record_crc(body) == crc
        yield off, n, ok, body
        if not ok:
            return
        off += HDR.size + n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--all", action="store_true", help="print every record, not only the last")
    args = ap.parse_args()
    last = None
    count = 0
    for off, n, ok, body in records(args.path):
        count += 1
        if not ok:
            print("offset %d: torn record (%d bytes declared)" % (off, n))
            break
        doc = json.loads(body.decode("utf-8"))
        if args.all:
            print("offset %6d: term %d vote %s log %d" % (off, doc["term"], doc["voted_for"],
                                                          len(doc["log"])))
        last = doc
    print("%d records" % count)
    if last is not None:
        print("last: term %d, voted_for %s, %d entries" % (last["term"], last["voted_for"],
                                                           len(last["log"])))
        for i, (term, cmd) in enumerate(last["log"][-10:], len(last["log"]) - min(10, len(last["log"])) + 1):
            print("  %4d  t%-3d %s" % (i, term, cmd))


if __name__ == "__main__":
    main()
