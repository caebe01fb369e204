"""Durable hard state of one node: an append-only file of framed snapshots.

Each record is  <len:u32 le> <crc:u32 le> <json payload>.  The node appends
a full HardState record whenever it changed during a step and fsyncs before
it answers the driver, so a SIGKILL between steps never loses an
acknowledged vote or entry.  On open the last valid record wins; a torn tail
is cut off.  When the file grows past `compact_bytes` it is rewritten with
the current state only.
"""
import json
import os
import struct

from vrlog import fileutil, native
from vrlog.core import HardState

HDR = struct.Struct("<II")


class StateFile(object):

    def __init__(self, directory, compact_bytes=1 << 20, sync=True):
        self.dir = directory
        self.path = os.path.join(directory, "hardstate.log")
        self.compact_bytes = compact_bytes
        self.sync = sync
        self.records = 0
        self.torn = 0
        os.makedirs(directory, exist_ok=True)

    def load(self):
        if not os.path.exists(self.path):
            return HardState()
        with open(self.path, "rb") as fh:
            data = fh.read()
        off, good_end, last = 0, 0, None
        while off + HDR.size <= len(data):
            n, crc = HDR.unpack_from(data, off)
            body = data[off + HDR.size: off + HDR.size + n]
            if len(body) != n or native.record_crc(body) != crc:
                self.torn += 1
                break
            last = body
            off += HDR.size + n
            good_end = off
            self.records += 1
        if good_end != len(data):
            with open(self.path, "r+b") as fh:
                fh.truncate(good_end)
        if last is None:
            return HardState()
        return HardState.from_dict(json.loads(last.decode("utf-8")))

    def save(self, hs):
        body = json.dumps(hs.to_dict(), separators=(",", ":")).encode("utf-8")
        rec = HDR.pack(len(body), native.record_crc(body)) + body
        if os.path.exists(self.path) and os.path.getsize(self.path) > self.compact_bytes:
            fileutil.replace(self.path, rec, self.sync)
        else:
            fileutil.append(self.path, rec, self.sync)
        self.records += 1

    def close(self):
        fileutil.release()

    def wipe(self):
        self.close()
        if os.path.exists(self.path):
            os.unlink(self.path)
