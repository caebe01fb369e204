"""Host-side reference model of the granule-walk kernel (kernel 2.4).

Recomputes, for a configuration, every integer the guest prints on its
RESULT lines: TLB misses, descriptor reads, walk-cache hits, faults,
tables, table/resident KiB, flushes and the checksum of the translated
addresses. The TLB/PWC geometry is the one of the paper's ThunderX2
(B-step silicon: 1024 entries, 8-way; 32-entry walk cache).

It is an independent second implementation: make_reference.py runs it on
the staged configuration and compares it with the reference deployment's
runs.csv before writing reference_runs.json (check.py reads only that).
"""
from collections import OrderedDict

M64 = (1 << 64) - 1
VA_BITS = 48
VA_TEXT = 0x0000000000400000
VA_HEAP = 0x0000001000000000
VA_MMAP = 0x00007fa000000000
VA_STACK_TOP = 0x0000ffffffff0000
TEXT_BYTES = 1024 * 1024 + 12 * 1024
STACK_BYTES = 256 * 1024 + 8 * 1024
ZIPF_OBJ = 1024
ZIPF_SCATTER = 1000003
DATA_PA_BASE = 0x0000000800000000
WL_KIND = {"seq": 0, "rand": 1, "zipf": 2, "stride": 3, "phase": 4}
# name: (page_shift, bits_per_level, start_level)
GRANULES = {"4k": (12, 9, 0), "16k": (14, 11, 0), "64k": (16, 13, 1)}
A57 = {"tlb_entries": 1024, "tlb_ways": 4, "pwc_entries": 16}
TX2 = {"tlb_entries": 1024, "tlb_ways": 8, "pwc_entries": 32}
TX2_PASS_A = {"tlb_entries": 1024, "tlb_ways": 8, "pwc_entries": 16}
GENERIC = {"tlb_entries": 256, "tlb_ways": 2, "pwc_entries": 8}


class Prng:
    __slots__ = ("s",)

    def __init__(self, seed):
        self.s = seed & M64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)


def zipf_cdf(n):
    acc = 0.0
    cdf = []
    for i in range(n):
        acc += 1.0 / float(i + 1)
        cdf.append(acc)
    return cdf


