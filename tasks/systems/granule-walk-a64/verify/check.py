"""Checks of granule-walk-a64 (run on the host).

The experiment re-runs with verify/inputs/experiment.conf (fixed seeds, and
another heap size, quantum and stride than the paper). reference_runs.json
holds every count the guest must print for it (the reference deployment's
runs, checked against verify/model.py by make_reference.py); the runs must
match exactly, and Table 2 and the serial logs must follow from them.
"""
import csv
import json

INT_FIELDS = ("accesses", "misses", "refs", "pwc_hits", "faults", "tables",
              "table_kib", "resident_kib", "flushes")


def _read_csv(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def check(ctx):
    out = []
    with open(ctx.verify_dir / "reference_runs.json") as fh:
        ref = json.load(fh)
    conf = ref["config"]
    expected = ref["runs"]
    exp_by_key = {(r["seed"], r["workload"], r["granule"]): r for r in expected}

    runs_path = ctx.outputs_dir / "results" / "runs.csv"
    try:
        rows = _read_csv(runs_path)
    except OSError as exc:
        return [("runs.csv readable", False, str(exc))]

    got = {}
    for r in rows:
        try:
            got[(int(r["seed"]), r["workload"], r["granule"])] = r
        except (KeyError, ValueError) as exc:
            return [("runs.csv format", False, f"bad row {r}: {exc}")]
    missing = sorted(set(exp_by_key) - set(got))
    extra = sorted(set(got) - set(exp_by_key))
    out.append(("runs.csv has one row per seed, workload and granule of the configuration",
                not missing and not extra and len(rows) == len(expected),
                f"{len(rows)} rows; missing {missing[:4]}, unexpected {extra[:4]}"))

    bad = []
    for key, e in exp_by_key.items():
        r = got.get(key)
        if r is None:
            continue
        diffs = []
        for f in INT_FIELDS:
            try:
                v = int(r[f])
            except (KeyError, ValueError):
                v = None
            if v != e[f]:
                diffs.append(f"{f}={r.get(f)} (expected {e[f]})")
        if r.get("checksum", "").lower() != e["checksum"]:
            diffs.append(f"checksum={r.get('checksum')} (expected {e['checksum']})")
        if diffs:
            bad.append(f"{key}: " + ", ".join(diffs[:3]))
    out.append(("guest counts equal the reference model (all runs)", not bad and not missing,
                f"{len(bad)} of {len(expected)} runs differ" + (f"; e.g. {bad[0]}" if bad else "")))

    # Table 2 follows from the expected runs.
    try:
        table = _read_csv(ctx.outputs_dir / "results" / "table2.csv")
        tab = {(t["workload"], t["granule"]): t for t in table}
        groups = {}
        for e in expected:
            groups.setdefault((e["workload"], e["granule"]), []).append(e)
        tbad = []
        for key, es in groups.items():
            n = len(es)
            want = {
                "mpka": sum(1000.0 * e["misses"] / e["accesses"] for e in es) / n,
                "refs_per_walk": sum(e["refs"] / e["misses"] for e in es) / n,
                "table_kib": sum(e["table_kib"] for e in es) / n,
                "resident_kib": sum(e["resident_kib"] for e in es) / n,
            }
            t = tab.get(key)
            if t is None:
                tbad.append(f"{key} missing")
                continue
            for col, w in want.items():
                v = float(t[col])
                if abs(v - w) > max(1e-3 * abs(w), 0.051):
                    tbad.append(f"{key} {col}={v} (expected {w:.4f})")
        out.append(("table2.csv equals the aggregate of the model's runs", not tbad,
                    "; ".join(tbad[:4]) or f"{len(groups)} rows"))
    except (OSError, KeyError, ValueError) as exc:
        out.append(("table2.csv equals the aggregate of the model's runs", False, repr(exc)))

    try:
        with open(ctx.outputs_dir / "results" / "summary.json") as fh:
            summary = json.load(fh)
        ok = summary.get("runs") == len(expected) and set(summary.get("by_granule", {})) == set(conf["granules"])
        out.append(("summary.json covers every run and granule", ok,
                    f"runs={summary.get('runs')}, granules={sorted(summary.get('by_granule', {}))}"))
    except (OSError, ValueError, AttributeError) as exc:
        out.append(("summary.json covers every run and granule", False, repr(exc)))

    # The serial logs document a real boot of kernel 2.4 with the staged configuration.
    lbad = []
    for seed in conf["seeds"]:
        p = ctx.outputs_dir / "results" / "logs" / f"seed-{seed}.log"
        try:
            text = p.read_text(errors="replace")
        except OSError:
            lbad.append(f"seed-{seed}.log missing")
            continue
        if "granule-walk kernel 2.4" not in text:
            lbad.append(f"seed-{seed}.log: no kernel banner")
        if f"config: seed={seed} accesses={conf['accesses']} quantum={conf['quantum']} heap_kib={conf['heap_kib']}" not in text:
            lbad.append(f"seed-{seed}.log: no config line for the staged configuration")
        if f"DONE runs={len(conf['workloads']) * len(conf['granules'])} errors=0" not in text:
            lbad.append(f"seed-{seed}.log: no DONE line")
        if text.count("RESULT seed=") != len(conf["workloads"]) * len(conf["granules"]):
            lbad.append(f"seed-{seed}.log: wrong number of RESULT lines")
    out.append(("serial logs of every seed show the kernel's run", not lbad, "; ".join(lbad[:4]) or "ok"))

    # The paper's claim: 64K has the lowest mean MPKA and the largest tables.
    try:
        bg = summary["by_granule"]
        ok = (bg["64k"]["mean_mpka"] < bg["16k"]["mean_mpka"] < bg["4k"]["mean_mpka"]
              and bg["64k"]["mean_table_kib"] > bg["4k"]["mean_table_kib"])
        out.append(("64K: fewest misses, most table memory", ok, json.dumps(bg)[:300]))
    except Exception as exc:  # noqa: BLE001
        out.append(("64K: fewest misses, most table memory", False, repr(exc)))
    return out
