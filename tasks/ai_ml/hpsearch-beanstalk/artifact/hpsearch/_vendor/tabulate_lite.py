"""A tiny table formatter (plain, GitHub markdown and LaTeX booktabs).

Vendored from the group's shared utilities (rev 2017-03); only what report.py needs.
"""

__all__ = ["tabulate"]


def _fmt(v, floatfmt):
    if isinstance(v, float):
        return format(v, floatfmt)
    return "" if v is None else str(v)


def _is_num(s):
    try:
        float(s)
        return True
    except ValueError:
        return False


def _widths(header, rows):
    cols = len(header)
    w = [len(h) for h in header]
    for r in rows:
        for i in range(cols):
            w[i] = max(w[i], len(r[i]))
    return w


def _align(cell, width, numeric):
    return cell.rjust(width) if numeric else cell.ljust(width)


def tabulate(rows, headers, tablefmt="plain", floatfmt=".4f"):
    header = [str(h) for h in headers]
    body = [[_fmt(v, floatfmt) for v in r] for r in rows]
    for r in body:
        if len(r) != len(header):
            raise ValueError("row length does not match the header")
    numeric = [all(_is_num(r[i]) for r in body if r[i]) and bool(body)
               for i in range(len(header))]
    w = _widths(header, body)
    if tablefmt == "plain":
        lines = ["  ".join(_align(h, w[i], numeric[i]) for i, h in enumerate(header))]
        lines += ["  ".join(_align(c, w[i], numeric[i]) for i, c in enumerate(r)) for r in body]
        return "\n".join(lines)
    if tablefmt == "github":
        sep = ["-" * w[i] + (":" if numeric[i] else "-") for i in range(len(header))]
        lines = ["| " + " | ".join(h.ljust(w[i]) for i, h in enumerate(header)) + " |",
                 "|" + "|".join("-" + s for s in sep) + "|"]
        lines += ["| " + " | ".join(_align(c, w[i], numeric[i]) for i, c in enumerate(r)) + " |"
                  for r in body]
        return "\n".join(lines)
    if tablefmt == "latex_booktabs":
        spec = "".join("r" if n else "l" for n in numeric)
        lines = [r"\begin{tabular}{" + spec + "}", r"\toprule",
                 " & ".join(header) + r" \\", r"\midrule"]
        lines += [" & ".join(c.replace("_", r"\_") for c in r) + r" \\" for r in body]
        lines += [r"\bottomrule", r"\end{tabular}"]
        return "\n".join(lines)
    raise ValueError(f"unknown table format {tablefmt!r}")
