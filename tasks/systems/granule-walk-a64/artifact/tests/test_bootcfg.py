import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "scripts"))
import bootcfg  # noqa: E402

CONF = {"accesses": 1000, "quantum": 100, "heap_kib": 1024, "stride": 4160,
        "asid": 0, "pwc": 1, "workloads": ["seq", "zipf"], "granules": ["4k", "64k"]}


class BootCfgTest(unittest.TestCase):
    def test_render(self):
        data = bootcfg.render(CONF, 42)
        self.assertTrue(data.startswith(b"#gwcfg v2\n"))
        self.assertIn(b"seed=42\n", data)
        self.assertIn(b"workloads=seq,zipf\n", data)
        self.assertEqual(len(data) % 16, 0)
        self.assertIn(b"\0", data)

    def test_too_large(self):
        conf = dict(CONF, workloads=["x" * 50] * 100)
        with self.assertRaises(ValueError):
            bootcfg.render(conf, 1)


if __name__ == "__main__":
    unittest.main()
