import os
import shutil
import tempfile
import unittest

from vrlog import native
from vrlog.core import HardState
from vrlog.storage import StateFile


class TestNative(unittest.TestCase):

    def test_known_answer(self):
        self.assertEqual(native.crc32c(b"123456789"), 0xE3069283)

    def test_incremental(self):
        whole = native.crc32c(b"hello, world")
        # the library inverts on the way in and out, so chaining works
        part = native.crc32c(b", world", native.crc32c(b"hello"))
        self.assertEqual(whole, part)


class TestStateFile(unittest.TestCase):

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="vrlog-test-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def test_roundtrip(self):
        sf = StateFile(self.dir, sync=False)
        self.assertEqual(sf.load().term, 0)
        sf.save(HardState(3, 2, [[1, "a"], [3, "b"]]))
        sf.save(HardState(4, None, [[1, "a"], [3, "b"], [4, "c"]]))
        hs = StateFile(self.dir).load()
        self.assertEqual((hs.term, hs.voted_for, len(hs.log)), (4, None, 3))

    def test_torn_tail(self):
        sf = StateFile(self.dir, sync=False)
        sf.save(HardState(1, 1, [[1, "a"]]))
        sf.save(HardState(2, 1, [[1, "a"], [2, "b"]]))
        size = os.path.getsize(sf.path)
        with open(sf.path, "r+b") as fh:
            fh.truncate(size - 3)
        sf2 = StateFile(self.dir)
        hs = sf2.load()
        self.assertEqual(hs.term, 1)
        self.assertEqual(sf2.torn, 1)

    def test_compaction(self):
        sf = StateFile(self.dir, compact_bytes=450, sync=False)
        for t in range(1, 9):
            sf.save(HardState(t, None, [[t, "x" * 10]]))
        self.assertGreater(os.path.getsize(sf.path), 450)
        sf.save(HardState(9, 1, [[9, "x" * 10]]))
        self.assertLess(os.path.getsize(sf.path), 100)
        sf.close()
        sf2 = StateFile(self.dir)
        hs = sf2.load()
        self.assertEqual((hs.term, hs.voted_for), (9, 1))
        self.assertEqual(sf2.records, 1)


if __name__ == "__main__":
    unittest.main()
