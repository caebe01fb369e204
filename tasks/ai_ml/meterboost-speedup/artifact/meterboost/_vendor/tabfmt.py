"""Plain-text tables (vendored from an internal utilities package, 2021; BSD-3-Clause).

table(headers, rows) -> str, columns right-aligned when every cell parses as a number.
"""


def _is_num(s):
    try:
        float(s)
        return True
    except (TypeError, ValueError):
        return False


def table(headers, rows, sep="  "):
    cells = [[str(h) for h in headers]] + [[str(c) for c in r] for r in rows]
    ncol = max(len(r) for r in cells)
    for r in cells:
        r.extend([""] * (ncol - len(r)))
    width = [max(len(r[j]) for r in cells) for j in range(ncol)]
    numeric = [all(_is_num(r[j]) or r[j] == "" for r in cells[1:]) for j in range(ncol)]
    lines = []
    for i, r in enumerate(cells):
        parts = [c.rjust(width[j]) if numeric[j] and i else c.ljust(width[j]) for j, c in enumerate(r)]
        lines.append(sep.join(parts).rstrip())
        if i == 0:
            lines.append(sep.join("-" * w for w in width))
    return "\n".join(lines)
