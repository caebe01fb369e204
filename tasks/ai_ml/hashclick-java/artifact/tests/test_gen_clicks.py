"""Tests of the click-log generator (python3 -m unittest discover tests)."""
import csv
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(HERE, "data", "gen_clicks.py")


def generate(seed, n_train=2000, n_test=500):
    d = tempfile.mkdtemp()
    subprocess.run([sys.executable, GEN, "--seed", str(seed), "--train", str(n_train), "--test", str(n_test),
                    "--out", d], check=True)
    return d


class GeneratorTest(unittest.TestCase):
    def test_header_and_sizes(self):
        d = generate(3)
        with open(os.path.join(d, "train.csv")) as f:
            rows = list(csv.reader(f))
        self.assertEqual(rows[0], ["click", "site", "ad", "device", "hour", "segment"])
        self.assertEqual(len(rows), 2001)

    def test_same_seed_same_log(self):
        a, b = generate(5), generate(5)
        for name in ("train.csv", "test.csv"):
            with open(os.path.join(a, name)) as fa, open(os.path.join(b, name)) as fb:
                self.assertEqual(fa.read(), fb.read())

    def test_click_rate_is_plausible(self):
        d = generate(7, n_train=5000)
        with open(os.path.join(d, "train.csv")) as f:
            clicks = [int(r["click"]) for r in csv.DictReader(f)]
        rate = sum(clicks) / len(clicks)
        self.assertTrue(0.15 < rate < 0.30, rate)


if __name__ == "__main__":
    unittest.main()
