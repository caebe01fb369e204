"""What a scenario measures (Table 2 of the paper).

    elections        times a node became leader
    campaigns        elections started (a node incremented its term to ask for votes)
    prevotes         pre-vote rounds started (0 unless pre_vote is on)
    final_term       highest term among the live nodes at the end
    committed        highest commit index among the live nodes at the end
    msgs             messages sent, by type (dropped ones included)
    dropped          messages the driver did not deliver (partition, node down)
    resent_after_heal  AppendEntries entries sent after the last heal to a
                     follower that had been sent them before (by the same leader)
    digest           sha256 of the committed log, first 16 hex digits
"""
import hashlib

from vrlog.core import MSG_TYPES


def log_digest(entries):
    h = hashlib.sha256()
    for term, data in entries:
        h.update(("%d:%s\n" % (term, data)).encode("utf-8"))
    return h.hexdigest()[:16]


class Metrics(object):

    def __init__(self, members, script):
        self.members = members
        self.script = script
        heals = script.heal_ticks()
        self.last_heal = max(heals) if heals else None
        self.msgs = {t: 0 for t in MSG_TYPES}
        self.n_dropped = 0
        self.n_elections = 0
        self.n_campaigns = 0
        self.n_prevotes = 0
        self.resent = 0
        self.resent_after_heal = 0
        self.n_accepted = 0
        self.leaders = []
        self.faults = []
        self.exits = []

    def sent(self, outbox, tick):
        for m in outbox:
            self.msgs[m["type"]] += 1
            if m["type"] == "AppendEntries" and m.get("resent"):
                self.resent += m["resent"]
                if self.last_heal is not None and tick >= self.last_heal:
                    self.resent_after_heal += m["resent"]

    def dropped(self, msg):
        self.n_dropped += 1

    def events(self, events, tick):
        for ev in events:
            if ev["event"] == "elected":
                self.n_elections += 1
                self.leaders.append([tick, ev["node"], ev["term"]])
            elif ev["event"] == "campaign":
                self.n_campaigns += 1
            elif ev["event"] == "prevote":
                self.n_prevotes += 1

    def accepted(self, n):
        self.n_accepted += n

    def fault(self, ev, tick):
        if ev.kind != "submit":
            self.faults.append([tick, ev.kind, ev.arg])

    def unexpected_exit(self, node, tick):
        self.exits.append([tick, node])

    def finish(self, dumps, pending):
        best, commit, term = None, 0, 0
        for n in sorted(dumps):
            st = dumps[n]["status"]
            term = max(term, st["term"])
            if st["commit"] > commit:
                best, commit = n, st["commit"]
        log = dumps[best]["committed"] if best is not None else []
        safe = True
        for n in dumps:
            c = dumps[n]["committed"]
            if c != log[:len(c)]:
                safe = False
        return {
            "scenario": self.script.name,
            "ticks": self.script.ticks,
            "nodes": len(self.members),
            "submitted": self.script.total_submitted(),
            "accepted": self.n_accepted,
            "unplaced": len(pending),
            "elections": self.n_elections,
            "campaigns": self.n_campaigns,
            "prevotes": self.n_prevotes,
            "final_term": term,
            "committed": commit,
            "msgs": dict(self.msgs),
            "msgs_total": sum(self.msgs.values()),
            "dropped": self.n_dropped,
            "resent": self.resent,
            "resent_after_heal": self.resent_after_heal,
            "digest": log_digest(log),
            "safe": safe,
            "leaders": self.leaders,
            "faults": self.faults,
            "unexpected_exits": self.exits,
        }
