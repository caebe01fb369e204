"""Host-side reference model of the dgclock kernel (hidden, verify only).

Replays the kernel's reference strings and replacement policies with the
MMU's accessed/dirty bits modelled explicitly.
"""
M64 = (1 << 64) - 1
M32 = (1 << 32) - 1
WORKLOADS = ["loop", "hotcold", "phase"]
POLICIES = ["fifo", "clock", "dgclock"]


class Rng:
    def __init__(self, seed, w):
        s = (seed * 0x9E3779B97F4A7C15 + (w + 1) * 0xD1B54A32D192ED03) & M64
        self.s = s or 0x853C49E6748FEA9B

    def next(self):
        x = self.s
        x ^= x >> 12
        x ^= (x << 25) & M64
        x ^= x >> 27
        self.s = x
        return (x * 0x2545F4914F6CDD1D) & M64

    def below(self, n):
        return self.next() % n


def trace(w, seed, pages, frames, length):
    r = Rng(seed, w)
    span = frames + frames // 8
    hot = frames // 2
    win = frames + frames // 4
    pos = base = wpct = 0
    out = []
    for i in range(length):
        if w == 0:
            if r.below(10) == 0:
                vpn = r.below(pages)
            else:
                vpn = pos
                pos = (pos + 1) % span
            write = r.below(4) == 0
        elif w == 1:
            vpn = r.below(hot) if r.below(100) < 80 else r.below(pages)
            write = r.below(100) < 30
        else:
            if i == 0:
                bounds = sorted(r.below(length) for _ in range(7))
                phase = 0
                base = r.below(pages - win)
                wpct = 50
            while bounds and bounds[0] == i:
                bounds.pop(0)
                phase += 1
                base = r.below(pages - win)
                wpct = 50 if phase % 2 == 0 else 5
            vpn = base + r.below(win)
            write = r.below(100) < wpct
        out.append((vpn, write, ((i * 2654435761) & M32) ^ (seed & M32)))
    return out


def simulate(tr, policy, frames):
    A = {}
    D = {}
    owner = [-1] * frames
    grace = [0] * frames
    resident = set()
    used = hand = faults = wbs = steps = 0
    mem = {}
    cks = 0
    for vpn, write, val in tr:
        if vpn not in resident:
            faults += 1
            if used < frames:
                f = used
                used += 1
            else:
                while True:
                    f = hand
                    hand = (hand + 1) % frames
                    steps += 1
                    if policy == "fifo":
                        break
                    v = owner[f]
                    if A[v]:
                        A[v] = 0
                        continue
                    if policy == "dgclock" and D[v] and not grace[f]:
                        grace[f] = 1
                        continue
                    break
                v = owner[f]
                if D[v]:
                    wbs += 1
                resident.discard(v)
            owner[f] = vpn
            grace[f] = 0
            resident.add(vpn)
            A[vpn] = 0
            D[vpn] = 0
        A[vpn] = 1
        if write:
            D[vpn] = 1
            mem[vpn] = val
        else:
            cks = (cks * 31 + mem.get(vpn, 0)) & M32
    return {"faults": faults, "writebacks": wbs, "hand": steps, "checksum": cks}


def run_all(seed, frames, pages, length):
    res = {}
    for w, wn in enumerate(WORKLOADS):
        tr = trace(w, seed, pages, frames, length)
        for p in POLICIES:
            res[(wn, p)] = simulate(tr, p, frames)
    return res


if __name__ == "__main__":
    import sys
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    for (w, p), r in run_all(seed, 96, 768, 60000).items():
        print(w, p, r["faults"], r["writebacks"], r["hand"], "0x%08x" % r["checksum"])
