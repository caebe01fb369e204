"""Read the text logs of the 2005 driver (logs/*.log).

Before run_table1.py wrote CSV and JSON, the census was logged by the old
csh driver as a block per mass ratio:

    # census  N=200 NREAL=48 CONC=0.30 SEED=20050911
    r=1.50  hf=0.3011  pr=0.2277  fl=0.2780  wmax=1.9768  wloc=1.6436

This module turns such a log into the row dicts of run_table1.py, so old
and new tables can be compared with tools/compare_tables.py.
"""
import re

_HEADER = re.compile(
    r"#\s*census\s+N=(?P<n>\d+)\s+NREAL=(?P<nreal>\d+)\s+CONC=(?P<conc>[\d.]+)"
    r"(?:\s+SEED=(?P<seed>\d+))?")
_ROW = re.compile(r"(\w+)=(\S+)")

# old key -> column of results/<name>.csv
OLD_KEYS = {
    "r": "ratio",
    "hf": "heavy_frac",
    "pr": "mean_pr",
    "fl": "loc_frac",
    "wmax": "omega_max",
    "wloc": "omega_loc",
}


def _number(text):
    if text.lower() in ("nan", "---", "-"):
        return float("nan")
    return float(text)


def read_log(path):
    """Return (header, rows) of an old census log.

    header is a dict (n, nreal, conc, seed; seed may be None), rows a list
    of dicts keyed like the CSV columns.  Lines that are neither a header
    nor a row (timings, comments) are skipped.
    """
    header, rows = {}, []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            m = _HEADER.match(line)
            if m:
                header = {
                    "n": int(m.group("n")),
                    "nreal": int(m.group("nreal")),
                    "conc": float(m.group("conc")),
                    "seed": int(m.group("seed")) if m.group("seed") else None,
                }
                continue
            if line.startswith("#") or not line.startswith("r="):
                continue
            row = {}
            for key, val in _ROW.findall(line):
                if key in OLD_KEYS:
                    row[OLD_KEYS[key]] = _number(val)
            if "ratio" in row:
                rows.append(row)
    return header, rows


def write_log(path, header, rows):
    """Write rows in the old format (used once, to back-fill logs/)."""
    with open(path, "w") as fh:
        seed = header.get("seed")
        fh.write("# census  N=%d NREAL=%d CONC=%.2f%s\n" % (
            header["n"], header["nreal"], header["conc"],
            "" if seed is None else " SEED=%d" % seed))
        inv = {v: k for k, v in OLD_KEYS.items()}
        for row in rows:
            fh.write("  ".join(
                "%s=%s" % (inv[c], "nan" if row[c] != row[c] else
                           ("%.2f" % row[c] if c == "ratio" else "%.4f" % row[c]))
                for c in OLD_KEYS.values()) + "\n")
