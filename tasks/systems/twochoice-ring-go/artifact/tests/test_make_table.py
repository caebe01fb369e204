"""Tests of scripts/make_table.py (run from the repository root):

    python3 -m unittest discover tests
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CSV = """policy,peak_to_mean,moved_remove_pct,moved_add_pct,max_keys
ring,2.0000,2.000,2.500,100
ring-bounded,1.2500,3.000,3.500,110
ring-2c,1.0000,20.000,21.000,90
"""


class MakeTableTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        os.makedirs(os.path.join(self.dir, "results"))

    def tearDown(self):
        shutil.rmtree(self.dir)

    def run_script(self, text):
        with open(os.path.join(self.dir, "results", "table2.csv"), "w") as f:
            f.write(text)
        return subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "make_table.py")],
                              cwd=self.dir, capture_output=True, text=True)

    def test_table_and_summary(self):
        p = self.run_script(CSV)
        self.assertEqual(p.returncode, 0, p.stderr)
        md = open(os.path.join(self.dir, "results", "table2.md")).read().splitlines()
        self.assertEqual(len(md), 5)
        self.assertIn("| ring-2c | 1.000 | 20.00 | 21.00 |", md)
        summary = json.load(open(os.path.join(self.dir, "results", "summary.json")))
        self.assertEqual(summary["peak_reduction_2c_vs_ring_pct"], 50.0)
        self.assertEqual(summary["movement_ratio_bounded_vs_2c"], 0.15)

    def test_empty_csv_fails(self):
        p = self.run_script("policy,peak_to_mean,moved_remove_pct,moved_add_pct,max_keys\n")
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("empty", p.stderr)

    def test_summary_needs_both_policies(self):
        p = self.run_script("\n".join(CSV.splitlines()[:2]) + "\n")
        self.assertEqual(p.returncode, 0, p.stderr)
        summary = json.load(open(os.path.join(self.dir, "results", "summary.json")))
        self.assertEqual(summary, {})


if __name__ == "__main__":
    unittest.main()
