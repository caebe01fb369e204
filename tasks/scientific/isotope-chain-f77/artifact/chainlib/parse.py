"""Parse the summary block that CHAIN writes to standard output."""
import re

import numpy as np

_HEAD = re.compile(r"CHAIN N=\s*(\d+) NREAL=\s*(\d+) CONC=\s*([\d.]+) RATIO=\s*([\d.]+)")
_KEYS = {
    "HEAVY FRACTION": "heavy_frac",
    "MEAN PR": "mean_pr",
    "LOCALISED FRAC": "loc_frac",
    "MEAN OMEGA MAX": "omega_max",
}


def parse_summary(text):
    """Return a dict with the scalar results and the PR(omega) histogram."""
    out = {}
    centres, counts, prs = [], [], []
    for line in text.splitlines():
        line = line.strip()
        m = _HEAD.match(line)
        if m:
            out["n"] = np.int(m.group(1))
            out["nreal"] = np.int(m.group(2))
            out["conc"] = np.float(m.group(3))
            out["ratio"] = np.float(m.group(4))
            continue
        for key, name in _KEYS.items():
            if line.startswith(key):
                out[name] = np.float(line[len(key):])
        if line.startswith("BIN"):
            _, c, k, p = line.split()
            centres.append(np.float(c))
            counts.append(np.int(k))
            prs.append(np.float(p))
    if "mean_pr" not in out or not centres:
        raise ValueError("CHAIN output has no summary block:\n" + text)
    out["bins"] = np.array(centres, dtype=np.float)
    out["counts"] = np.array(counts, dtype=np.int)
    out["bin_pr"] = np.array(prs, dtype=np.float)
    return out
