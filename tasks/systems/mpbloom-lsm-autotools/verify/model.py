"""Host-side reference model of the mpblsm engine and the lsmbench workloads.

It replays the workload the driver generates (splitmix64 stream, load phase,
measured phase) through a model of the engine that follows the paper's
definitions: memtable flushes, whole-level leveled compaction, per-run bloom
filters hashed with xxHash64 and sized by the policy, an LRU block cache, and
the WAL's group commit.  Every counter the benchmark reports is an integer
function of the configuration, so the model reproduces them exactly.
"""
from bisect import bisect_right
from collections import OrderedDict

M64 = (1 << 64) - 1

# ---------------------------------------------------------------- xxHash64
P1 = 0x9E3779B185EBCA87
P2 = 0xC2B2AE3D27D4EB4F
P3 = 0x165667B19E3779F9
P4 = 0x85EBCA77C2B2AE63
P5 = 0x27D4EB2F165667C5


def _rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & M64


def xxh64_u64(key, seed):
    """XXH64 of the 8-byte little-endian encoding of key."""
    h = (seed + P5 + 8) & M64
    k1 = (key * P2) & M64
    k1 = _rotl(k1, 31)
    k1 = (k1 * P1) & M64
    h ^= k1
    h = (_rotl(h, 27) * P1 + P4) & M64
    h ^= h >> 33
    h = (h * P2) & M64
    h ^= h >> 29
    h = (h * P3) & M64
    h ^= h >> 32
    return h


FILTER_SEED = 0x5EEDB10F


def fmix64(k):
    k ^= k >> 33
    k = (k * 0xff51afd7ed558ccd) & M64
    k ^= k >> 33
    k = (k * 0xc4ceb9fe1a85ec53) & M64
    k ^= k >> 33
    return k


class SplitMix:
    def __init__(self, seed):
        self.s = seed & M64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)


# ---------------------------------------------------------------- config
DEFAULTS = dict(seed=42, keyspace=100000, ops=100000, put_pct=30, delete_pct=5, value_size=100,
                hot_fraction=0.10, hot_prob=0.90, memtable_entries=4096, l0_limit=4,
                l1_entries=65536, size_ratio=10, block_size=4096, cache_blocks=512, wal_group=16,
                sync=0, bits_per_key=10, bpk_min=2, bpk_max=16, mpb_min_probes=64,
                label="default")
FLOATS = {"hot_fraction", "hot_prob"}


def load_conf(path):
    cfg = dict(DEFAULTS)
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" not in line:
            continue
        k, v = (x.strip() for x in line.split("=", 1))
        if k == "label":
            cfg[k] = v
        elif k in FLOATS:
            cfg[k] = float(v)
        elif k in cfg:
            cfg[k] = int(v, 0)
    return cfg


# ---------------------------------------------------------------- workload
LOAD_STRIDE = 1000003
DISTS = {"uniform": 0, "hotspot": 1}


def workload(cfg, dist):
    """Yields (type, key, version); type 0 put, 1 delete, 2 get."""
    d = DISTS[dist]
    rng = SplitMix(cfg["seed"] ^ (((d + 1) * 0xD1B54A32D192ED03) & M64))
    ks = cfg["keyspace"]
    load_n = ks // 2
    ver = 0
    for i in range(load_n):
        ver += 1
        yield 0, 2 * ((i * LOAD_STRIDE) % load_n), ver
    hot_keys = hot_permille = hot_stride = 0
    if d == 1:
        hot_keys = int(cfg["hot_fraction"] * float(ks))
        hot_permille = int(cfg["hot_prob"] * 1000.0 + 0.5)
        hot_stride = ks // hot_keys if hot_keys else 0
    put_pct, del_pct = cfg["put_pct"], cfg["delete_pct"]
    nxt = rng.next
    for _ in range(cfg["ops"]):
        t = nxt() % 100
        key = None
        if d == 1 and hot_keys > 0:
            if nxt() % 1000 < hot_permille:
                key = (nxt() % hot_keys) * hot_stride
        if key is None:
            key = nxt() % ks
        if t < put_pct:
            ver += 1
            yield 0, key, ver
        elif t < put_pct + del_pct:
            yield 1, key, 0
        else:
            yield 2, key, 0


# ---------------------------------------------------------------- engine
class Run:
    __slots__ = ("rid", "level", "keys", "flags", "nblocks", "bpk", "k", "nbits", "bits",
                 "data_bytes", "size")


