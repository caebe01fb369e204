"""Reference strings, one generator per workload (same draws, same order
as src/workload.c, so that a seed gives the kernel's string)."""

from .rng import XorShift64Star

M32 = (1 << 32) - 1
WORKLOADS = ["loop", "hotcold", "phase", "stride", "burst"]


def _loop(r, i, st, pages, frames, length):
    span = frames + frames // 8
    if r.below(10) == 0:
        vpn = r.below(pages)
    else:
        vpn = st["pos"]
        st["pos"] = (st["pos"] + 1) % span
    return vpn, r.below(4) == 0


def _hotcold(r, i, st, pages, frames, length):
    hot = frames // 2
    vpn = r.below(hot) if r.below(100) < 80 else r.below(pages)
    return vpn, r.below(100) < 30


def _phase(r, i, st, pages, frames, length):
    win = frames + frames // 4
    if i == 0:
        st["bounds"] = sorted(r.below(length) for _ in range(7))
        st["phase"] = 0
        st["base"] = r.below(pages - win)
        st["wpct"] = 50
    b = st["bounds"]
    while b and b[0] == i:
        b.pop(0)
        st["phase"] += 1
        st["base"] = r.below(pages - win)
        st["wpct"] = 50 if st["phase"] % 2 == 0 else 5
    vpn = st["base"] + r.below(win)
    return vpn, r.below(100) < st["wpct"]


def _stride(r, i, st, pages, frames, length):
    if i % 32 == 31:
        vpn = st["base"]
    else:
        vpn = st["pos"]
        st["pos"] = (st["pos"] + 7) % pages
    if i % frames == 0:
        st["base"] = st["pos"]
    return vpn, r.below(100) < 20


def _burst(r, i, st, pages, frames, length):
    ring = frames // 4
    if st["burst"] == 0 and r.below(64) == 0:
        st["burst"] = 8 + r.below(24)
    if st["burst"]:
        st["burst"] -= 1
        vpn = pages - 1 - (st["pos"] % ring)
        st["pos"] += 1
        return vpn, True
    vpn = r.below(pages - ring)
    return vpn, r.below(100) < 3


_GEN = [_loop, _hotcold, _phase, _stride, _burst]


def generate(workload, seed, pages, frames, length):
    """List of (vpn, is_write, value_written) like the kernel's loop."""
    w = WORKLOADS.index(workload) if isinstance(workload, str) else int(workload)
    r = XorShift64Star(seed, w)
    st = {"pos": 0, "base": 0, "wpct": 0, "burst": 0}
    gen = _GEN[w]
    out = []
    for i in range(length):
        vpn, write = gen(r, i, st, pages, frames, length)
        out.append((vpn, bool(write), ((i * 2654435761) & M32) ^ (seed & M32)))
    return out
