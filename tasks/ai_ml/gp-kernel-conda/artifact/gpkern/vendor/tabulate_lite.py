"""A tiny plain-text table formatter.

Vendored, trimmed-down stand-in for the ``tabulate`` package: only the
"simple" format, right-aligned numbers, left-aligned text.  Kept here so the
experiment scripts print tables without an extra dependency.
"""

__all__ = ["tabulate"]


def _is_number(v):
    if isinstance(v, bool):
        return False
    if isinstance(v, (int, float)):
        return True
    try:
        float(v)
        return True
    except (TypeError, ValueError):
        return False


def _fmt(v, floatfmt):
    if v is None:
        return ""
    if isinstance(v, float):
        return format(v, floatfmt)
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v)
    return str(v)


def tabulate(rows, headers=(), floatfmt="g", missing=""):
    """Return ``rows`` (a list of sequences) as a simple aligned table."""
    rows = [list(r) for r in rows]
    ncols = max([len(headers)] + [len(r) for r in rows]) if (rows or headers) else 0
    for r in rows:
        r.extend([None] * (ncols - len(r)))
    cells = [[_fmt(v, floatfmt) if v is not None else missing for v in r] for r in rows]
    heads = [str(h) for h in headers] + [""] * (ncols - len(headers))
    numeric = []
    for j in range(ncols):
        col = [r[j] for r in rows if r[j] is not None]
        numeric.append(bool(col) and all(_is_number(v) for v in col))
    widths = []
    for j in range(ncols):
        w = len(heads[j]) if headers else 0
        for r in cells:
            w = max(w, len(r[j]))
        widths.append(w)

    def line(vals):
        out = []
        for j, v in enumerate(vals):
            out.append(v.rjust(widths[j]) if numeric[j] else v.ljust(widths[j]))
        return "  ".join(out).rstrip()

    lines = []
    if headers:
        lines.append(line(heads))
        lines.append("  ".join("-" * w for w in widths))
    lines.extend(line(r) for r in cells)
    return "\n".join(lines)