class Model:
    def __init__(self, cfg, policy):
        self.cfg = cfg
        self.policy = policy
        self.vs = cfg["value_size"]
        self.E = 9 + self.vs
        bs = cfg["block_size"]
        self.epb = max(1, (bs - 8) // self.E if bs > 8 else 0)
        self.levels = [[] for _ in range(8)]    # L0 oldest first
        self.nlevels = 1
        self.mem = {}                           # key -> flag
        self.next_rid = 1
        self.cache = OrderedDict()
        self.hcache = {}
        self.lp = [0] * 8
        self.ln = [0] * 8
        self.pending = 0
        self.s = dict(puts=0, deletes=0, gets=0, gets_found=0, user_bytes=0, wal_records=0,
                      wal_bytes=0, wal_syncs=0, flushes=0, flush_bytes=0, compactions=0,
                      compact_bytes_written=0, compact_bytes_read=0, tombstones_dropped=0,
                      bloom_probes=0, bloom_negatives=0, bloom_false_pos=0, bloom_bits_built=0,
                      block_reads=0, block_bytes_read=0, cache_hits=0, cache_misses=0)

    # -- hashing
    def _hash(self, key):
        h = self.hcache.get(key)
        if h is None:
            x = xxh64_u64(key, FILTER_SEED)
            h = (x & 0xffffffff, (x >> 32) | 1)
            self.hcache[key] = h
        return h

    def _choose_bpk(self, lvl):
        c = self.cfg
        bpk = c["bits_per_key"]
        p, n = self.lp[lvl], self.ln[lvl]
        if self.policy == "none":
            bpk = 0
        elif self.policy == "mpb":
            if p >= c["mpb_min_probes"] and p > 0:
                bpk = c["bpk_min"] + ((c["bpk_max"] - c["bpk_min"]) * n) // p
        elif self.policy == "leveldecay":
            depth = max(0, self.nlevels - 1 - lvl)
            bpk = min(c["bits_per_key"] + 2 * depth, c["bpk_max"])
        self.lp[lvl] = 0
        self.ln[lvl] = 0
        return bpk

    def _build(self, items, lvl):
        """items: sorted list of (key, flag); returns Run or None (bpk chosen first)."""
        bpk = self._choose_bpk(lvl)
        n = len(items)
        if n == 0:
            return None
        r = Run()
        r.rid = self.next_rid
        self.next_rid += 1
        r.level = lvl
        r.keys = [k for k, _ in items]
        r.flags = [f for _, f in items]
        r.nblocks = (n + self.epb - 1) // self.epb
        r.bpk = bpk
        if bpk:
            k = (bpk * 693 + 500) // 1000
            r.k = min(max(k, 1), 30)
            nb = ((n * bpk + 63) // 64) * 64
            r.nbits = max(nb, 64)
            bits = bytearray(r.nbits // 8 + 1)
            nbits = r.nbits
            hsh = self._hash
            for key in r.keys:
                h1, h2 = hsh(key)
                for j in range(r.k):
                    pos = (h1 + j * h2) % nbits
                    bits[pos >> 3] |= 1 << (pos & 7)
            r.bits = bits
            self.s["bloom_bits_built"] += r.nbits
        else:
            r.k = 0
            r.nbits = 0
            r.bits = None
        r.data_bytes = 8 * r.nblocks + n * self.E
        r.size = r.data_bytes + 28 * r.nblocks + 16 + r.nbits // 8 + 64
        return r

    def _may_contain(self, r, key):
        h1, h2 = self._hash(key)
        bits, nbits = r.bits, r.nbits
        for j in range(r.k):
            pos = (h1 + j * h2) % nbits
            if not (bits[pos >> 3] >> (pos & 7)) & 1:
                return False
        return True

    # -- write path
    def _wal(self, nbytes):
        self.s["wal_records"] += 1
        self.s["wal_bytes"] += nbytes
        self.pending += 1
        if self.pending >= max(1, self.cfg["wal_group"]):
            self.pending = 0
            self.s["wal_syncs"] += 1

    def put(self, key):
        self._wal(17 + self.vs)
        self.mem[key] = 0
        self.s["puts"] += 1
        self.s["user_bytes"] += 8 + self.vs
        self._after_write()

    def delete(self, key):
        self._wal(17)
        self.mem[key] = 1
        self.s["deletes"] += 1
        self.s["user_bytes"] += 8
        self._after_write()

    def _after_write(self):
        if len(self.mem) >= self.cfg["memtable_entries"]:
            self._flush()

    def _flush(self):
        if self.pending:
            self.pending = 0
            self.s["wal_syncs"] += 1
        items = sorted(self.mem.items())
        r = self._build(items, 0)
        self.levels[0].append(r)
        self.s["flushes"] += 1
        self.s["flush_bytes"] += r.size
        self.mem = {}
        self._maybe_compact()

    def _deeper_empty(self, lvl):
        return all(not self.levels[i] for i in range(lvl + 1, 8))

    def _retire(self, r):
        for key in [ck for ck in self.cache if ck[0] == r.rid]:
            del self.cache[key]

    def _compact(self, inputs, out_level):
        """inputs newest first."""
        drop = self._deeper_empty(out_level)
        merged = {}
        for r in reversed(inputs):        # oldest first, newer overwrite
            self.s["compact_bytes_read"] += r.data_bytes
            merged.update(zip(r.keys, r.flags))
        items = []
        for k in sorted(merged):
            f = merged[k]
            if f and drop:
                self.s["tombstones_dropped"] += 1
                continue
            items.append((k, f))
        out = self._build(items, out_level)
        self.s["compactions"] += 1
        self.s["compact_bytes_written"] += out.size if out else 0
        for r in inputs:
            self._retire(r)
            self.levels[r.level] = []
        if out:
            self.levels[out_level] = [out]
        self.nlevels = max(self.nlevels, out_level + 1)

    def _capacity(self, lvl):
        c = self.cfg["l1_entries"]
        for _ in range(1, lvl):
            c *= self.cfg["size_ratio"]
        return c

    def _maybe_compact(self):
        if len(self.levels[0]) < self.cfg["l0_limit"]:
            return
        inputs = list(reversed(self.levels[0])) + self.levels[1]
        self._compact(inputs, 1)
        for lvl in range(1, 7):
            if not self.levels[lvl] or len(self.levels[lvl][0].keys) <= self._capacity(lvl):
                break
            self._compact(self.levels[lvl] + self.levels[lvl + 1], lvl + 1)

    # -- read path
    def _probe(self, r, key):
        s = self.s
        if key < r.keys[0] or key > r.keys[-1]:
            return 0
        lvl = r.level
        self.lp[lvl] += 1
        if r.nbits:
            s["bloom_probes"] += 1
            if not self._may_contain(r, key):
                s["bloom_negatives"] += 1
                self.ln[lvl] += 1
                return 0
        i = bisect_right(r.keys, key) - 1
        present = r.keys[i] == key
        blk = i // self.epb
        last = min((blk + 1) * self.epb, len(r.keys)) - 1
        if present or i != last:
            ck = (r.rid, blk)
            if ck in self.cache:
                self.cache.move_to_end(ck)
                s["cache_hits"] += 1
            else:
                s["cache_misses"] += 1
                s["block_reads"] += 1
                nent = last - blk * self.epb + 1
                s["block_bytes_read"] += 8 + nent * self.E
                if self.cfg["cache_blocks"]:
                    self.cache[ck] = True
                    while len(self.cache) > self.cfg["cache_blocks"]:
                        self.cache.popitem(last=False)
            if present:
                return 2 if r.flags[i] else 1
        if r.nbits:
            s["bloom_false_pos"] += 1
        self.ln[lvl] += 1
        return 0

    def get(self, key):
        self.s["gets"] += 1
        f = self.mem.get(key)
        if f is not None:
            r = 2 if f else 1
        else:
            r = 0
            for run in reversed(self.levels[0]):
                r = self._probe(run, key)
                if r:
                    break
            if not r:
                for lvl in range(1, 8):
                    if self.levels[lvl]:
                        r = self._probe(self.levels[lvl][0], key)
                        if r:
                            break
        if r == 1:
            self.s["gets_found"] += 1
            return True
        return False

    def filter_bits(self):
        return sum(r.nbits for lv in self.levels for r in lv)

    def level_shape(self):
        return [dict(runs=len(self.levels[l]), entries=sum(len(r.keys) for r in self.levels[l]),
                     filter_bits=sum(r.nbits for r in self.levels[l]))
                for l in range(self.nlevels)]


def value_tail(key, vs):
    t = 0
    for i in range(vs - 1, vs - 9, -1):
        t = (t << 8) | ((key * 31 + i * 7) & 0xff)
    return t


def run(cfg, dist, policy):
    """Simulate one lsmbench run; returns the counters lsmbench reports."""
    m = Model(cfg, policy)
    truth = {}
    vs = cfg["value_size"]
    found_truth = 0
    for t, key, ver in workload(cfg, dist):
        if t == 0:
            m.put(key)
            truth[key] = ver
        elif t == 1:
            m.delete(key)
            truth.pop(key, None)
        else:
            got = m.get(key)
            if got != (key in truth):
                raise AssertionError("model read path disagrees with the shadow map")
            found_truth += got
    csum = 0
    for key, ver in truth.items():
        csum = (csum + fmix64(key ^ _rotl(ver, 17) ^ value_tail(key, vs))) & M64
    out = dict(m.s)
    out["write_amp"] = (out["flush_bytes"] + out["compact_bytes_written"]) / out["user_bytes"]
    out["filter_bits"] = m.filter_bits()
    out["levels"] = m.level_shape()
    out["live_keys"] = len(truth)
    out["checksum"] = "%016x" % csum
    return out


if __name__ == "__main__":
    import json
    import sys
    import time
    cfg = load_conf(sys.argv[1])
    for dist in sys.argv[2].split(","):
        for pol in sys.argv[3].split(","):
            t0 = time.time()
            r = run(cfg, dist, pol)
            r["model_seconds"] = round(time.time() - t0, 2)
            print(dist, pol, json.dumps(r))
