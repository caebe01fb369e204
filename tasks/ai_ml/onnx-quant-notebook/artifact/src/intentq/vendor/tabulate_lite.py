"""A minimal pipe-table formatter (vendored, trimmed; only what report.py needs).

Supports: list-of-rows input, a header row, per-column alignment (numbers right, text left),
a float format, and missing values.  No wide-character handling, no multiline cells.
"""

__version__ = "0.3.2-intentq"

MISSING = ""


def _is_number(x):
    if isinstance(x, bool):
        return False
    if isinstance(x, (int, float)):
        return True
    try:
        float(x)
        return True
    except (TypeError, ValueError):
        return False


def _fmt(x, floatfmt):
    if x is None:
        return MISSING
    if isinstance(x, float):
        return format(x, floatfmt)
    return str(x)


def _column_is_numeric(col):
    vals = [v for v in col if v is not None and v != ""]
    return bool(vals) and all(_is_number(v) for v in vals)


def tabulate(rows, headers=(), floatfmt="g", align=None):
    rows = [list(r) for r in rows]
    ncols = max([len(headers)] + [len(r) for r in rows]) if (rows or headers) else 0
    for r in rows:
        r.extend([None] * (ncols - len(r)))
    headers = list(headers) + [""] * (ncols - len(headers))
    cols = list(zip(*rows)) if rows else [[] for _ in range(ncols)]
    numeric = [_column_is_numeric(c) for c in cols]
    if align is None:
        align = ["right" if n else "left" for n in numeric]
    cells = [[_fmt(v, floatfmt) for v in r] for r in rows]
    widths = [max([len(str(headers[i]))] + [len(r[i]) for r in cells] + [3]) for i in range(ncols)]

    def line(vals):
        out = []
        for i, v in enumerate(vals):
            out.append(v.rjust(widths[i]) if align[i] == "right" else v.ljust(widths[i]))
        return "| " + " | ".join(out) + " |"

    sep = []
    for i in range(ncols):
        if align[i] == "right":
            sep.append("-" * (widths[i] - 1) + ":")
        else:
            sep.append(":" + "-" * (widths[i] - 1))
    lines = [line([str(h) for h in headers]), "| " + " | ".join(sep) + " |"]
    lines.extend(line(r) for r in cells)
    return "\n".join(lines)


def simple_table(rows, headers=()):
    """Whitespace-aligned table without pipes (for logs)."""
    t = tabulate(rows, headers)
    return "\n".join(l.strip("| ").replace(" | ", "  ") for l in t.splitlines() if not l.startswith("| :") and "---" not in l)
