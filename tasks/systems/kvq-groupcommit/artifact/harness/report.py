"""Per-phase tables (text and JSON)."""
import json

# counters summed over nodes for every phase (STATS field names)
NODE_COUNTERS = ["peer_msgs", "peer_bytes", "applies", "wal_appends", "wal_flushes",
                 "hints_stored", "hints_delivered", "read_repairs", "stale_seen",
                 "recovered"]
# counters reported by kvq-bench
CLIENT_COUNTERS = ["ops", "puts", "gets", "unavailable", "stale_reads", "missing_reads"]

COLUMNS = [
    ("phase", "phase", "%-8s"),
    ("ops", "ops", "%5d"),
    ("peer_msgs", "msgs", "%6d"),
    ("peer_bytes", "bytes", "%8d"),
    ("wal_flushes", "flushes", "%7d"),
    ("wal_lost", "wal_lost", "%8d"),
    ("recovered", "recov", "%5d"),
    ("hints_stored", "hints", "%5d"),
    ("hints_delivered", "handoff", "%7d"),
    ("read_repairs", "repairs", "%7d"),
    ("stale_reads", "stale", "%5d"),
    ("missing_reads", "missing", "%7d"),
    ("unavailable", "unavail", "%7d"),
]


def node_delta(end, base):
    return {k: int(end.get(k, 0)) - int(base.get(k, 0)) for k in NODE_COUNTERS}


def add_into(acc, d):
    for k, v in d.items():
        acc[k] = acc.get(k, 0) + v


def format_table(rows):
    head = " ".join(("%" + fmt[1:].rstrip("sd") + "s") % title if not fmt.startswith("%-")
                    else ("%-" + fmt[2:].rstrip("sd") + "s") % title
                    for _key, title, fmt in COLUMNS)
    lines = [head, "-" * len(head)]
    for r in rows:
        lines.append(" ".join(fmt % r.get(key, 0) for key, _title, fmt in COLUMNS))
    return "\n".join(lines)


def write_json(path, doc):
    with open(path, "w") as fh:
        json.dump(doc, fh, indent=2, sort_keys=True)
        fh.write("\n")
