"""Parse the console log of a kestrel boot (format: docs/trace-format.md)."""
import re

_KV = re.compile(r"(\w+)=(\S+)")
INT_FIELDS = ("seed", "misses", "skipped", "inv_total", "inv_max", "hp_inv_max", "idle", "switches")
JOB_FIELDS = ("id", "released", "completed", "misses", "skipped", "inv", "inv_max", "resp_max", "ran")


def _kv(line):
    return dict(_KV.findall(line))


def parse(text):
    """Return dict(banner, config, tasks, results, jobs, done)."""
    out = {"banner": None, "config": None, "tasks": [], "results": [], "jobs": [], "done": False}
    for raw in text.splitlines():
        line = raw.strip("\r\x00 ")
        if line.startswith("kestrel ") and out["banner"] is None:
            out["banner"] = line
        elif line.startswith("config "):
            out["config"] = _kv(line)
        elif line.startswith("TASK "):
            out["tasks"].append({k: int(v) for k, v in _kv(line).items()})
        elif line.startswith("RESULT "):
            kv = _kv(line)
            rec = {"proto": kv["proto"], "trace": kv["trace"]}
            for f in INT_FIELDS:
                rec[f] = int(kv[f])
            out["results"].append(rec)
        elif line.startswith("JOBS "):
            kv = _kv(line)
            rec = {"proto": kv["proto"]}
            for f in JOB_FIELDS:
                rec[f] = int(kv[f])
            out["jobs"].append(rec)
        elif line == "DONE":
            out["done"] = True
    return out
