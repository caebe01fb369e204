# tabulate_lite: a trimmed plain-text table formatter.
#
# Vendored into covis in 2022 so the CLI has no dependency for printing tables. Only the
# "simple", "pipe" (Markdown) and "grid" formats are kept; column alignment follows the
# usual rule (numbers right, text left). Local changes: float formatting per column,
# None printed as an empty cell.

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
    return str(v)


def _widths(cells, headers):
    ncol = max([len(headers)] + [len(r) for r in cells]) if (cells or headers) else 0
    widths = [0] * ncol
    for row in [headers] + cells:
        for i, c in enumerate(row):
            widths[i] = max(widths[i], len(c))
    return widths


def _align(text, width, numeric):
    return text.rjust(width) if numeric else text.ljust(width)


def tabulate(rows, headers=(), tablefmt="simple", floatfmt=".4f"):
    rows = [list(r) for r in rows]
    numeric_cols = []
    ncol = max([len(headers)] + [len(r) for r in rows]) if (rows or headers) else 0
    for j in range(ncol):
        vals = [r[j] for r in rows if j < len(r) and r[j] is not None]
        numeric_cols.append(bool(vals) and all(_is_number(v) for v in vals))
    if isinstance(floatfmt, str):
        floatfmt = [floatfmt] * ncol
    cells = [[_fmt(v, floatfmt[j]) for j, v in enumerate(r)] for r in rows]
    head = [str(h) for h in headers]
    widths = _widths(cells, head)
    if tablefmt == "pipe":
        return _pipe(cells, head, widths, numeric_cols)
    if tablefmt == "grid":
        return _grid(cells, head, widths, numeric_cols)
    return _simple(cells, head, widths, numeric_cols)


def _line(row, widths, numeric, sep="  "):
    padded = [_align(row[i] if i < len(row) else "", w, numeric[i]) for i, w in enumerate(widths)]
    return sep.join(padded).rstrip()


def _simple(cells, head, widths, numeric):
    out = []
    if head:
        out.append(_line(head, widths, numeric))
        out.append("  ".join("-" * w for w in widths))
    out.extend(_line(r, widths, numeric) for r in cells)
    return "\n".join(out)


def _pipe(cells, head, widths, numeric):
    def row(r):
        padded = [_align(r[i] if i < len(r) else "", w, numeric[i]) for i, w in enumerate(widths)]
        return "| " + " | ".join(padded) + " |"

    rule = "|" + "|".join(("-" * (w + 1) + ":") if numeric[i] else (":" + "-" * (w + 1))
                          for i, w in enumerate(widths)) + "|"
    out = [row(head or [""] * len(widths)), rule]
    out.extend(row(r) for r in cells)
    return "\n".join(out)


def _grid(cells, head, widths, numeric):
    border = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    hborder = "+" + "+".join("=" * (w + 2) for w in widths) + "+"

    def row(r):
        padded = [_align(r[i] if i < len(r) else "", w, numeric[i]) for i, w in enumerate(widths)]
        return "| " + " | ".join(padded) + " |"

    out = [border]
    if head:
        out += [row(head), hborder]
    for r in cells:
        out += [row(r), border]
    return "\n".join(out)
