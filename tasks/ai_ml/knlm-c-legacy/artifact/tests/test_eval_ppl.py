"""Tests of scripts/eval_ppl.py against a stand-in for the knlm binary (no build needed)."""
import csv
import os
import pathlib
import stat
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DRIVER = ROOT / "scripts" / "eval_ppl.py"

FAKE = """#!/bin/sh
# prints a result line whose perplexity encodes the order and the discount
while [ $# -gt 0 ]; do
  case "$1" in --order) n=$2; shift;; --discount) d=$2; shift;; esac; shift
done
echo "order=$n discount=$d train_tokens=10 vocab=5 ngrams=$((n * 10)) test_tokens=7 oov=1 ppl=$n$d"
"""


class EvalPplTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        d = pathlib.Path(self.dir.name)
        self.bin = d / "knlm"
        self.bin.write_text(FAKE)
        self.bin.chmod(self.bin.stat().st_mode | stat.S_IXUSR)
        self.train = d / "train.txt"
        self.test = d / "test.txt"
        self.train.write_text("a b\n")
        self.test.write_text("a\n")
        self.out = d / "out" / "t.csv"

    def tearDown(self):
        self.dir.cleanup()

    def run_driver(self, *extra):
        return subprocess.run([sys.executable, str(DRIVER), "--bin", str(self.bin), "--train", str(self.train),
                               "--test", str(self.test), "--out", str(self.out), *extra],
                              capture_output=True, text=True)

    def test_grid_and_columns(self):
        r = self.run_driver("--orders", "1", "2", "--discounts", "0.5", "0.9")
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(self.out, newline="") as f:
            rows = list(csv.DictReader(f))
        self.assertEqual([(r["order"], r["discount"]) for r in rows],
                         [("1", "0.5"), ("2", "0.5"), ("1", "0.9"), ("2", "0.9")])
        self.assertEqual(list(rows[0]), ["order", "discount", "ngrams", "test_tokens", "oov", "ppl"])
        self.assertEqual(rows[1]["ngrams"], "20")
        self.assertEqual(rows[3]["oov"], "1")

    def test_missing_input(self):
        os.remove(self.test)
        r = self.run_driver()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("not found", r.stderr)


if __name__ == "__main__":
    unittest.main()
