# tabulate_lite: a tiny plain-text table formatter.
# Vendored into this repository (single file, no dependencies) so that the experiment scripts
# print aligned tables without pulling in a formatting package.  Only the "simple" format of
# the original is kept; numbers are right-aligned, text left-aligned.
#
# Local changes: Python 2 compatibility shims dropped; `floatfmt` applies to floats only.

__all__ = ["tabulate"]


def _is_number(s):
    if isinstance(s, (int, float)):
        return True
    try:
        float(s)
        return True
    except (TypeError, ValueError):
        return False


def _fmt(value, floatfmt):
    if isinstance(value, float):
        return format(value, floatfmt)
    if value is None:
        return ""
    return str(value)


def _align(cell, width, numeric):
    return cell.rjust(width) if numeric else cell.ljust(width)


def tabulate(rows, headers=(), floatfmt="g", sep="  "):
    """Format ``rows`` (a list of sequences) as a table with an underlined header."""
    rows = [list(r) for r in rows]
    ncol = max([len(headers)] + [len(r) for r in rows]) if (rows or headers) else 0
    cells = [[_fmt(r[i] if i < len(r) else "", floatfmt) for i in range(ncol)] for r in rows]
    heads = [str(h) for h in headers] + [""] * (ncol - len(headers))
    numeric = []
    for i in range(ncol):
        col = [c[i] for c in cells if c[i] != ""]
        numeric.append(bool(col) and all(_is_number(c) for c in col))
    widths = []
    for i in range(ncol):
        widths.append(max([len(heads[i])] + [len(c[i]) for c in cells]))
    lines = []
    if headers:
        lines.append(sep.join(_align(h, w, n) for h, w, n in zip(heads, widths, numeric)).rstrip())
        lines.append(sep.join("-" * w for w in widths))
    for c in cells:
        lines.append(sep.join(_align(x, w, n) for x, w, n in zip(c, widths, numeric)).rstrip())
    return "\n".join(lines)


if __name__ == "__main__":
    print(tabulate([["a", 1.5, 3], ["bb", 10.25, 4]], ["name", "x", "n"]))
