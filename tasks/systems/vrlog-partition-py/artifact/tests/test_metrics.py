import unittest

from harness import faults
from harness.metrics import Metrics, log_digest


class TestMetrics(unittest.TestCase):

    def setUp(self):
        self.script = faults.parse("name t\nticks 50\nat 0 submit 3\nat 10 heal\nat 30 heal\n")
        self.m = Metrics([1, 2, 3], self.script)

    def test_resent_counts_after_last_heal_only(self):
        ae = {"type": "AppendEntries", "resent": 2}
        self.m.sent([ae], 20)
        self.m.sent([ae, {"type": "AppendEntriesReply"}], 30)
        self.assertEqual(self.m.resent, 4)
        self.assertEqual(self.m.resent_after_heal, 2)
        self.assertEqual(self.m.msgs["AppendEntries"], 2)
        self.assertEqual(self.m.msgs["AppendEntriesReply"], 1)

    def test_events(self):
        self.m.events([{"event": "prevote", "node": 1, "term": 0},
                       {"event": "campaign", "node": 1, "term": 1},
                       {"event": "elected", "node": 1, "term": 1}], 12)
        self.assertEqual((self.m.n_prevotes, self.m.n_campaigns, self.m.n_elections), (1, 1, 1))
        self.assertEqual(self.m.leaders, [[12, 1, 1]])

    def test_finish_digest_and_safety(self):
        log = [[1, "noop"], [1, "c0"]]
        dumps = {1: {"status": {"term": 1, "commit": 2}, "committed": log},
                 2: {"status": {"term": 1, "commit": 1}, "committed": log[:1]}}
        row = self.m.finish(dumps, [])
        self.assertTrue(row["safe"])
        self.assertEqual(row["committed"], 2)
        self.assertEqual(row["digest"], log_digest(log))
        dumps[2]["committed"] = [[1, "other"]]
        self.assertFalse(self.m.finish(dumps, [])["safe"])

    def test_digest_is_order_sensitive(self):
        self.assertNotEqual(log_digest([[1, "a"], [1, "b"]]), log_digest([[1, "b"], [1, "a"]]))
        self.assertEqual(len(log_digest([])), 16)


if __name__ == "__main__":
    unittest.main()
