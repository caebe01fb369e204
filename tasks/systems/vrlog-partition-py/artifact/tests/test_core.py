"""Unit tests of the replication core (no processes, no sockets)."""
import unittest

from vrlog import core


def settings(**kw):
    base = dict(election_ticks=10, heartbeat_ticks=3, max_batch=4, pre_vote=False, seed=7)
    base.update(kw)
    return core.Settings(**base)


class Net(object):
    """A tiny synchronous cluster: every message is delivered next step."""

    def __init__(self, n=3, **kw):
        self.members = list(range(1, n + 1))
        self.s = settings(**kw)
        self.nodes = {i: core.Node(i, self.members, self.s) for i in self.members}
        self.wire = []
        self.cut = set()
        self.tick_no = 0

    def step(self, proposals=None):
        inbox = {i: [] for i in self.nodes}
        for m in self.wire:
            if m["dst"] in self.nodes and (m["src"], m["dst"]) not in self.cut:
                inbox[m["dst"]].append(m)
        self.wire = []
        for i in sorted(self.nodes):
            props = (proposals or []) if self.nodes[i].role == core.LEADER else []
            out, _, _ = core.step(self.nodes[i], self.tick_no, inbox[i], props)
            self.wire.extend(out)
        self.tick_no += 1

    def run(self, k, proposals=None):
        for _ in range(k):
            self.step(proposals)

    def leaders(self):
        return [i for i, n in self.nodes.items() if n.role == core.LEADER]

    def isolate(self, x):
        for y in self.members:
            if y != x:
                self.cut.add((x, y))
                self.cut.add((y, x))

    def heal(self):
        self.cut = set()


class TestTimeouts(unittest.TestCase):

    def test_deterministic(self):
        a = core.TimeoutSource(5, 2)
        b = core.TimeoutSource(5, 2)
        self.assertEqual([a.next(10, 19) for _ in range(20)], [b.next(10, 19) for _ in range(20)])

    def test_range(self):
        src = core.TimeoutSource(1, 1)
        vals = [src.next(10, 19) for _ in range(500)]
        self.assertTrue(all(10 <= v <= 19 for v in vals))
        self.assertGreater(len(set(vals)), 5)

    def test_nodes_differ(self):
        a = [core.TimeoutSource(1, 1).next(10, 19) for _ in range(1)]
        seqs = set()
        for n in range(1, 6):
            src = core.TimeoutSource(1, n)
            seqs.add(tuple(src.next(10, 19) for _ in range(5)))
        self.assertEqual(len(seqs), 5, a)


class TestSettings(unittest.TestCase):

    def test_heartbeat_below_election(self):
        with self.assertRaises(ValueError):
            core.Settings(election_ticks=3, heartbeat_ticks=3)

    def test_batch(self):
        with self.assertRaises(ValueError):
            core.Settings(max_batch=0)


class TestElection(unittest.TestCase):

    def test_single_leader(self):
        net = Net(3)
        net.run(40)
        self.assertEqual(len(net.leaders()), 1)
        lead = net.nodes[net.leaders()[0]]
        self.assertEqual(lead.commit, 1)       # its no-op
        for n in net.nodes.values():
            self.assertEqual(n.term, lead.term)

    def test_single_node_elects_itself(self):
        s = settings()
        n = core.Node(1, [1], s)
        for t in range(25):
            core.step(n, t, [], [])
        self.assertEqual(n.role, core.LEADER)
        self.assertEqual(n.commit, 1)

    def test_vote_once_per_term(self):
        n = core.Node(1, [1, 2, 3], settings())
        n.receive({"type": "RequestVote", "src": 2, "dst": 1, "term": 1,
                   "last_index": 0, "last_term": 0})
        n.receive({"type": "RequestVote", "src": 3, "dst": 1, "term": 1,
                   "last_index": 0, "last_term": 0})
        replies = [m for m in n.outbox if m["type"] == "RequestVoteReply"]
        self.assertEqual([m["granted"] for m in replies], [True, False])
        self.assertEqual(n.voted_for, 2)

    def test_stale_log_loses(self):
        n = core.Node(1, [1, 2, 3], settings(), core.HardState(2, None, [[1, "a"], [2, "b"]]))
        n.receive({"type": "RequestVote", "src": 2, "dst": 1, "term": 3,
                   "last_index": 5, "last_term": 1})
        self.assertFalse(n.outbox[-1]["granted"])

    def test_misaddressed_dropped(self):
        n = core.Node(1, [1, 2, 3], settings())
        n.receive({"type": "RequestVote", "src": 2, "dst": 3, "term": 1,
                   "last_index": 0, "last_term": 0})
        self.assertEqual(n.outbox, [])
        self.assertEqual(n.misaddressed, 1)


class TestReplication(unittest.TestCase):

    def test_commit_and_agree(self):
        net = Net(5)
        net.run(40)
        for k in range(10):
            net.step(["x%d" % k])
        net.run(20)
        lead = net.nodes[net.leaders()[0]]
        self.assertEqual(lead.commit, 11)
        for n in net.nodes.values():
            self.assertEqual(n.committed(), lead.committed()[:n.commit])

    def test_batching(self):
        net = Net(3, max_batch=2)
        net.run(40)
        net.step(["a", "b", "c", "d", "e"])
        ae = [m for m in net.wire if m["type"] == "AppendEntries"]
        self.assertTrue(all(len(m["entries"]) <= 2 for m in ae))
        net.run(30)
        lead = net.nodes[net.leaders()[0]]
        self.assertEqual(lead.commit, 6)

    def test_follower_catches_up_after_isolation(self):
        net = Net(3)
        net.run(40)
        lead = net.leaders()[0]
        other = [i for i in net.members if i != lead][0]
        net.isolate(other)
        for k in range(12):
            net.step(["y%d" % k])
        net.heal()
        net.run(60)
        lid = net.leaders()[0]
        self.assertEqual(net.nodes[other].committed(), net.nodes[lid].committed())

    def test_conflicting_suffix_replaced(self):
        n = core.Node(2, [1, 2, 3], settings(),
                      core.HardState(2, None, [[1, "a"], [2, "stale1"], [2, "stale2"]]))
        n.receive({"type": "AppendEntries", "src": 1, "dst": 2, "term": 3, "prev_index": 1,
                   "prev_term": 1, "entries": [[3, "b"]], "commit": 2, "resent": 0})
        self.assertEqual(n.log, [[1, "a"], [3, "b"]])
        self.assertEqual(n.commit, 2)
        self.assertTrue(n.outbox[-1]["success"])


class TestPreVote(unittest.TestCase):

    def test_isolated_node_does_not_inflate_term(self):
        net = Net(3, pre_vote=True)
        net.run(40)
        lead = net.leaders()[0]
        other = [i for i in net.members if i != lead][0]
        t0 = net.nodes[lead].term
        net.isolate(other)
        net.run(100)
        self.assertEqual(net.nodes[other].term, t0)
        net.heal()
        net.run(40)
        self.assertEqual(net.leaders(), [lead])

    def test_without_pre_vote_term_grows(self):
        net = Net(3, pre_vote=False)
        net.run(40)
        lead = net.leaders()[0]
        other = [i for i in net.members if i != lead][0]
        t0 = net.nodes[lead].term
        net.isolate(other)
        net.run(100)
        self.assertGreater(net.nodes[other].term, t0 + 3)


if __name__ == "__main__":
    unittest.main()
