"""Drive a policy over a reference string and count what the kernel counts."""
import collections

from .policies import FrameTable, make_policy
from .workloads import generate

M32 = (1 << 32) - 1

Result = collections.namedtuple("Result", "faults writebacks hand checksum")


def simulate(refs, policy, nframes):
    """refs: iterable of (vpn, is_write, value).  Returns a Result."""
    pol = make_policy(policy) if isinstance(policy, str) else policy
    t = FrameTable(nframes)
    where = {}                  # vpn -> frame
    store = {}                  # backing store: vpn -> last value written
    mem = {}                    # resident data: vpn -> value
    faults = wbs = 0
    cks = 0
    for vpn, write, value in refs:
        f = where.get(vpn)
        if f is None:
            faults += 1
            if t.used < t.n:
                f = t.used
                t.used += 1
            else:
                f = pol.victim(t)
                old = t.owner[f]
                if t.dirty[f]:
                    wbs += 1
                    store[old] = mem[old]
                del where[old]
                mem.pop(old, None)
            t.owner[f] = vpn
            t.ref[f] = False
            t.dirty[f] = False
            t.grace[f] = 0
            where[vpn] = f
            mem[vpn] = store.get(vpn, 0)
        else:
            pol.touch(t, f, write)
        t.ref[f] = True
        if write:
            t.dirty[f] = True
            mem[vpn] = value
        else:
            cks = (cks * 31 + mem[vpn]) & M32
    return Result(faults, wbs, t.steps, cks)


def run_matrix(seed, frames, pages, length, workloads=("loop", "hotcold", "phase"),
               policies=("fifo", "clock", "dgclock")):
    """{(workload, policy): Result} for one seed, like one kernel boot."""
    out = {}
    for w in workloads:
        refs = generate(w, seed, pages, frames, length)
        for p in policies:
            out[(w, p)] = simulate(refs, p, frames)
    return out
