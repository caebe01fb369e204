"""Host-side reference model of vrlog's Table 2 experiment.

Runs the whole cluster in one process: the pristine artifact's pure state
machine (artifact/vrlog/core.py) for every node, and an independent
re-implementation of the driver's rules (harness/driver.py): events of the
tick first, believed leader from the previous tick's statuses, delivery of the
previous tick's messages with drops for dead/partitioned destinations, then
every live node stepped in id order.  A crash keeps only the hard state
(term, vote, log); a restart builds a fresh node from it.  Settings are the
paper's: five distinct nodes, election 10, heartbeat 3, batch 8, pre-vote on.
"""
import hashlib
import os
import sys

ART = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "artifact")
PAPER = dict(election_ticks=10, heartbeat_ticks=3, max_batch=8, pre_vote=True, seed=1)
MEMBERS = [1, 2, 3, 4, 5]
TYPES = ("PreVote", "PreVoteReply", "RequestVote", "RequestVoteReply",
         "AppendEntries", "AppendEntriesReply")


def _core():
    if ART not in sys.path:
        sys.path.insert(0, ART)
    import importlib
    old = sys.dont_write_bytecode
    sys.dont_write_bytecode = True      # never leave __pycache__ in artifact/
    try:
        return importlib.import_module("vrlog.core")
    finally:
        sys.dont_write_bytecode = old


def parse(text):
    name, ticks, seed, ev = None, None, 0, []
    for ln, raw in enumerate(text.splitlines(), 1):
        tok = raw.split("#", 1)[0].split()
        if not tok:
            continue
        if tok[0] == "name":
            name = " ".join(tok[1:])
        elif tok[0] == "ticks":
            ticks = int(tok[1])
        elif tok[0] == "seed":
            seed = int(tok[1])
        elif tok[0] == "every":
            p, a, b, k = int(tok[1]), int(tok[3]), int(tok[5]), int(tok[7])
            ev += [(t, ln, "submit", k) for t in range(a, b + 1, p)]
        elif tok[0] == "at":
            t, kind, rest = int(tok[1]), tok[2], tok[3:]
            if kind == "partition":
                groups, cur = [], []
                for x in rest:
                    if x == "|":
                        groups.append(cur)
                        cur = []
                    else:
                        cur.append(int(x))
                groups.append(cur)
                ev.append((t, ln, "partition", groups))
            elif kind == "isolate":
                n = int(rest[0])
                ev.append((t, ln, "partition", [[n], [m for m in MEMBERS if m != n]]))
            elif kind == "heal":
                ev.append((t, ln, "heal", None))
            else:
                ev.append((t, ln, kind, int(rest[0])))
    ev.sort(key=lambda e: (e[0], e[1]))
    return name, ticks, seed, ev


def simulate(text, members=MEMBERS, **over):
    core = _core()
    name, ticks, seed, events = parse(text)
    prm = dict(PAPER)
    prm.update(over)
    base_seed = prm.pop("seed")
    settings = core.Settings(seed=base_seed * 1000 + seed, **prm)
    hard = {n: core.HardState() for n in members}
    nodes = {n: core.Node(n, members, settings, hard[n]) for n in members}
    heals = [e[0] for e in events if e[2] == "heal"]
    last_heal = max(heals) if heals else None
    groups = None
    wire, pending, status = [], [], {}
    nxt = 0
    msgs = {t: 0 for t in TYPES}
    elections = campaigns = prevotes = dropped = resent_after = 0

    def grp(n):
        if groups is None:
            return 0
        for i, g in enumerate(groups):
            if n in g:
                return i
        return -1 - n

    for tick in range(ticks):
        for (t, _, kind, arg) in events:
            if t != tick:
                continue
            if kind == "submit":
                for _ in range(arg):
                    pending.append("c%d" % nxt)
                    nxt += 1
            elif kind == "partition":
                groups = arg
            elif kind == "heal":
                groups = None
            elif kind == "crash" and arg in nodes:
                hard[arg] = nodes[arg].hard_state()
                del nodes[arg]
                status.pop(arg, None)
            elif kind == "restart" and arg not in nodes:
                hs = core.HardState.from_dict(hard[arg].to_dict())
                nodes[arg] = core.Node(arg, members, settings, hs)
        leader = None
        for n in sorted(nodes):
            st = status.get(n)
            if st and st["role"] == "leader" and (leader is None or st["term"] > status[leader]["term"]):
                leader = n
        inbox = {n: [] for n in nodes}
        for m in wire:
            if m["dst"] not in nodes or grp(m["src"]) != grp(m["dst"]):
                dropped += 1
            else:
                inbox[m["dst"]].append(m)
        wire = []
        for n in sorted(nodes):
            props = list(pending) if n == leader else []
            out, evs, acc = core.step(nodes[n], tick, inbox[n], props)
            del pending[:acc]
            status[n] = nodes[n].status()
            wire.extend(out)
            for m in out:
                msgs[m["type"]] += 1
                if m["type"] == "AppendEntries" and last_heal is not None and tick >= last_heal:
                    resent_after += m.get("resent", 0)
            for e in evs:
                elections += e["event"] == "elected"
                campaigns += e["event"] == "campaign"
                prevotes += e["event"] == "prevote"
    best, commit, term = None, 0, 0
    for n in sorted(nodes):
        term = max(term, nodes[n].term)
        if nodes[n].commit > commit:
            best, commit = n, nodes[n].commit
    log = nodes[best].committed() if best is not None else []
    h = hashlib.sha256()
    for tm, data in log:
        h.update(("%d:%s\n" % (tm, data)).encode("utf-8"))
    return {"scenario": name, "ticks": ticks, "nodes": len(members),
            "elections": elections, "campaigns": campaigns, "prevotes": prevotes,
            "final_term": term, "committed": commit, "msgs": msgs,
            "msgs_total": sum(msgs.values()), "dropped": dropped,
            "resent_after_heal": resent_after, "digest": h.hexdigest()[:16]}


def run_file(path, **over):
    with open(path) as fh:
        return simulate(fh.read(), **over)


if __name__ == "__main__":
    import json
    for p in sys.argv[1:]:
        r = run_file(p)
        r2 = run_file(p, pre_vote=False)
        print(json.dumps({k: v for k, v in r.items() if k != "msgs"}))
        print("  no-prevote:", json.dumps({k: v for k, v in r2.items() if k != "msgs"}))
