"""Tests of the Python tools; run from the repository root:

    python3 -m pytest tests/test_tools.py        (or: python3 tests/test_tools.py)

The cachesim cross-checks are skipped when ./cachesim has not been built.
"""
import gzip
import os
import random
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import convert_trace  # noqa: E402
import reuse_distance  # noqa: E402
import trace_io  # noqa: E402


def naive_lru_hits(keys, cap):
    stack, hits = [], 0
    for k in keys:
        if k in stack:
            hits += 1
            stack.remove(k)
        elif len(stack) == cap:
            stack.pop(0)
        stack.append(k)
    return hits


class ReuseDistanceTest(unittest.TestCase):
    def test_matches_naive_lru(self):
        rng = random.Random(5)
        keys = [rng.randrange(60) for _ in range(3000)]
        hist, cold = reuse_distance.histogram(keys)
        self.assertEqual(cold, len(set(keys)))
        for cap in (1, 5, 20, 59, 60):
            self.assertEqual(reuse_distance.lru_hits(hist, cap), naive_lru_hits(keys, cap), cap)

    def test_distances_of_a_small_sequence(self):
        self.assertEqual(list(reuse_distance.stack_distances([1, 2, 1, 3, 2, 2])),
                         [None, None, 1, None, 2, 0])


class TraceIoTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.dir.cleanup()

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def test_text_gz_with_several_members(self):
        p = self.path("t.trace.gz")
        with open(p, "wb") as raw:
            for chunk in ([1, 2, 3], [4, 5], [6]):
                with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
                    f.write("".join(f"{k}\n" for k in chunk).encode())
        self.assertEqual(trace_io.read_keys(p), [1, 2, 3, 4, 5, 6])

    def test_csv_header_and_ops(self):
        p = self.path("t.csv")
        with open(p, "w") as f:
            f.write("ts,obj,size,op\n1,10,1,GET\n2,11,1,PUT\n3,10,1,get\n")
        self.assertEqual(trace_io.read_keys(p), [10, 11, 10])
        self.assertEqual(trace_io.read_keys(p, op_column=4), [10, 10])

    def test_round_trip_through_binary(self):
        src, mid, dst = self.path("a.trace"), self.path("b.bin"), self.path("c.trace")
        keys = [7, 2 ** 40, 7, 3]
        with open(src, "w") as f:
            f.write("# x\n" + "".join(f"{k}\n" for k in keys))
        for a, b, to in ((src, mid, "bin"), (mid, dst, "text")):
            sys.argv = ["convert_trace.py", a, b, "--to", to]
            convert_trace.main()
        self.assertEqual(convert_trace.sniff(mid), "bin")
        self.assertEqual(trace_io.read_keys(mid), keys)
        self.assertEqual(trace_io.read_keys(dst), keys)


@unittest.skipUnless(os.access(os.path.join(ROOT, "cachesim"), os.X_OK), "cachesim not built")
class CachesimCrossCheck(unittest.TestCase):
    def test_lru_agrees_with_stack_distances(self):
        rng = random.Random(11)
        keys = [rng.randrange(400) for _ in range(20000)]
        with tempfile.NamedTemporaryFile("w", suffix=".trace", delete=False) as f:
            f.write("".join(f"{k}\n" for k in keys))
        try:
            out = subprocess.run([os.path.join(ROOT, "cachesim"), "-N", "-p", "lru", "-c", "50,200",
                                  f.name], capture_output=True, text=True, check=True).stdout
        finally:
            os.unlink(f.name)
        hist, _ = reuse_distance.histogram(keys)
        for line, cap in zip(out.splitlines(), (50, 200)):
            self.assertIn(f"hits={reuse_distance.lru_hits(hist, cap)} ", line)


if __name__ == "__main__":
    unittest.main()
