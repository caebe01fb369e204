"""tabulate_lite: a tiny plain-text table formatter.

Vendored (trimmed) so that the scripts do not need another dependency. Only
the ``plain``, ``simple``, ``github`` and ``latex`` formats are kept.

    >>> print(tabulate([["a", 1.5]], headers=["name", "x"]))
    name      x
    ------  ---
    a       1.5
"""

__all__ = ["tabulate", "FORMATS"]
__version__ = "0.4.2-lite"

FORMATS = ("plain", "simple", "github", "latex")


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


def _fmt(v, floatfmt, missing):
    if v is None:
        return missing
    if isinstance(v, float):
        return format(v, floatfmt)
    return str(v)


def _column_types(rows, ncols):
    numeric = []
    for c in range(ncols):
        vals = [r[c] for r in rows if c < len(r) and r[c] is not None]
        numeric.append(bool(vals) and all(_is_number(v) for v in vals))
    return numeric


def _pad(text, width, right):
    return text.rjust(width) if right else text.ljust(width)


def _normalise(rows, headers):
    rows = [list(r) for r in rows]
    if headers == "firstrow":
        headers, rows = rows[0], rows[1:]
    headers = list(headers or [])
    ncols = max([len(headers)] + [len(r) for r in rows]) if (rows or headers) else 0
    rows = [r + [None] * (ncols - len(r)) for r in rows]
    headers = headers + [""] * (ncols - len(headers))
    return rows, headers, ncols


def tabulate(rows, headers=(), tablefmt="simple", floatfmt="g", missing=""):
    if tablefmt not in FORMATS:
        raise ValueError("unsupported tablefmt {!r}; choose from {}".format(tablefmt, FORMATS))
    rows, headers, ncols = _normalise(rows, headers)
    numeric = _column_types(rows, ncols)
    cells = [[_fmt(v, floatfmt, missing) for v in r] for r in rows]
    widths = []
    for c in range(ncols):
        w = max([len(headers[c])] + [len(r[c]) for r in cells]) if ncols else 0
        widths.append(w + (2 if tablefmt == "github" else 0) * 0)
    have_headers = any(h for h in headers)

    def line(vals):
        return [_pad(v, widths[i], numeric[i]) for i, v in enumerate(vals)]

    out = []
    if tablefmt in ("plain", "simple"):
        if have_headers:
            out.append("  ".join(line(headers)).rstrip())
            if tablefmt == "simple":
                out.append("  ".join("-" * w for w in widths))
        for r in cells:
            out.append("  ".join(line(r)).rstrip())
    elif tablefmt == "github":
        out.append("| " + " | ".join(line(headers)) + " |")
        out.append("|" + "|".join(("-" * (w + 1) + ":") if numeric[i] else (":" + "-" * (w + 1))
                                  for i, w in enumerate(widths)) + "|")
        for r in cells:
            out.append("| " + " | ".join(line(r)) + " |")
    elif tablefmt == "latex":
        spec = "".join("r" if n else "l" for n in numeric)
        out.append("\\begin{tabular}{" + spec + "}")
        out.append("\\hline")
        if have_headers:
            out.append(" & ".join(headers) + " \\\\")
            out.append("\\hline")
        for r in cells:
            out.append(" & ".join(_escape_latex(c) for c in r) + " \\\\")
        out.append("\\hline")
        out.append("\\end{tabular}")
    return "\n".join(out)


def _escape_latex(s):
    for a, b in (("\\", "\\textbackslash{}"), ("&", "\\&"), ("%", "\\%"), ("_", "\\_"), ("#", "\\#")):
        s = s.replace(a, b)
    return s


if __name__ == "__main__":
    print(tabulate([["spam", 41.9999], ["eggs", 451.0]], headers=["item", "qty"], floatfmt=".2f"))
