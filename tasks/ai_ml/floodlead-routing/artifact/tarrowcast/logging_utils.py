"""Run logs: one JSON line per run appended to runs/log.jsonl (tools/compare_runs.py reads it)."""
import datetime as dt
import json
import os
import subprocess


def git_rev():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=5).stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def log_run(kind, cfg, result, path="runs/log.jsonl"):
    entry = {
        "when": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "kind": kind,
        "config": cfg.get("_path"),
        "model": cfg["model"],
        "features": cfg.get("features", {}),
        "fill": cfg["data"]["fill"],
        "rev": git_rev(),
        "result": {k: v for k, v in result.items() if isinstance(v, (int, float, str, list))},
    }
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "a") as f:
            f.write(json.dumps(entry) + "\n")
    except OSError:
        pass
    return entry


def read_runs(path="runs/log.jsonl"):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]
