"""Replacement policies over a circular frame array.

Every policy sees the same frame table (owner, referenced, dirty, grace)
and returns the victim frame; the hand position and the number of hand
steps are kept in the table.  Policies follow the paper's description
(section 1) and Figure 1 of the talk slides.
"""


class FrameTable:
    def __init__(self, nframes):
        self.n = nframes
        self.owner = [None] * nframes
        self.ref = [False] * nframes
        self.dirty = [False] * nframes
        self.grace = [0] * nframes
        self.hand = 0
        self.steps = 0
        self.used = 0

    def advance(self):
        f = self.hand
        self.hand = (self.hand + 1) % self.n
        self.steps += 1
        return f


class Fifo:
    name = "fifo"

    def touch(self, t, f, write):
        pass

    def victim(self, t):
        return t.advance()


class Clock(Fifo):
    name = "clock"

    def victim(self, t):
        while True:
            f = t.advance()
            if t.ref[f]:
                t.ref[f] = False
                continue
            return f


class DirtyGraceClock(Clock):
    """dgclock: an unreferenced dirty page is skipped `turns` times."""
    name = "dgclock"
    turns = 1

    def touch(self, t, f, write):
        # a referenced page earns its grace back (Figure 1 of the slides)
        t.grace[f] = 0

    def victim(self, t):
        while True:
            f = t.advance()
            if t.ref[f]:
                t.ref[f] = False
                continue
            if t.dirty[f] and t.grace[f] < self.turns:
                t.grace[f] += 1
                continue
            return f


class DirtyGraceClock2(DirtyGraceClock):
    name = "dgclock2"
    turns = 2


class Nru(Clock):
    """One revolution looking for a clean unreferenced page, else CLOCK."""
    name = "nru"

    def victim(self, t):
        for i in range(t.n):
            f = (t.hand + i) % t.n
            if not t.ref[f] and not t.dirty[f]:
                t.steps += i + 1
                t.hand = (f + 1) % t.n
                return f
        t.steps += t.n
        return Clock.victim(self, t)


POLICIES = {p.name: p for p in (Fifo, Clock, DirtyGraceClock, DirtyGraceClock2, Nru)}


def make_policy(name):
    try:
        return POLICIES[name]()
    except KeyError:
        raise ValueError("unknown policy %r (have: %s)" % (name, ", ".join(POLICIES)))
