"""Host-side model of sfqsim's deterministic part (verify only).

Re-implements, from the paper's definitions, the workload generator
(SplitMix64), the flow hash (FNV-1a 64 + fmix64) with the multiply-high bucket
reduction, FIFO / per-flow DRR / SFQ, the single-link simulation and the
Table 2 metrics.  `table(conf_path)` returns the rows the artifact must print.
"""
import collections
import os

M64 = (1 << 64) - 1
FNV_OFF = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3


def parse_conf(path):
    vals = {}
    sec = None
    for raw in open(path).read().split("\n"):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("["):
            s = line[1:-1].strip()
            sec = s or None
            continue
        k, v = line.split("=", 1)
        k, v = k.strip(), v.strip()
        if k == "include" and sec is None:
            vals.update(parse_conf(os.path.join(os.path.dirname(path), v)))
            continue
        vals[(sec + "." + k) if sec else k] = v
    return vals


DEFAULTS = {
    "name": "default", "seed": "1", "sim.horizon": "1000000", "sim.warmup": "100000",
    "workload.elephants": "8", "workload.mice": "50", "workload.elephant_size": "1500",
    "workload.elephant_gap_lo": "12000", "workload.elephant_gap_hi": "24000",
    "workload.mouse_size_lo": "64", "workload.mouse_size_hi": "576",
    "workload.mouse_gap_lo": "50000", "workload.mouse_gap_hi": "400000",
    "fifo.limit": "128", "drr.limit": "64", "drr.quantum": "1500", "link.mtu": "1500",
    "sfq.buckets": "64", "sfq.perturb": "1", "schedulers": "fifo, drr, sfq",
}


# The testbed's site defaults (artifact conf/site.conf), which a correct
# deployment installs where sfqsim 0.4 looks for them.
SITE = {"link.mtu": "1514", "drr.quantum": "1514"}


def load_config(path):
    v = dict(DEFAULTS)
    v.update(SITE)
    v.update(parse_conf(path))
    i = lambda k: int(v[k].replace("_", ""))  # noqa: E731
    lst = lambda k: [x.strip() for x in v[k].split(",") if x.strip()]  # noqa: E731
    return {
        "seed": i("seed"), "horizon": i("sim.horizon"), "warmup": i("sim.warmup"),
        "E": i("workload.elephants"), "M": i("workload.mice"),
        "esize": i("workload.elephant_size"),
        "eglo": i("workload.elephant_gap_lo"), "eghi": i("workload.elephant_gap_hi"),
        "mslo": i("workload.mouse_size_lo"), "mshi": i("workload.mouse_size_hi"),
        "mglo": i("workload.mouse_gap_lo"), "mghi": i("workload.mouse_gap_hi"),
        "fifo_limit": i("fifo.limit"), "qlimit": i("drr.limit"), "quantum": i("drr.quantum"),
        "buckets": [int(x) for x in lst("sfq.buckets")], "perturb": i("sfq.perturb"),
        "schedulers": lst("schedulers"),
    }


class SplitMix:
    def __init__(self, seed):
        self.s = seed & M64

    def next64(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n):
        return self.next64() % n

    def range(self, lo, hi):
        return lo + self.below(hi - lo + 1)


def draw_key(rng, elephant):
    src = 0x0A000000 + rng.below(1 << 24)
    dst = 0xC0A80000 + rng.below(65536)
    sport = 1024 + rng.below(64512)
    if elephant:
        dport, proto = 5201, 6
    else:
        dport = (80, 443, 8080)[rng.below(3)]
        proto = 17 if rng.below(10) == 0 else 6
    return (src, dst, sport, dport, proto)


