"""Parser for fault scripts (scenarios/**/*.fs).

A fault script is a list of lines; '#' starts a comment.

    name   <text>
    ticks  <N>                      length of the run in driver steps
    seed   <S>                      mixed into the election-timeout seed
    at <T> submit <K>               K client commands become pending at tick T
    every <P> from <A> to <B> submit <K>
    at <T> partition 1 2 | 3 4 5    groups that can talk; others are cut
    at <T> isolate <N>              shorthand for: N | everybody else
    at <T> heal                     everybody can talk again
    at <T> crash <N>                SIGKILL node N
    at <T> restart <N>              start node N again from its data dir
"""


class ScriptError(ValueError):
    pass


class Event(object):
    __slots__ = ("tick", "kind", "arg", "line")

    def __init__(self, tick, kind, arg, line):
        self.tick, self.kind, self.arg, self.line = tick, kind, arg, line

    def __repr__(self):
        return "Event(%d, %s, %r)" % (self.tick, self.kind, self.arg)


class Script(object):

    def __init__(self, name, ticks, seed, events, path=None):
        self.name = name
        self.ticks = ticks
        self.seed = seed
        self.events = events
        self.path = path

    def at(self, tick):
        return [e for e in self.events if e.tick == tick]

    def heal_ticks(self):
        return [e.tick for e in self.events if e.kind == "heal"]

    def total_submitted(self):
        return sum(e.arg for e in self.events if e.kind == "submit")


def _int(tok, lineno):
    try:
        return int(tok)
    except ValueError:
        raise ScriptError("line %d: expected a number, got %r" % (lineno, tok))


def parse_groups(tokens, lineno):
    groups, cur = [], []
    for tok in tokens:
        if tok == "|":
            if cur:
                groups.append(cur)
            cur = []
        else:
            cur.append(_int(tok, lineno))
    if cur:
        groups.append(cur)
    if len(groups) < 2:
        raise ScriptError("line %d: a partition needs at least two groups" % lineno)
    return [sorted(g) for g in groups]


def parse(text, path=None, members=None):
    name, ticks, seed, events = path or "script", None, 0, []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        tok = line.split()
        head = tok[0]
        if head == "name":
            name = " ".join(tok[1:])
        elif head == "ticks":
            ticks = _int(tok[1], lineno)
        elif head == "seed":
            seed = _int(tok[1], lineno)
        elif head == "every":
            # every P from A to B submit K
            if len(tok) != 8 or tok[2] != "from" or tok[4] != "to" or tok[6] != "submit":
                raise ScriptError("line %d: every P from A to B submit K" % lineno)
            p, a, b, k = (_int(tok[i], lineno) for i in (1, 3, 5, 7))
            for t in range(a, b + 1, p):
                events.append(Event(t, "submit", k, lineno))
        elif head == "at":
            t = _int(tok[1], lineno)
            kind = tok[2]
            rest = tok[3:]
            if kind == "submit":
                events.append(Event(t, "submit", _int(rest[0], lineno), lineno))
            elif kind == "partition":
                events.append(Event(t, "partition", parse_groups(rest, lineno), lineno))
            elif kind == "isolate":
                n = _int(rest[0], lineno)
                if members is None:
                    raise ScriptError("line %d: isolate needs the member list" % lineno)
                others = [m for m in members if m != n]
                events.append(Event(t, "partition", [[n], others], lineno))
            elif kind == "heal":
                events.append(Event(t, "heal", None, lineno))
            elif kind in ("crash", "restart"):
                events.append(Event(t, kind, _int(rest[0], lineno), lineno))
            else:
                raise ScriptError("line %d: unknown action %r" % (lineno, kind))
        else:
            raise ScriptError("line %d: unknown directive %r" % (lineno, head))
    if ticks is None:
        raise ScriptError("%s: no 'ticks' line" % (path or "script"))
    events.sort(key=lambda e: (e.tick, e.line))
    return Script(name, ticks, seed, events, path)


def load(path, members=None):
    with open(path) as fh:
        return parse(fh.read(), path, members)
