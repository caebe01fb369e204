# tabulate_lite: a trimmed copy of the lab's table printer (vendored; do not edit here, upstream
# lives in the group's utils repo). Supports "pipe" (Markdown) and "plain" formats only.
#
# MIT License. Copyright (c) the group's utils authors.


def _width(cells):
    return max(len(c) for c in cells) if cells else 0


def _pad(text, width, how):
    if how == "r":
        return text.rjust(width)
    if how == "c":
        return text.center(width)
    return text.ljust(width)


def tabulate(rows, headers=(), fmt="pipe", align=None):
    rows = [[("" if c is None else str(c)) for c in r] for r in rows]
    headers = [str(h) for h in headers]
    ncol = max([len(headers)] + [len(r) for r in rows]) if (rows or headers) else 0
    rows = [r + [""] * (ncol - len(r)) for r in rows]
    headers = headers + [""] * (ncol - len(headers))
    align = (align or "l" * ncol).ljust(ncol, "l")
    widths = [max(_width([headers[i]] + [r[i] for r in rows]), 3) for i in range(ncol)]
    if fmt == "plain":
        lines = ["  ".join(_pad(headers[i], widths[i], align[i]) for i in range(ncol))] if any(headers) else []
        lines += ["  ".join(_pad(r[i], widths[i], align[i]) for i in range(ncol)) for r in rows]
        return "\n".join(l.rstrip() for l in lines)
    if fmt != "pipe":
        raise ValueError("tabulate_lite supports 'pipe' and 'plain' only")

    def rule(i):
        w = widths[i] + 2
        if align[i] == "r":
            return "-" * (w - 1) + ":"
        if align[i] == "c":
            return ":" + "-" * (w - 2) + ":"
        return "-" * w

    lines = ["| " + " | ".join(_pad(headers[i], widths[i], align[i]) for i in range(ncol)) + " |",
             "|" + "|".join(rule(i) for i in range(ncol)) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(_pad(r[i], widths[i], align[i]) for i in range(ncol)) + " |")
    return "\n".join(lines)
