import os
import tempfile
import unittest

from vrlog import config


class TestConfig(unittest.TestCase):

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as fh:
            fh.write(text)
        return path

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="vrlog-conf-")

    def test_defaults(self):
        peers = self.write("peers", "1 127.0.0.1 9001\n2 127.0.0.1 9002\n3 127.0.0.1 9003\n")
        ini = self.write("c.ini", "[cluster]\npeers = %s\n" % peers)
        cfg = config.Config(ini)
        self.assertEqual(cfg.members(), [1, 2, 3])
        s = cfg.settings(5)
        self.assertEqual((s.election_ticks, s.heartbeat_ticks, s.max_batch), (10, 3, 8))
        self.assertEqual(s.seed, 1005)

    def test_bool(self):
        for t in ("yes", "on", "1", "true", "True"):
            self.assertTrue(config._bool(t))
        for t in ("no", "off", "0", "false"):
            self.assertFalse(config._bool(t))
        with self.assertRaises(ValueError):
            config._bool("maybe")

    def test_duplicate_ids(self):
        peers = self.write("peers", "1 h 1\n1 h 2\n")
        with self.assertRaises(ValueError):
            config.read_peers(peers)

    def test_repo_configs_parse(self):
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        cwd = os.getcwd()
        os.chdir(here)
        try:
            cfg = config.Config("conf/local.ini")
            self.assertEqual(len(cfg.peers), 5)
        finally:
            os.chdir(cwd)


if __name__ == "__main__":
    unittest.main()
