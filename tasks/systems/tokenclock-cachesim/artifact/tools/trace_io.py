"""Reading traces from the Python tools (text, csv and binary, optionally .gz).

Object ids are returned as they are in the file (no renumbering); cachesim's
renumbering does not change any hit count.
"""
import gzip
import struct

MAGIC = b"CSTR"


def _open(path):
    return gzip.open(path, "rb") if path.endswith(".gz") else open(path, "rb")


def read_keys(path, key_column=2, op_column=0):
    with _open(path) as f:
        data = f.read()
    if data[:4] == MAGIC:
        _, _, count = struct.unpack_from("<4sIQ", data, 0)
        return [struct.unpack_from("<IQI", data, 16 + 16 * i)[1] for i in range(count)]
    lines = data.decode().splitlines()
    body = [s for s in (line.strip() for line in lines) if s and not s.startswith("#")]
    if body and "," in body[0]:
        keys = []
        for n, s in enumerate(body):
            cols = [c.strip() for c in s.split(",")]
            if not cols[key_column - 1].isdigit():
                if n == 0:
                    continue
                raise ValueError(f"{path}: bad record {s!r}")
            if op_column and cols[op_column - 1].lower() not in ("get", "r", "read"):
                continue
            keys.append(int(cols[key_column - 1]))
        return keys
    return [int(s) for s in body]
