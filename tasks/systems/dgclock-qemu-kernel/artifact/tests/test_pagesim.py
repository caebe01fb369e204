"""Unit tests for tools/pagesim (run with: python3 -m pytest tests/)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.pagesim import XorShift64Star, generate, simulate  # noqa: E402
from tools.pagesim.policies import FrameTable, make_policy  # noqa: E402


def test_rng_known_answers():
    # same values as the kernel's self-test (src/selftest.c)
    r = XorShift64Star(1, 0)
    assert r.take(3) == [0x9DF998D76F11E030, 0xD734D9830AAA4E13, 0xE5CBE5E477AC0900]
    r = XorShift64Star(0x1234567890, 2)
    assert r.take(8)[-1] == 0x616D051E2C5B2A23


def test_zero_state_fallback():
    # a seed that makes the state 0 must not get stuck
    r = XorShift64Star(0, -1)
    assert r.state == XorShift64Star.FALLBACK
    assert r.next() != 0


def test_generate_shapes():
    for wl in ("loop", "hotcold", "phase", "stride", "burst"):
        refs = generate(wl, 7, 256, 32, 1000)
        assert len(refs) == 1000
        assert all(0 <= v < 256 for v, _, _ in refs)


def test_phase_windows():
    refs = generate("phase", 3, 512, 64, 8000)
    win = 64 + 64 // 4
    # greedy cut into runs that fit one window: at most eight phases
    runs, lo, hi = 1, refs[0][0], refs[0][0]
    for v, _, _ in refs:
        if max(hi, v) - min(lo, v) >= win:
            runs, lo, hi = runs + 1, v, v
        lo, hi = min(lo, v), max(hi, v)
    assert runs <= 8


def _handmade():
    pat = [(0, 1), (1, 0), (2, 1), (3, 0), (4, 0), (0, 0), (5, 1), (1, 0), (2, 0),
           (6, 1), (3, 1), (0, 0), (4, 1), (7, 0), (5, 0), (1, 1), (6, 0), (2, 0)]
    return [(v, bool(w), i + 1) for i, (v, w) in enumerate(pat * 4)]


def test_fifo_and_clock_match_kernel_selftest():
    refs = _handmade()
    assert tuple(simulate(refs, "fifo", 4))[:3] == (63, 27, 59)
    assert tuple(simulate(refs, "clock", 4))[:3] == (63, 27, 123)


def test_dgclock_handmade():
    r = simulate(_handmade(), "dgclock", 4)
    assert r.faults <= 63
    assert r.writebacks <= 27


def test_checksums_agree_between_policies():
    refs = generate("hotcold", 5, 256, 32, 3000)
    sums = {simulate(refs, p, 32).checksum for p in ("fifo", "clock", "dgclock", "nru")}
    assert len(sums) == 1


def test_clock_second_chance():
    t = FrameTable(3)
    for f in range(3):
        t.owner[f] = f
    t.ref[0] = True
    pol = make_policy("clock")
    assert pol.victim(t) == 1
    assert t.ref[0] is False
    assert t.steps == 2


def test_dgclock_skips_dirty_once():
    t = FrameTable(2)
    t.owner[:] = [10, 11]
    t.dirty[0] = True
    pol = make_policy("dgclock")
    assert pol.victim(t) == 1
    assert t.grace[0] == 1
    assert pol.victim(t) == 0


def test_unknown_policy():
    try:
        make_policy("lru")
    except ValueError as e:
        assert "unknown policy" in str(e)
    else:
        raise AssertionError("no error")
