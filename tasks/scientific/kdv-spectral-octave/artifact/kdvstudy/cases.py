"""Case files: one collision per line, ``c1 c2 N dt``; ``#`` starts a comment."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    c1: float
    c2: float
    N: int
    dt: float

    @property
    def ratio(self):
        return self.c2 / self.c1


def read_cases(path):
    cases = []
    with open(path) as fh:
        for lineno, line in enumerate(fh, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 4:
                raise ValueError("%s:%d: expected 'c1 c2 N dt', got %r" % (path, lineno, line))
            c1, c2, n, dt = parts
            cases.append(Case(float(c1), float(c2), int(n), float(dt)))
    return cases


def write_cases(path, cases, title=None):
    with open(path, "w") as fh:
        if title:
            fh.write("# %s\n" % title)
        fh.write("# c1     c2     N     dt\n")
        for c in cases:
            fh.write("%-8g %-6g %-5d %g\n" % (c.c1, c.c2, c.N, c.dt))
