"""Tests of analysis/compare.py and analysis/summarise.py:  python -m unittest discover tests"""
import csv
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "analysis"))
import compare  # noqa: E402
import power_curve  # noqa: E402
import summarise  # noqa: E402

ROWS = [
    {"scenario": "a", "method": "stability", "selected": "3", "tpr": "0.75", "fdr": "0", "q": "12.34"},
    {"scenario": "a", "method": "cv-lasso", "selected": "9", "tpr": "1", "fdr": "0.5556", "q": "NA"},
]


def write_csv(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


class CompareTest(unittest.TestCase):
    def test_equal(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "a.csv")
            write_csv(p, ROWS)
            self.assertEqual(compare.compare(compare.load(p), compare.load(p), 5e-4, 0.05), [])

    def test_differences(self):
        other = [dict(r) for r in ROWS]
        other[0]["q"] = "12.50"
        other[1]["selected"] = "10"
        with tempfile.TemporaryDirectory() as d:
            p, q = os.path.join(d, "a.csv"), os.path.join(d, "b.csv")
            write_csv(p, ROWS)
            write_csv(q, other)
            problems = compare.compare(compare.load(p), compare.load(q), 5e-4, 0.05)
        self.assertEqual(len(problems), 2)
        self.assertTrue(any("q" in x for x in problems))


class SummariseTest(unittest.TestCase):
    def test_markdown(self):
        md = summarise.markdown(ROWS).splitlines()
        self.assertEqual(len(md), 4)
        self.assertIn("| a | stability | 3 | 0.750 | 0.000 | 12.3 |", md[2])
        self.assertTrue(md[3].startswith("|  | CV lasso | 9 |"))


class PowerCurveTest(unittest.TestCase):
    def test_sweep(self):
        rows = [(0.9, True), (0.65, False), (0.7, True), (0.1, True)]
        out = power_curve.sweep(rows, [0.6, 0.8])
        self.assertEqual(out[0][1], 3)
        self.assertAlmostEqual(out[0][2], 2 / 3)
        self.assertAlmostEqual(out[0][3], 1 / 3)
        self.assertEqual(out[1][1:], (1, 1 / 3, 0.0))


if __name__ == "__main__":
    unittest.main()
