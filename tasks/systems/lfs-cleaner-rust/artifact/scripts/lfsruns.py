"""Shared helpers of the follow-up scripts: configuration files, running
lfsclean, parsing its key=value report lines.

(run_table1.py predates this module and keeps its own copies.)
"""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "lfsclean")

INT_FIELDS = ("util", "segments", "updates", "user_records", "written_records", "cleaned_segments",
              "moved_records", "cleaner_runs", "tombstones")
FLOAT_FIELDS = ("write_amp", "mean_cleaned_util")


def read_cfg(path):
    """`key = value` lines, `#` comments; values stay strings."""
    out = {}
    with open(path) as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if "=" in line:
                k, v = line.split("=", 1)
                out[k.strip()] = v.strip()
    return out


def parse_report(line):
    """One lfsclean report line -> dict with typed counters."""
    rec = {}
    for kv in line.split():
        if "=" not in kv:
            continue
        k, v = kv.split("=", 1)
        if k in INT_FIELDS:
            v = int(v)
        elif k in FLOAT_FIELDS:
            v = float(v)
        rec[k] = v
    if "victims" in rec:
        rec["victims"] = [int(x) for x in rec["victims"].split("/")]
    return rec


def run_lfsclean(config, policy, util=None, sets=None, data_dir=None, updates=None, check=True):
    """Run one configuration; returns the parsed report (or None on failure when check=False)."""
    if not os.path.exists(BIN):
        raise SystemExit("lfsclean is not built (cargo build --release)")
    cmd = [BIN, "--config", config, "--policy", policy,
           "--data-dir", data_dir or os.path.join(ROOT, "data", "run-%d" % os.getpid())]
    if util is not None:
        cmd += ["--util", str(util)]
    if updates is not None:
        cmd += ["--updates", str(updates)]
    for k, v in sorted((sets or {}).items()):
        cmd += ["--set", "%s=%s" % (k, v)]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        if check:
            raise SystemExit("lfsclean failed (%s): %s" % (" ".join(cmd[3:]), p.stderr.strip()))
        return None
    return parse_report(p.stdout.strip())


def wa_reduction(rows, baseline="greedy"):
    """{util: {policy: % WA reduction vs baseline}} for rows of one workload."""
    base = {r["util"]: r["write_amp"] for r in rows if r["policy"] == baseline}
    out = {}
    for r in rows:
        if r["policy"] == baseline or r["util"] not in base:
            continue
        g = base[r["util"]]
        out.setdefault(r["util"], {})[r["policy"]] = round(100 * (g - r["write_amp"]) / g, 1)
    return out
