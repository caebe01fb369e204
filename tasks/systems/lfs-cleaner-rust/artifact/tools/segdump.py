#!/usr/bin/env python3
"""Dump the records of lfsclean segment files (seg-NNNNNN.log).

A record is a 12-byte header -- key u32, version u32, value length u16,
kind u8 (1 put, 2 tombstone), pad u8, little-endian -- followed by the
value. With --check the values are regenerated from (key, version) and
compared, like the store's own read-back.

    tools/segdump.py data/run/seg-000123.log
    tools/segdump.py --summary --check data/run/
"""
import argparse
import glob
import os
import struct
import sys

HEADER = struct.Struct("<IIHBB")
KINDS = {1: "put", 2: "del"}
M64 = (1 << 64) - 1


def value_bytes(key, ver, n):
    s = ((key << 32) | ver) ^ 0xA0761D6478BD642F
    out = bytearray()
    while len(out) < n:
        s = (s + 0x9E3779B97F4A7C15) & M64
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        z ^= z >> 31
        out += z.to_bytes(8, "little")
    return bytes(out[:n])


def records(path):
    data = open(path, "rb").read()
    off = 0
    while off + HEADER.size <= len(data):
        key, ver, ln, kind, pad = HEADER.unpack_from(data, off)
        val = data[off + HEADER.size: off + HEADER.size + ln]
        yield off, key, ver, kind, pad, val
        off += HEADER.size + ln
    if off != len(data):
        yield off, None, None, None, None, data[off:]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help="segment files or directories")
    ap.add_argument("--summary", action="store_true", help="one line per segment")
    ap.add_argument("--check", action="store_true", help="verify values against the generator")
    args = ap.parse_args()

    files = []
    for p in args.paths:
        files += sorted(glob.glob(os.path.join(p, "seg-*.log"))) if os.path.isdir(p) else [p]
    bad = 0
    for f in files:
        n = dels = 0
        for off, key, ver, kind, pad, val in records(f):
            if key is None:
                print("%s: %d trailing bytes at %d" % (f, len(val), off))
                bad += 1
                continue
            n += 1
            dels += kind == 2
            ok = ""
            if args.check and kind == 1 and val != value_bytes(key, ver, len(val)):
                ok = "  BAD VALUE"
                bad += 1
            if kind not in KINDS or pad != 0:
                ok += "  BAD HEADER"
                bad += 1
            if not args.summary or ok:
                print("%s @%6d key=%-6d ver=%-5d %s len=%d%s" % (os.path.basename(f), off, key, ver,
                                                               KINDS.get(kind, "?%d" % kind), len(val), ok))
        if args.summary:
            print("%s records=%d tombstones=%d bytes=%d" % (os.path.basename(f), n, dels, os.path.getsize(f)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
