import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "scripts"))
import confio  # noqa: E402


class ConfioTest(unittest.TestCase):
    def _write(self, text):
        fd, path = tempfile.mkstemp()
        with os.fdopen(fd, "w") as fh:
            fh.write(text)
        self.addCleanup(os.unlink, path)
        return path

    def test_experiment(self):
        path = self._write("# c\nseeds = 1 2, 3\naccesses = 0x10\n"
                           "workloads = seq, rand\ngranules = 4k\n")
        conf = confio.read_experiment(path)
        self.assertEqual(conf["seeds"], [1, 2, 3])
        self.assertEqual(conf["accesses"], 16)
        self.assertEqual(conf["workloads"], ["seq", "rand"])
        self.assertEqual(conf["pwc"], 1)

    def test_random_seeds(self):
        path = self._write("seeds = random 4\naccesses = 10\nworkloads = seq\ngranules = 4k\n")
        a = confio.read_experiment(path)["seeds"]
        b = confio.read_experiment(path)["seeds"]
        self.assertEqual(len(a), 4)
        self.assertEqual(len(set(a)), 4)
        self.assertTrue(all(0 < s < 2 ** confio.SEED_BITS for s in a))
        self.assertNotEqual(a, b)

    def test_missing(self):
        path = self._write("seeds = 1\n")
        with self.assertRaises(ValueError):
            confio.read_experiment(path)

    def test_machine(self):
        path = self._write('QEMU_BIN=/x/qemu-system-aarch64\nQEMU_EXTRA="-s -S"  # dbg\n')
        m = confio.read_machine(path)
        self.assertEqual(m["QEMU_BIN"], "/x/qemu-system-aarch64")
        self.assertEqual(m["QEMU_EXTRA"], "-s -S")

    def test_shipped_configs(self):
        root = os.path.join(os.path.dirname(__file__), "..", "conf")
        for name in ("experiment.conf", "experiment-quick.conf", "experiment-2022.conf",
                     "experiment-fig3.conf"):
            conf = confio.read_experiment(os.path.join(root, name))
            self.assertTrue(conf["seeds"])


if __name__ == "__main__":
    unittest.main()