def stream(kind, conf, seed):
    """The workload's address stream (a list of VAs)."""
    n = conf["accesses"]
    heap = conf["heap_kib"] * 1024
    mmap = heap // 4 + 20 * 1024
    stride = conf.get("stride") or 4160
    nobj = heap // ZIPF_OBJ
    rng = Prng(seed * 0x100000001B3 + WL_KIND[kind] + 1)
    out = []
    if kind == "seq":
        for k in range(n):
            if k % 16 == 3:
                out.append(VA_TEXT + (k * 4) % TEXT_BYTES)
            elif k % 8 == 7:
                out.append(VA_STACK_TOP - STACK_BYTES + ((k // 8) * 64) % STACK_BYTES)
            else:
                out.append(VA_HEAP + (k * 64) % heap)
    elif kind == "rand":
        for _ in range(n):
            r = rng.next()
            if r % 8 == 0:
                out.append(VA_MMAP + (rng.next() % (mmap // 8)) * 8)
            else:
                out.append(VA_HEAP + (rng.next() % (heap // 8)) * 8)
    elif kind == "zipf":
        cdf = zipf_cdf(nobj)
        total = cdf[-1]
        for _ in range(n):
            r = rng.next()
            u = float(r >> 11) * 2.0 ** -53
            target = u * total
            lo, hi = 0, nobj - 1
            while lo < hi:
                mid = (lo + hi) // 2
                if cdf[mid] > target:
                    hi = mid
                else:
                    lo = mid + 1
            obj = (lo * ZIPF_SCATTER) % nobj
            out.append(VA_HEAP + obj * ZIPF_OBJ + (rng.next() % (ZIPF_OBJ // 8)) * 8)
    elif kind == "stride":
        for k in range(n):
            if k % 4 == 3:
                out.append(VA_STACK_TOP - 8 - ((k // 4) % 512) * 8)
            else:
                out.append(VA_HEAP + (k * stride) % heap)
    else:
        raise ValueError(f"workload {kind!r} is not modelled")
    return out


def run(kind, gran, conf, seed, core=TX2, vas=None):
    ps, bpl, start = GRANULES[gran]
    gsize = 1 << ps
    gmask = gsize - 1
    shift = {lvl: ps + (3 - lvl) * bpl for lvl in range(4)}
    sets_n = core["tlb_entries"] // core["tlb_ways"]
    ways = core["tlb_ways"]
    pwc_cap = core["pwc_entries"] if conf.get("pwc", 1) else 0
    quantum = conf.get("quantum", 0)
    asid = conf.get("asid", 0)
    if vas is None:
        vas = stream(kind, conf, seed)

    sets = [[] for _ in range(sets_n)]     # per set: vpns, LRU first
    tlbpa = {}
    pwc = OrderedDict()                    # (level, key) -> True, LRU first
    tables = {("root",)}
    frames = {}                            # vpn -> pa page
    misses = refs = pwc_hits = flushes = 0
    chk = 0
    for i, va in enumerate(vas):
        if i and not asid and quantum and i % quantum == 0:
            for s in sets:
                s.clear()
            pwc.clear()
            flushes += 1
        vpn = va >> ps
        s = sets[vpn % sets_n]
        if vpn in s:
            s.remove(vpn)
            s.append(vpn)
            pa = tlbpa[vpn]
        else:
            misses += 1
            lvl = start
            if pwc_cap:
                for l in range(2, start - 1, -1):
                    key = (l, va >> shift[l])
                    if key in pwc:
                        pwc.move_to_end(key)
                        lvl = l + 1
                        pwc_hits += 1
                        break
            while True:
                refs += 1
                if lvl == 3:
                    pa = frames.get(vpn)
                    if pa is None:
                        pa = DATA_PA_BASE + (len(frames) << ps)
                        frames[vpn] = pa
                    break
                tables.add((lvl + 1, va >> shift[lvl]))
                if pwc_cap:
                    key = (lvl, va >> shift[lvl])
                    if key in pwc:
                        pwc.move_to_end(key)
                    else:
                        if len(pwc) >= pwc_cap:
                            pwc.popitem(last=False)
                        pwc[key] = True
                lvl += 1
            if len(s) >= ways:
                old = s.pop(0)
                del tlbpa[old]
            s.append(vpn)
            tlbpa[vpn] = pa
        chk = (((chk << 5) | (chk >> 59)) & M64) ^ (pa | (va & gmask))
    ntab = len(tables)
    return OrderedDict([
        ("seed", seed), ("workload", kind), ("granule", gran),
        ("accesses", len(vas)), ("misses", misses), ("refs", refs),
        ("pwc_hits", pwc_hits), ("faults", len(frames)), ("tables", ntab),
        ("table_kib", (ntab * gsize) >> 10),
        ("resident_kib", (len(frames) * gsize) >> 10),
        ("flushes", flushes), ("checksum", f"{chk:016x}"),
    ])


def expected_runs(conf, core=TX2):
    rows = []
    for seed in conf["seeds"]:
        for wl in conf["workloads"]:
            vas = stream(wl, conf, seed)
            for g in conf["granules"]:
                rows.append(run(wl, g, conf, seed, core, vas))
    return rows


def read_conf(path):
    conf = {}
    for raw in open(path):
        line = raw.split("#", 1)[0].strip()
        if not line or "=" not in line:
            continue
        k, v = (x.strip() for x in line.split("=", 1))
        items = [x for x in v.replace(",", " ").split() if x]
        if k == "seeds":
            conf[k] = [int(x) for x in items]
        elif k in ("workloads", "granules"):
            conf[k] = items
        else:
            conf[k] = int(v, 0)
    conf.setdefault("quantum", 0)
    conf.setdefault("heap_kib", 16384)
    conf.setdefault("stride", 4160)
    conf.setdefault("asid", 0)
    conf.setdefault("pwc", 1)
    return conf


if __name__ == "__main__":
    import sys
    import time
    t0 = time.time()
    c = read_conf(sys.argv[1])
    for r in expected_runs(c):
        print(" ".join(f"{k}={v}" for k, v in r.items()))
    print(f"# {time.time() - t0:.1f} s", file=sys.stderr)
