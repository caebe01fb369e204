#!/usr/bin/env python3
"""Convert request traces between the formats cachesim reads (docs/FORMATS.md).

    python3 tools/convert_trace.py in.csv.gz out.trace.gz          # csv -> text
    python3 tools/convert_trace.py in.trace.gz out.bin --to bin     # text -> binary
    python3 tools/convert_trace.py log.csv.gz out.csv --only-gets --key-column 2 --op-column 4

The input format is guessed like cachesim does (binary magic, else a comma in the
first data line means csv); .gz on either side means gzip.  Text traces keep only
the object ids; csv and binary output invent timestamp = request number and
size = 1 when the input has none.
"""
import argparse
import gzip
import struct
import sys

MAGIC = b"CSTR"
HEADER = struct.Struct("<4sIQ")
RECORD = struct.Struct("<IQI")
READ_OPS = {"get", "r", "read"}


def open_any(path, mode):
    if path == "-":
        return sys.stdin.buffer if "r" in mode else sys.stdout.buffer
    if path.endswith(".gz"):
        return gzip.open(path, mode + "b")
    return open(path, mode + "b")


def sniff(path):
    with open_any(path, "r") as f:
        head = f.read(4)
        if head == MAGIC:
            return "bin"
        rest = head + f.read(4096)
    for line in rest.decode(errors="replace").splitlines():
        s = line.strip()
        if s and not s.startswith("#"):
            return "csv" if "," in s else "text"
    return "text"


def read_text(f):
    for n, raw in enumerate(f, 1):
        s = raw.decode().strip()
        if not s or s.startswith("#"):
            continue
        yield n, int(s), 1


def read_csv(f, key_col, op_col, only_gets):
    for n, raw in enumerate(f, 1):
        s = raw.decode().rstrip("\r\n")
        if not s or s.startswith("#"):
            continue
        cols = [c.strip() for c in s.split(",")]
        try:
            key = int(cols[key_col - 1])
        except (IndexError, ValueError):
            if n == 1:
                continue                        # header
            raise SystemExit(f"line {n}: bad record: {s!r}")
        if only_gets and op_col and cols[op_col - 1].lower() not in READ_OPS:
            continue
        try:
            ts = int(float(cols[0]))
        except ValueError:
            ts = n
        size = int(cols[2]) if len(cols) > 2 and cols[2].isdigit() else 1
        yield ts, key, size


def read_bin(f):
    magic, version, count = HEADER.unpack(f.read(HEADER.size))
    if magic != MAGIC or version != 1:
        raise SystemExit("not a version-1 binary trace")
    for _ in range(count):
        yield RECORD.unpack(f.read(RECORD.size))


def write(records, out, fmt):
    if fmt == "text":
        for _, key, _ in records:
            out.write(f"{key}\n".encode())
        return
    if fmt == "csv":
        out.write(b"timestamp,obj,size\n")
        for ts, key, size in records:
            out.write(f"{ts},{key},{size}\n".encode())
        return
    records = list(records)
    out.write(HEADER.pack(MAGIC, 1, len(records)))
    for ts, key, size in records:
        out.write(RECORD.pack(ts & 0xFFFFFFFF, key, min(size, 0xFFFFFFFF)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--from", dest="src_fmt", choices=["auto", "text", "csv", "bin"], default="auto")
    ap.add_argument("--to", dest="dst_fmt", choices=["text", "csv", "bin"], default="text")
    ap.add_argument("--key-column", type=int, default=2)
    ap.add_argument("--op-column", type=int, default=0)
    ap.add_argument("--only-gets", action="store_true")
    args = ap.parse_args()

    fmt = sniff(args.src) if args.src_fmt == "auto" else args.src_fmt
    with open_any(args.src, "r") as f, open_any(args.dst, "w") as out:
        if fmt == "bin":
            records = read_bin(f)
        elif fmt == "csv":
            records = read_csv(f, args.key_column, args.op_column, args.only_gets)
        else:
            records = read_text(f)
        write(records, out, args.dst_fmt)


if __name__ == "__main__":
    main()
