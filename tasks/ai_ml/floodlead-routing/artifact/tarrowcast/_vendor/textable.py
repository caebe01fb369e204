"""Plain-text tables, vendored from an internal reporting helper (v0.3, 2020). Only `render` is
used; the alignment rules follow the old helper: numbers right, text left."""


def _is_number(v):
    if isinstance(v, bool):
        return False
    if isinstance(v, (int, float)):
        return True
    try:
        float(str(v))
        return True
    except ValueError:
        return False


def _fmt(v, floatfmt):
    if isinstance(v, float):
        return format(v, floatfmt)
    return "" if v is None else str(v)


def render(rows, headers=None, floatfmt=".4f", sep="  "):
    """rows: list of sequences; headers: optional list. Returns the table as one string."""
    cells = [[_fmt(v, floatfmt) for v in r] for r in rows]
    if headers:
        cells = [[str(h) for h in headers]] + cells
    if not cells:
        return ""
    ncol = max(len(r) for r in cells)
    cells = [r + [""] * (ncol - len(r)) for r in cells]
    widths = [max(len(r[i]) for r in cells) for i in range(ncol)]
    numeric = [all(_is_number(r[i]) or r[i] == "" for r in cells[1 if headers else 0:]) for i in range(ncol)]
    lines = []
    for k, r in enumerate(cells):
        parts = [c.rjust(w) if num else c.ljust(w) for c, w, num in zip(r, widths, numeric)]
        lines.append(sep.join(parts).rstrip())
        if headers and k == 0:
            lines.append(sep.join("-" * w for w in widths))
    return "\n".join(lines)
