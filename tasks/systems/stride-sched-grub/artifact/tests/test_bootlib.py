"""Unit tests of the driver helpers that need no emulator."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts"))
import bootlib  # noqa: E402

LOG = """strideos 1.3
config seed=2016 quanta=20 work=32 stride1=1048576 scale=10000 join=min
RESULT sched=rr thread=0 tickets=100 quanta=10 state=0x0000beef
RESULT sched=rr thread=1 tickets=60 quanta=10 state=0x00000001
SUMMARY sched=rr maxlag=1234 switches=20
SUMMARY sched=mlfq maxlag=99 switches=18 idle=2
DONE
"""


def test_parse_serial():
    threads, summ = bootlib.parse_serial(LOG)
    assert [t["thread"] for t in threads] == ["0", "1"]
    assert threads[0]["state"] == "0x0000beef"
    assert summ["rr"] == {"maxlag": 1234, "switches": 20}
    assert summ["mlfq"]["idle"] == 2


def test_read_conf(tmp_path):
    p = tmp_path / "x.conf"
    p.write_text("# comment\nseed = 7   # trailing\n\nquanta=0x10\n")
    assert bootlib.read_conf(str(p)) == {"seed": "7", "quanta": "0x10"}


def test_layered_conf_order(tmp_path, monkeypatch):
    (tmp_path / "conf").mkdir()
    (tmp_path / "conf" / "defaults.conf").write_text("seed = 1\nscale = 100\n")
    (tmp_path / "conf" / "run.conf").write_text("seed = 2\n")
    monkeypatch.setattr(bootlib, "ROOT", str(tmp_path))
    conf = bootlib.layered_conf("run.conf", quanta=5)
    assert conf == {"seed": 2, "scale": 100, "quanta": 5}


def test_kernel_cmdline_order():
    conf = {"quanta": 10, "seed": 3, "join": "min", "unknown": "x"}
    assert bootlib.kernel_cmdline(conf, "threads=2") == "seed=3 quanta=10 join=min threads=2"
