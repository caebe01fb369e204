"""The replication core of vrlog: a pure, single-threaded state machine.

Nothing in here does I/O.  A node is driven by three things only:

* ``tick()``        -- one unit of logical time has passed;
* ``receive(msg)``  -- a message from a peer arrived;
* ``propose(data)`` -- a client asks the node to append a command.

Everything a node wants to say to its peers is appended to ``self.outbox``;
the caller (``vrlog.node`` in a real deployment, the unit tests otherwise)
drains it.  Because time is logical and the "random" election timeouts come
from a seeded generator, a node's behaviour is a function of its inputs.

The protocol is a leader-based replicated log in the Raft family: terms,
majority votes, an AppendEntries consistency check on (prev_index,
prev_term), commitment of current-term entries only, and an optional
pre-vote phase (section 3 of the paper) that keeps a node which was cut off
from disrupting a healthy leader when it comes back.
"""

FOLLOWER = "follower"
PRE_CANDIDATE = "pre-candidate"
CANDIDATE = "candidate"
LEADER = "leader"

MSG_TYPES = ("PreVote", "PreVoteReply", "RequestVote", "RequestVoteReply",
             "AppendEntries", "AppendEntriesReply")

NOOP = "noop"


class TimeoutSource(object):
    """Deterministic election-timeout generator (xorshift32 per node)."""

    def __init__(self, seed, node_id):
        s = (int(seed) * 2654435761 + int(node_id) * 40503 + 0x9E3779B9) & 0xFFFFFFFF
        self.state = s or 0x1234567

    def next(self, lo, hi):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x & 0xFFFFFFFF
        return lo + self.state % (hi - lo + 1)


class Settings(object):
    """Protocol knobs.  Values are in ticks (one tick = one driver step)."""

    def __init__(self, election_ticks=10, heartbeat_ticks=3, max_batch=8,
                 pre_vote=False, seed=1):
        self.election_ticks = int(election_ticks)
        self.heartbeat_ticks = int(heartbeat_ticks)
        self.max_batch = int(max_batch)
        self.pre_vote = bool(pre_vote)
        self.seed = int(seed)
        if self.heartbeat_ticks >= self.election_ticks:
            raise ValueError("heartbeat_ticks must be below election_ticks")
        if self.max_batch < 1:
            raise ValueError("max_batch must be >= 1")

    def as_dict(self):
        return {"election_ticks": self.election_ticks,
                "heartbeat_ticks": self.heartbeat_ticks,
                "max_batch": self.max_batch,
                "pre_vote": self.pre_vote,
                "seed": self.seed}


class HardState(object):
    """What must survive a crash: term, vote and the log."""

    def __init__(self, term=0, voted_for=None, log=None):
        self.term = term
        self.voted_for = voted_for
        self.log = list(log or [])   # list of [term, data]; index i+1 is log[i]

    def to_dict(self):
        return {"term": self.term, "voted_for": self.voted_for,
                "log": [list(e) for e in self.log]}

    @classmethod
    def from_dict(cls, d):
        return cls(d.get("term", 0), d.get("voted_for"), d.get("log", []))