def workload(c):
    rng = SplitMix(c["seed"])
    flows = []
    for i in range(c["E"]):
        key = draw_key(rng, True)
        gap = rng.range(c["eglo"], c["eghi"])
        off = rng.below(gap)
        flows.append(dict(id=i, eleph=True, key=key, gap=gap, off=off, size=c["esize"]))
    for j in range(c["M"]):
        key = draw_key(rng, False)
        gap = rng.range(c["mglo"], c["mghi"])
        off = rng.below(gap)
        size = rng.range(c["mslo"], c["mshi"])
        flows.append(dict(id=c["E"] + j, eleph=False, key=key, gap=gap, off=off, size=size))
    pk = []
    for f in flows:
        jmax = max(1, f["gap"] // 4)
        t, k = f["off"], 0
        while t < c["horizon"]:
            a = t + rng.below(jmax)
            if a < c["horizon"]:
                pk.append((a, f["id"], k, f["size"]))
            t += f["gap"]
            k += 1
    pk.sort()
    return flows, pk


def fnv1a64(data):
    h = FNV_OFF
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & M64
    return h


def fmix64(h):
    h ^= h >> 33
    h = (h * 0xFF51AFD7ED558CCD) & M64
    h ^= h >> 33
    h = (h * 0xC4CEB9FE1A85EC53) & M64
    return h ^ (h >> 33)


def flow_hash(key, perturb):
    src, dst, sport, dport, proto = key
    b = src.to_bytes(4, "big") + dst.to_bytes(4, "big") + sport.to_bytes(2, "big") \
        + dport.to_bytes(2, "big") + bytes([proto])
    return fmix64(fnv1a64(b) ^ (perturb & M64))


def bucket(key, perturb, n):
    return (flow_hash(key, perturb) * n) >> 64


class Fifo:
    def __init__(self, limit):
        self.q = collections.deque()
        self.limit = limit

    def enqueue(self, p):
        if len(self.q) >= self.limit:
            return False
        self.q.append(p)
        return True

    def dequeue(self):
        return self.q.popleft() if self.q else None

    def backlog(self):
        return len(self.q)


class Drr:
    def __init__(self, n, limit, quantum, classify):
        self.qs = [collections.deque() for _ in range(n)]
        self.deficit = [0] * n
        self.active = collections.deque()
        self.limit, self.quantum, self.classify = limit, quantum, classify
        self.n = 0

    def enqueue(self, p):
        q = self.classify(p)
        qu = self.qs[q]
        if len(qu) >= self.limit:
            return False
        if not qu:
            self.deficit[q] = self.quantum
            self.active.append(q)
        qu.append(p)
        self.n += 1
        return True

    def dequeue(self):
        while self.active:
            q = self.active[0]
            if self.deficit[q] <= 0:
                self.deficit[q] += self.quantum
                self.active.rotate(-1)
                continue
            p = self.qs[q].popleft()
            self.deficit[q] -= p[3]
            self.n -= 1
            if not self.qs[q]:
                self.active.popleft()
            return p
        return None

    def backlog(self):
        return self.n


def simulate(pk, s):
    deps, drops = [], []
    i, n, now, cur = 0, len(pk), 0, None
    while True:
        if cur is not None and (i >= n or cur[2] <= pk[i][0]):
            now = cur[2]
            deps.append(cur)
            cur = None
        elif i < n:
            p = pk[i]
            now = p[0]
            if not s.enqueue(p):
                drops.append(p)
            i += 1
        if cur is None:
            p = s.dequeue()
            if p is not None:
                cur = (p, now, now + p[3])
        if i >= n and cur is None and s.backlog() == 0:
            break
    return deps, drops


def metrics(c, flows, pk, deps, drops):
    deliv = [0] * len(flows)
    win = 0
    mice_delays = []
    for (p, start, fin) in deps:
        a, fl, seq, size = p
        if start >= c["warmup"] and fin <= c["horizon"]:
            deliv[fl] += size
            win += size
        if not flows[fl]["eleph"] and a >= c["warmup"]:
            mice_delays.append(start - a)
    el = [deliv[f["id"]] for f in flows if f["eleph"]]
    s = float(sum(el))
    s2 = 0.0
    for x in el:
        s2 += float(x) * float(x)
    jain = s * s / (len(el) * s2)
    fair = float(sum(el)) / len(el)
    mice_arr = sum(1 for p in pk if not flows[p[1]]["eleph"] and p[0] >= c["warmup"])
    mice_drop = sum(1 for p in drops if not flows[p[1]]["eleph"] and p[0] >= c["warmup"])
    if mice_delays:
        a = sorted(mice_delays)
        rank = (99 * len(a) + 99) // 100
        p99 = a[max(0, rank - 1)]
    else:
        p99 = 0
    h = FNV_OFF
    for (p, _s, _f) in deps:
        v = (p[1] << 20) | (p[2] & 0xFFFFF)
        h = ((h ^ v) * FNV_PRIME) & M64
    return {
        "jain": jain,
        "eleph_min_share": (min(el) / fair) if fair > 0 else 0.0,
        "mice_p99_delay": p99,
        "mice_drop_pct": (100.0 * mice_drop / mice_arr) if mice_arr else 0.0,
        "drops": len(drops),
        "utilisation": win / float(c["horizon"] - c["warmup"]),
        "digest": "%016x" % h,
    }


def table(conf_path):
    c = load_config(conf_path)
    flows, pk = workload(c)
    rows = []
    for name in c["schedulers"]:
        parts = name.split(":")
        if parts == ["fifo"]:
            scheds = [("fifo", Fifo(c["fifo_limit"]), None)]
        elif parts == ["drr"]:
            scheds = [("drr", Drr(len(flows), c["qlimit"], c["quantum"], lambda p: p[1]), None)]
        elif parts[0] == "sfq":
            bl = [int(parts[1])] if len(parts) > 1 else c["buckets"]
            scheds = []
            for b in bl:
                bof = [bucket(f["key"], c["perturb"], b) for f in flows]
                scheds.append(("sfq-%d" % b, Drr(b, c["qlimit"], c["quantum"],
                                                 lambda p, bof=bof: bof[p[1]]), (bof, b)))
        else:
            raise ValueError("model does not know scheduler %r" % name)
        for nm, s, lay in scheds:
            deps, drops = simulate(pk, s)
            r = metrics(c, flows, pk, deps, drops)
            r["scheduler"] = nm
            if lay is not None:
                bof, b = lay
                per = [0] * b
                el = [0] * b
                for f in flows:
                    per[bof[f["id"]]] += 1
                    if f["eleph"]:
                        el[bof[f["id"]]] += 1
                r["shared_elephant_buckets"] = sum(1 for x in el if x >= 2)
                r["max_bucket_flows"] = max(per)
            rows.append(r)
    return {"flows": len(flows), "packets": len(pk), "rows": rows}


if __name__ == "__main__":
    import json
    import sys
    print(json.dumps(table(sys.argv[1]), indent=1))
