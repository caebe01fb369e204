import unittest

from harness import faults


SCRIPT = """
name  demo   # a comment
ticks 100
seed  3
every 10 from 0 to 30 submit 2
at 40 partition 1 2 | 3 4 5
at 50 isolate 4
at 60 heal
at 70 crash 2
at 80 restart 2
"""


class TestFaults(unittest.TestCase):

    def test_parse(self):
        s = faults.parse(SCRIPT, members=[1, 2, 3, 4, 5])
        self.assertEqual(s.name, "demo")
        self.assertEqual(s.ticks, 100)
        self.assertEqual(s.seed, 3)
        self.assertEqual(s.total_submitted(), 8)
        self.assertEqual([e.kind for e in s.at(40)], ["partition"])
        self.assertEqual(s.at(40)[0].arg, [[1, 2], [3, 4, 5]])
        self.assertEqual(s.at(50)[0].arg, [[4], [1, 2, 3, 5]])
        self.assertEqual(s.heal_ticks(), [60])

    def test_sorted_by_tick(self):
        s = faults.parse("ticks 10\nat 5 heal\nat 1 crash 1\n")
        self.assertEqual([e.tick for e in s.events], [1, 5])

    def test_errors(self):
        for bad in ("at 3 explode 1\nticks 5", "bogus 1\nticks 3", "at 1 partition 1 2\nticks 3",
                    "at 1 submit 2"):
            with self.assertRaises(faults.ScriptError):
                faults.parse(bad, members=[1, 2, 3])


if __name__ == "__main__":
    unittest.main()