class Node(object):

    def __init__(self, node_id, members, settings, hard=None):
        self.id = int(node_id)
        self.members = sorted(set(int(m) for m in members) | {self.id})
        self.peers = [m for m in self.members if m != self.id]
        self.cfg = settings
        hs = hard or HardState()
        self.term = hs.term
        self.voted_for = hs.voted_for
        self.log = [list(e) for e in hs.log]
        self.role = FOLLOWER
        self.leader = None
        self.commit = 0
        self.rng = TimeoutSource(settings.seed, self.id)
        self.elapsed = 0
        self.timeout = self._draw_timeout()
        self.since_leader = settings.election_ticks   # ticks since we heard a leader
        self.hb_elapsed = 0
        self.votes = set()
        self.next_index = {}
        self.match_index = {}
        self.inflight = {}
        self.sent_hi = {}
        self.outbox = []
        self.events = []
        self.dirty = False
        self.misaddressed = 0

    # -- helpers -----------------------------------------------------------

    def quorum(self):
        return len(self.members) // 2 + 1

    def last_index(self):
        return len(self.log)

    def term_at(self, index):
        if index <= 0 or index > len(self.log):
            return 0
        return self.log[index - 1][0]

    def hard_state(self):
        return HardState(self.term, self.voted_for, self.log)

    def _draw_timeout(self):
        e = self.cfg.election_ticks
        return self.rng.next(e, 2 * e - 1)

    def _reset_timer(self):
        self.elapsed = 0
        self.timeout = self._draw_timeout()

    def _send(self, dst, mtype, **fields):
        msg = {"type": mtype, "src": self.id, "dst": dst, "term": self.term}
        msg.update(fields)
        self.outbox.append(msg)

    def _event(self, kind, **fields):
        ev = {"event": kind, "node": self.id, "term": self.term}
        ev.update(fields)
        self.events.append(ev)

    def _log_ok(self, last_index, last_term):
        mine = self.term_at(self.last_index())
        return last_term > mine or (last_term == mine and last_index >= self.last_index())

    def _become_follower(self, term, leader=None):
        if term > self.term:
            self.term = term
            self.voted_for = None
            self.dirty = True
        self.role = FOLLOWER
        self.leader = leader
        self.votes = set()
        self._reset_timer()

    # -- time ---------------------------------------------------------------

    def tick(self):
        self.since_leader += 1
        if self.role == LEADER:
            self.hb_elapsed += 1
            if self.hb_elapsed >= self.cfg.heartbeat_ticks:
                self.hb_elapsed = 0
                for p in self.peers:
                    self._replicate(p, heartbeat=True)
            return
        self.elapsed += 1
        if self.elapsed >= self.timeout:
            if self.cfg.pre_vote:
                self._start_pre_vote()
            else:
                self._start_election()

    def _start_pre_vote(self):
        self.role = PRE_CANDIDATE
        self.leader = None
        self.votes = {self.id}
        self._reset_timer()
        self._event("prevote")
        if len(self.votes) >= self.quorum():
            self._start_election()
            return
        for p in self.peers:
            self._send(p, "PreVote", next_term=self.term + 1,
                       last_index=self.last_index(), last_term=self.term_at(self.last_index()))

    def _start_election(self):
        self.term += 1
        self.voted_for = self.id
        self.dirty = True
        self.role = CANDIDATE
        self.leader = None
        self.votes = {self.id}
        self._reset_timer()
        self._event("campaign")
        if len(self.votes) >= self.quorum():
            self._become_leader()
            return
        for p in self.peers:
            self._send(p, "RequestVote", last_index=self.last_index(),
                       last_term=self.term_at(self.last_index()))

    def _become_leader(self):
        self.role = LEADER
        self.leader = self.id
        self.hb_elapsed = 0
        self.since_leader = 0
        for p in self.peers:
            self.next_index[p] = self.last_index() + 1
            self.match_index[p] = 0
            self.inflight[p] = False
            self.sent_hi[p] = 0
        self._event("elected")
        self.log.append([self.term, NOOP])
        self.dirty = True
        for p in self.peers:
            self._replicate(p, heartbeat=True)
        self._advance_commit()

    # -- client -------------------------------------------------------------

    def propose(self, data):
        if self.role != LEADER:
            return False
        self.log.append([self.term, data])
        self.dirty = True
        return True

    def flush(self):
        """Send new entries to every follower that is not awaiting a reply."""
        if self.role != LEADER:
            return
        for p in self.peers:
            if not self.inflight.get(p) and self.next_index[p] <= self.last_index():
                self._replicate(p, heartbeat=False)
        self._advance_commit()

    def _replicate(self, p, heartbeat):
        prev = self.next_index[p] - 1
        hi = min(self.last_index(), prev + self.cfg.max_batch)
        entries = [list(e) for e in self.log[prev:hi]]
        resent = 0
        if entries:
            resent = max(0, min(hi, self.sent_hi.get(p, 0)) - prev)
            self.sent_hi[p] = max(self.sent_hi.get(p, 0), hi)
            self.inflight[p] = True
        self._send(p, "AppendEntries", prev_index=prev, prev_term=self.term_at(prev),
                   entries=entries, commit=self.commit, resent=resent)

    def _advance_commit(self):
        if self.role != LEADER:
            return
        for n in range(self.last_index(), self.commit, -1):
            if self.term_at(n) != self.term:
                break
            acks = 1 + sum(1 for p in self.peers if self.match_index.get(p, 0) >= n)
            if acks >= self.quorum():
                self.commit = n
                break

    # -- messages -----------------------------------------------------------

    def receive(self, msg):
        if msg.get("dst") != self.id:
            self.misaddressed += 1
            return
        handler = getattr(self, "_on_" + msg["type"], None)
        if handler is None:
            raise ValueError("unknown message type %r" % msg["type"])
        if msg["type"] in ("PreVote", "PreVoteReply"):
            handler(msg)
            return
        if msg["term"] > self.term:
            leader = msg["src"] if msg["type"] == "AppendEntries" else None
            self._become_follower(msg["term"], leader)
        handler(msg)

    def _on_PreVote(self, m):
        # a leader, or a follower that heard from one within the minimum
        # election timeout, does not help anybody start an election
        heard = self.role == LEADER or self.since_leader < self.cfg.election_ticks
        grant = (m["next_term"] > self.term and not heard
                 and self._log_ok(m["last_index"], m["last_term"]))
        self._send(m["src"], "PreVoteReply", granted=grant, next_term=m["next_term"])

    def _on_PreVoteReply(self, m):
        if self.role != PRE_CANDIDATE or m["next_term"] != self.term + 1:
            return
        if m["granted"]:
            self.votes.add(m["src"])
            if len(self.votes) >= self.quorum():
                self._start_election()
        elif m["term"] > self.term:
            self._become_follower(m["term"])

    def _on_RequestVote(self, m):
        grant = False
        if m["term"] == self.term and self.voted_for in (None, m["src"]) \
                and self._log_ok(m["last_index"], m["last_term"]):
            grant = True
            self.voted_for = m["src"]
            self.dirty = True
            self._reset_timer()
        self._send(m["src"], "RequestVoteReply", granted=grant)

    def _on_RequestVoteReply(self, m):
        if self.role != CANDIDATE or m["term"] != self.term:
            return
        if m["granted"]:
            self.votes.add(m["src"])
            if len(self.votes) >= self.quorum():
                self._become_leader()

    def _on_AppendEntries(self, m):
        if m["term"] < self.term:
            self._send(m["src"], "AppendEntriesReply", success=False, match=0,
                       hint=self.last_index())
            return
        if self.role != FOLLOWER or self.leader != m["src"]:
            self._become_follower(m["term"], m["src"])
        self.leader = m["src"]
        self.since_leader = 0
        self._reset_timer()
        prev = m["prev_index"]
        if prev > self.last_index() or self.term_at(prev) != m["prev_term"]:
            hint = min(prev - 1, self.last_index())
            self._send(m["src"], "AppendEntriesReply", success=False, match=0, hint=hint)
            return
        idx = prev
        for ent in m["entries"]:
            idx += 1
            if idx <= self.last_index():
                if self.term_at(idx) == ent[0]:
                    continue
                del self.log[idx - 1:]
            self.log.append(list(ent))
            self.dirty = True
        match = prev + len(m["entries"])
        if m["commit"] > self.commit:
            self.commit = min(m["commit"], match)
        self._send(m["src"], "AppendEntriesReply", success=True, match=match, hint=match)

    def _on_AppendEntriesReply(self, m):
        if self.role != LEADER or m["term"] != self.term:
            return
        p = m["src"]
        self.inflight[p] = False
        if m["success"]:
            if m["match"] > self.match_index.get(p, 0):
                self.match_index[p] = m["match"]
            self.next_index[p] = max(self.next_index[p], m["match"] + 1)
            self._advance_commit()
        else:
            self.next_index[p] = max(1, min(self.next_index[p] - 1, m["hint"] + 1))
        if self.next_index[p] <= self.last_index():
            self._replicate(p, heartbeat=False)

    # -- introspection --------------------------------------------------------

    def status(self):
        return {"id": self.id, "role": self.role, "term": self.term,
                "leader": self.leader, "commit": self.commit,
                "last_index": self.last_index()}

    def committed(self):
        return [list(e) for e in self.log[:self.commit]]


def step(node, tick, inbox, proposals):
    """One driver step: deliver the inbox, advance time, accept proposals.

    Returns (outbox, events, accepted).  Shared by the node server and the
    in-process simulator so the two cannot drift apart.
    """
    for msg in inbox:
        node.receive(msg)
    if tick is not None:
        node.tick()
    accepted = 0
    for data in proposals:
        if node.propose(data):
            accepted += 1
        else:
            break
    node.flush()
    out, ev = node.outbox, node.events
    node.outbox, node.events = [], []
    return out, ev, accepted
