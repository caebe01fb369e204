"""Formatting of Table 2 (text and JSON)."""
import json

COLUMNS = [("scenario", "scenario", 22), ("elections", "elect", 6), ("campaigns", "camp", 5),
           ("final_term", "term", 5), ("committed", "commit", 7),
           ("msgs_total", "msgs", 7), ("dropped", "drop", 6),
           ("resent_after_heal", "resent", 7), ("digest", "digest", 17)]


def table(rows, title="Table 2"):
    out = [title, ""]
    out.append(" ".join(h.ljust(w) for _, h, w in COLUMNS))
    out.append(" ".join("-" * (w - 1) + " " for _, _, w in COLUMNS).rstrip())
    for r in rows:
        out.append(" ".join(str(r[k]).ljust(w) for k, _, w in COLUMNS).rstrip())
    out.append("")
    out.append("messages by type:")
    types = list(rows[0]["msgs"]) if rows else []
    out.append("  " + "scenario".ljust(22) + " ".join(t[:14].rjust(14) for t in types))
    for r in rows:
        out.append("  " + r["scenario"][:22].ljust(22) +
                   " ".join(str(r["msgs"][t]).rjust(14) for t in types))
    return "\n".join(out) + "\n"


def write(rows, settings, path_json, path_txt, title="Table 2"):
    doc = {"settings": settings, "scenarios": {r["scenario"]: r for r in rows}}
    with open(path_json, "w") as fh:
        json.dump(doc, fh, indent=1, sort_keys=True)
    text = table(rows, title)
    with open(path_txt, "w") as fh:
        fh.write(text)
    return text
