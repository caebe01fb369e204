"""Tests of the simulator and its config reader:  python -m unittest discover tests"""
import math
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "sim"))
import simulate  # noqa: E402
import stabcfg  # noqa: E402

CONFIG = """# test
data_dir: data
seed: 5
subsamples: 10
scenarios:
  - {name: a, n: 400, p: 12, active: 3, rho: 0.5, snr: 2.0}
  - {name: 'b-1', n: 400, p: 12, active: 4, rho: 0.6, snr: 1.0, design: block, block: 4}
"""


def corr(u, v):
    mu, mv = sum(u) / len(u), sum(v) / len(v)
    cov = sum((a - mu) * (b - mv) for a, b in zip(u, v))
    return cov / math.sqrt(sum((a - mu) ** 2 for a in u) * sum((b - mv) ** 2 for b in v))


class ConfigTest(unittest.TestCase):
    def test_parse(self):
        cfg = stabcfg.parse(CONFIG)
        self.assertEqual(cfg["seed"], "5")
        a, b = cfg["scenarios"]
        self.assertEqual((a["n"], a["design"], a["block"]), (400, "ar1", 10))
        self.assertEqual((b["name"], b["design"], b["block"]), ("b-1", "block", 4))

    def test_unknown_key(self):
        with self.assertRaises(ValueError):
            stabcfg.parse("scenarios:\n  - {name: a, n: 1, p: 2, active: 1, rho: 0, snr: 1, sigma: 2}\n")

    def test_missing_key(self):
        with self.assertRaises(ValueError):
            stabcfg.parse("scenarios:\n  - {name: a, n: 1, p: 2}\n")


class SimulateTest(unittest.TestCase):
    def setUp(self):
        self.cfg = stabcfg.parse(CONFIG)

    def test_shapes_and_support(self):
        X, y, beta = simulate.simulate(self.cfg["scenarios"][0], 1)
        self.assertEqual((len(X), len(X[0]), len(y), len(beta)), (400, 12, 400, 12))
        self.assertEqual([j for j, b in enumerate(beta) if b], [2, 6, 10])
        self.assertTrue(all(0.6 <= abs(b) <= 1.2 for b in beta if b))

    def test_ar1_correlation(self):
        X, _, _ = simulate.simulate(self.cfg["scenarios"][0], 2)
        r = corr([row[3] for row in X], [row[4] for row in X])
        self.assertAlmostEqual(r, 0.5, delta=0.1)

    def test_block_correlation(self):
        X, _, _ = simulate.simulate(self.cfg["scenarios"][1], 3)
        inside = corr([row[0] for row in X], [row[1] for row in X])
        across = corr([row[3] for row in X], [row[4] for row in X])
        self.assertAlmostEqual(inside, 0.6, delta=0.1)
        self.assertAlmostEqual(across, 0.0, delta=0.12)

    def test_deterministic(self):
        sc = self.cfg["scenarios"][1]
        self.assertEqual(simulate.simulate(sc, 9), simulate.simulate(sc, 9))

    def test_write(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "m.csv")
            simulate.write(path, [[1.0, 2.5], [3.25, -1e-12]])
            with open(path) as f:
                self.assertEqual(f.read(), "1,2.5\n3.25,-1e-12\n")


if __name__ == "__main__":
    unittest.main()
