"""Table 3: per-window summary of a sweep's runs."""
import numpy as np

COLUMNS = [
    ("window", "window", "%-7s"),
    ("runs", "runs", "%4d"),
    ("flushes_per_kop", "flush/kop", "%9.1f"),
    ("lost_per_crash", "lost/crash", "%10.2f"),
    ("lost_sd", "+-sd", "%6.2f"),
    ("recovered_per_restart", "recov/rst", "%9.1f"),
    ("msgs_per_op", "msgs/op", "%7.3f"),
    ("read_repairs", "repairs", "%7d"),
    ("stale_reads", "stale", "%5d"),
    ("missing_reads", "missing", "%7d"),
    ("audit_lost", "a-lost", "%6d"),
    ("audit_stale", "a-stale", "%7d"),
    ("clean", "clean", "%5s"),
]


def summarize(window, docs):
    ops = flushes = msgs = 0
    totals = dict.fromkeys(("read_repairs", "stale_reads", "missing_reads"), 0)
    for doc in docs:
        for row in doc["phases"]:
            if row["phase"] == "audit":
                continue
            ops += row["ops"]
            flushes += row["wal_flushes"]
            msgs += row["peer_msgs"]
            for k in totals:
                totals[k] += row[k]
    lost = np.array([c["wal_lost"] for d in docs for c in d["crashes"]], dtype=np.float)
    recov = np.array([r["recovered"] for d in docs for r in d["restarts"]], dtype=np.float)
    audit_lost = [d["audit"]["lost"] for d in docs]
    audit_stale = [d["audit"]["stale"] for d in docs]
    out = {
        "window": window,
        "runs": len(docs),
        "crashes": int(lost.size),
        "restarts": int(recov.size),
        "flushes_per_kop": round(1000.0 * flushes / ops, 1),
        "lost_per_crash": round(float(lost.mean()), 2),
        "lost_sd": round(float(lost.std(ddof=1)), 2),
        "recovered_per_restart": round(float(recov.mean()), 1),
        "msgs_per_op": round(msgs / ops, 3),
        "audit_lost": int(sum(audit_lost)),
        "audit_stale": int(sum(audit_stale)),
        "clean": "%d/%d" % (sum(1 for a, b in zip(audit_lost, audit_stale) if a + b == 0),
                            len(docs)),
    }
    out.update(totals)
    return out


def format_table(rows):
    head = " ".join(("%-" if fmt.startswith("%-") else "%") + fmt.lstrip("%-").rstrip("sdf")
                    .split(".")[0] + "s" for _k, _t, fmt in COLUMNS)
    head = head % tuple(t for _k, t, _f in COLUMNS)
    lines = [head, "-" * len(head)]
    for r in rows:
        lines.append(" ".join(fmt % r[key] for key, _t, fmt in COLUMNS))
    return "\n".join(lines)
