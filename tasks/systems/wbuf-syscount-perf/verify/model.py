"""Host-side model of wbuf-bench: the exact number of write-family and sync
calls each policy issues for a workload (mirrors src/*.c of the artifact)."""

MASK = (1 << 64) - 1
HDR = 8
COPYBUF = 4096
GATHER_IOV, GATHER_BYTES = 16, 8192
PWSEG = 16384
ADAPT_MIN, ADAPT_MAX, ADAPT_GROW_AFTER = 512, 65536, 2


def splitmix(seed):
    s = seed & MASK
    while True:
        s = (s + 0x9E3779B97F4A7C15) & MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def sizes(dist, seed, n, fixed=100):
    g = splitmix(seed)
    out = []
    for _ in range(n):
        r = next(g)
        if dist == "steady":
            s = 64 + r % 128
        elif dist == "bursty":
            s = 1024 + (r >> 8) % 3072 if r % 16 == 0 else 32 + (r >> 8) % 64
        elif dist == "mixed":
            sh = r % 7
            s = (16 << sh) + (r >> 8) % (16 << sh)
        else:
            s = fixed
        out.append(s + HDR)
    return out


class Pol:
    def __init__(self):
        self.writes = 0
        self.syncs = 0


def simulate(policy, frames, sync_every):
    """Return (writes, syncs) for one run."""
    c = Pol()
    st = {"used": 0, "cnt": 0, "cap": 0, "spills": 0}

    if policy == "adaptive":
        st["cap"] = ADAPT_MIN

    def flush():
        if policy in ("copybuf", "adaptive", "pwseg"):
            if st["used"]:
                c.writes += 1
                st["used"] = 0
        elif policy == "gather":
            if st["cnt"]:
                c.writes += 1
                st["cnt"] = 0
                st["used"] = 0

    def sync():
        if policy == "null":
            return
        if policy == "pwseg":
            c.writes += 1          # index entry
        c.syncs += 1
        if policy == "adaptive":
            if st["spills"] > ADAPT_GROW_AFTER:
                st["cap"] = min(st["cap"] * 2, ADAPT_MAX)
            elif st["spills"] == 0 and st["cap"] > ADAPT_MIN:
                st["cap"] //= 2
            st["spills"] = 0

    def append(n):
        if policy == "null":
            return
        if policy == "direct":
            c.writes += 1
        elif policy == "copybuf":
            if n > COPYBUF:
                flush()
                c.writes += 1
                return
            if st["used"] + n > COPYBUF:
                flush()
            st["used"] += n
        elif policy == "gather":
            st["cnt"] += 1
            st["used"] += n
            if st["cnt"] == GATHER_IOV or st["used"] >= GATHER_BYTES:
                flush()
        elif policy == "pwseg":
            if st["used"] + n > PWSEG:
                flush()
            if n > PWSEG:
                c.writes += 1
                return
            st["used"] += n
        elif policy == "adaptive":
            if st["used"] + n > st["cap"]:
                st["spills"] += 1
                flush()
                if n > st["cap"]:
                    c.writes += 1
                    return
            st["used"] += n
        else:
            raise ValueError(policy)

    pending = 0
    for i, n in enumerate(frames):
        append(n)
        pending += 1
        if sync_every > 0 and (i + 1) % sync_every == 0:
            flush()
            sync()
            pending = 0
    if pending:
        flush()
        sync()
    return c.writes, c.syncs


def cell(dist, seed, records, sync_every, policy, fixed=100):
    fr = sizes(dist, seed, records, fixed)
    w, s = simulate(policy, fr, sync_every)
    return {"writes": w, "syncs": s, "bytes": sum(fr), "records": records}
