"""minitable -- fixed-width text tables (vendored, 2019, no dependencies).

    t = Table(["name", "value"], align="lr")
    t.add(["alpha", 1])
    print(t.render())
"""


class Table(object):

    def __init__(self, header, align=None, sep="  ", floatfmt="%.3g"):
        self.header = [str(h) for h in header]
        self.align = align or "l" * len(header)
        if len(self.align) != len(self.header):
            raise ValueError("align must have one letter per column")
        self.sep = sep
        self.floatfmt = floatfmt
        self.rows = []

    def _cell(self, v):
        if isinstance(v, float):
            return self.floatfmt % v
        if v is None:
            return "-"
        return str(v)

    def add(self, row):
        if len(row) != len(self.header):
            raise ValueError("row has %d cells, header %d" % (len(row), len(self.header)))
        self.rows.append([self._cell(v) for v in row])

    def widths(self):
        w = [len(h) for h in self.header]
        for r in self.rows:
            for i, c in enumerate(r):
                w[i] = max(w[i], len(c))
        return w

    def _line(self, cells, w):
        out = []
        for c, width, a in zip(cells, w, self.align):
            out.append(c.rjust(width) if a == "r" else c.center(width) if a == "c" else c.ljust(width))
        return self.sep.join(out).rstrip()

    def render(self):
        w = self.widths()
        lines = [self._line(self.header, w), self.sep.join("-" * x for x in w)]
        lines += [self._line(r, w) for r in self.rows]
        return "\n".join(lines)

    def markdown(self):
        w = self.widths()
        lines = ["| " + " | ".join(h.ljust(x) for h, x in zip(self.header, w)) + " |"]
        marks = []
        for a, x in zip(self.align, w):
            marks.append("-" * (x - 1) + ":" if a == "r" else "-" * x)
        lines.append("| " + " | ".join(marks) + " |")
        for r in self.rows:
            lines.append("| " + " | ".join(c.ljust(x) for c, x in zip(r, w)) + " |")
        return "\n".join(lines)
