#!/usr/bin/env python3
"""Decode VMSAv8-64 descriptors from a hex dump of a table page.

The dump is what `x/512gx ADDR` prints in gdb (attached to QEMU with -s -S):

    python3 tools/dump_tables.py --granule 4k --level 2 dump.txt
"""
import argparse
import re

SHIFT = {"4k": 12, "16k": 14, "64k": 16}
BPL = {"4k": 9, "16k": 11, "64k": 13}
HEX = re.compile(r"0x[0-9a-fA-F]+")


def decode(desc, level, granule):
    if not desc & 1:
        return "invalid"
    is_table = bool(desc & 2)
    addr = desc & 0x0000fffffffff000 & ~((1 << SHIFT[granule]) - 1)
    if level == 3:
        if not is_table:
            return "reserved (level 3, bit 1 clear)"
        af = "AF" if desc & (1 << 10) else "--"
        sh = (desc >> 8) & 3
        attr = (desc >> 2) & 7
        return f"page  pa=0x{addr:012x} {af} sh={sh} attr={attr}"
    if is_table:
        return f"table next=0x{addr:012x}"
    return f"block pa=0x{addr:012x}"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--granule", choices=sorted(SHIFT), default="4k")
    ap.add_argument("--level", type=int, choices=range(4), default=3)
    ap.add_argument("--all", action="store_true", help="also print invalid entries")
    ap.add_argument("dump")
    args = ap.parse_args()
    values = []
    with open(args.dump) as fh:
        for line in fh:
            if ":" in line:
                line = line.split(":", 1)[1]
            values.extend(int(h, 16) for h in HEX.findall(line))
    span = SHIFT[args.granule] + (3 - args.level) * BPL[args.granule]
    for idx, d in enumerate(values):
        text = decode(d, args.level, args.granule)
        if text == "invalid" and not args.all:
            continue
        print(f"[{idx:5d}] va+0x{idx << span:012x}  {text}")


if __name__ == "__main__":
    main()
