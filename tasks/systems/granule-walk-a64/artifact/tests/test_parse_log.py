import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "scripts"))
import parse_log  # noqa: E402

LOG = """
granule-walk kernel 2.4 (EL1)
cpu: midr=0x411fd070 model=cortex-a57 tlb=256x4 pwc=16
config: seed=7 accesses=100 quantum=10 heap_kib=64 stride=4160 asid=0 pwc=1 source=boot-block
RESULT seed=7 wl=seq gran=4k acc=100 miss=9 refs=20 pwch=5 faults=8 tables=4 tkib=16 rkib=32 flush=9 chk=00000000deadbeef
  seq     4k    misses/1k=90.00  refs/walk=2.222  tables=16 KiB  resident=32 KiB
RESULT seed=7 wl=zipf gran=64k acc=100 miss=3 refs=4 pwch=2 faults=1 tables=3 tkib=192 rkib=64 flush=9 chk=0123456789abcdef
DONE runs=2 errors=0
psci: SYSTEM_OFF via hvc
"""


class ParseLogTest(unittest.TestCase):
    def test_results(self):
        runs, info = parse_log.parse_text(LOG)
        self.assertEqual(len(runs), 2)
        self.assertEqual(runs[0]["misses"], 9)
        self.assertEqual(runs[1]["granule"], "64k")
        self.assertEqual(runs[1]["checksum"], "0123456789abcdef")
        self.assertEqual(info["cpu_model"], "cortex-a57")
        self.assertEqual(info["tlb"], "256x4")
        parse_log.validate(runs, info, 2)

    def test_crlf(self):
        runs, info = parse_log.parse_text(LOG.replace("\n", "\r\n"))
        self.assertEqual(len(runs), 2)
        self.assertEqual(info["done_runs"], 2)

    def test_missing_done(self):
        runs, info = parse_log.parse_text(LOG.replace("DONE runs=2 errors=0", ""))
        with self.assertRaises(parse_log.LogError):
            parse_log.validate(runs, info, 2)

    def test_exception(self):
        text = LOG + "\n*** EXCEPTION sync\n"
        runs, info = parse_log.parse_text(text)
        with self.assertRaises(parse_log.LogError):
            parse_log.validate(runs, info, 2)


if __name__ == "__main__":
    unittest.main()
