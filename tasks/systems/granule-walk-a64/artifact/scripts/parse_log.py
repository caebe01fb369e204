"""Parse a granule-walk serial log.

The kernel prints one RESULT line per (workload, granule) run, e.g.

  RESULT seed=11 wl=zipf gran=4k acc=60000 miss=... refs=... pwch=...
         faults=... tables=... tkib=... rkib=... flush=... chk=...

plus a banner, the cpu/config lines and a final ``DONE runs=N errors=E``.
"""
import re

RESULT_RE = re.compile(
    r"RESULT seed=(?P<seed>\d+) wl=(?P<workload>\w+) gran=(?P<granule>\w+) "
    r"acc=(?P<accesses>\d+) miss=(?P<misses>\d+) refs=(?P<refs>\d+) "
    r"pwch=(?P<pwc_hits>\d+) faults=(?P<faults>\d+) tables=(?P<tables>\d+) "
    r"tkib=(?P<table_kib>\d+) rkib=(?P<resident_kib>\d+) "
    r"flush=(?P<flushes>\d+) chk=(?P<checksum>[0-9a-f]{16})"
)
DONE_RE = re.compile(r"DONE runs=(?P<runs>\d+) errors=(?P<errors>-?\d+)")
CPU_RE = re.compile(r"cpu: midr=(?P<midr>0x[0-9a-f]+) model=(?P<model>[\w-]+) "
                    r"tlb=(?P<sets>\d+)x(?P<ways>\d+) pwc=(?P<pwc>\d+)")
INT_FIELDS = ("seed", "accesses", "misses", "refs", "pwc_hits", "faults",
              "tables", "table_kib", "resident_kib", "flushes")


class LogError(Exception):
    pass


def parse_text(text):
    """Return (runs, info) for one boot's serial output."""
    runs, info = [], {}
    for line in text.splitlines():
        line = line.rstrip("\r")
        m = RESULT_RE.search(line)
        if m:
            row = m.groupdict()
            for k in INT_FIELDS:
                row[k] = int(row[k])
            runs.append(row)
            continue
        m = DONE_RE.search(line)
        if m:
            info["done_runs"] = int(m["runs"])
            info["done_errors"] = int(m["errors"])
            continue
        m = CPU_RE.search(line)
        if m:
            info["cpu_model"] = m["model"]
            info["midr"] = m["midr"]
            info["tlb"] = f"{m['sets']}x{m['ways']}"
            info["pwc_entries"] = int(m["pwc"])
        if "EXCEPTION" in line:
            info.setdefault("exceptions", []).append(line.strip())
    return runs, info


def parse_file(path):
    with open(path, "r", errors="replace") as fh:
        return parse_text(fh.read())


def validate(runs, info, expected_runs):
    if info.get("exceptions"):
        raise LogError("guest exception: " + info["exceptions"][0])
    if "done_runs" not in info:
        raise LogError("no DONE line (the guest did not finish)")
    if info["done_errors"]:
        raise LogError(f"guest reported {info['done_errors']} errors")
    if len(runs) != expected_runs or info["done_runs"] != expected_runs:
        raise LogError(f"expected {expected_runs} RESULT lines, got {len(runs)}")
