"""Host-side model of tenuresim's deterministic part (the reference deployment:
bounded survivor spaces, sites tables read with their CRLF line ends stripped).

It re-implements the SplitMix64 trace generator (src/TenureSim/Trace.hs) and the
heap model (Heap.hs, Sim.hs) in integer arithmetic, so its numbers equal the
Haskell program's exactly.  Used by check.py on the held-out configuration.
"""
import math

M64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
IMMORTAL = ((1 << 63) - 1) // 4
BOUNDS = {"short": (0, 8192), "medium": (8192, 262144), "long": (262144, 8388608),
          "immortal": (0, 1)}
FIELDS = ["minor_gcs", "major_gcs", "copied_kb", "promoted_kb", "overflow_kb",
          "traced_kb", "pretenured_kb", "emergency_gcs", "peak_kb"]

DEFAULTS = dict(seed=20190611, objects=400000, nursery_kb=256, survivor_pct=10,
                old_initial_kb=1024, old_growth=1.75, initial_threshold=4,
                adaptive_target_pct=5, pretenure_warmup=8, pretenure_survival_pct=60,
                workloads=["webserver", "compiler"],
                policies=["fixed-1", "fixed-4", "adaptive", "adaptive+pretenure"])


def parse_config(text, defaults=None):
    cfg = dict(defaults or DEFAULTS)
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        k, v = [x.strip() for x in line.split("=")]
        if k in ("workloads", "policies"):
            cfg[k] = [x.strip() for x in v.split(",") if x.strip()]
        elif k == "old_growth":
            cfg[k] = float(v)
        else:
            cfg[k] = int(v)
    return cfg


def parse_sites(text):
    sites = []
    for line in text.split("\n"):
        line = line.rstrip("\r")
        if not line or line.startswith("#"):
            continue
        n, w, lo, hi, c = line.split("\t")
        c = c.lower()
        cls = {"short": "short", "long": "long", "immortal": "immortal",
               "static": "immortal"}.get(c, "medium")
        sites.append((n, int(w), int(lo), int(hi), cls))
    return sites


class Rng:
    def __init__(self, s):
        self.s = s & M64

    def next(self):
        self.s = (self.s + GAMMA) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n


def gen_trace(seed, k, sites, n):
    rng = Rng(seed + 1000003 * k)
    tw = sum(s[1] for s in sites)
    cums = []
    acc = 0
    for s in sites:
        acc += s[1]
        cums.append(acc)
    objs = []  # (site, size, death)
    clock = 0
    for _ in range(n):
        x = rng.below(tw)
        si = 0
        while x >= cums[si]:
            si += 1
        _, _, lo, hi, cls = sites[si]
        sz = lo + rng.below(hi - lo + 1)
        sz = (sz + 7) // 8 * 8
        blo, bhi = BOUNDS[cls]
        lt = rng.below(bhi - blo)
        death = IMMORTAL if cls == "immortal" else clock + blo + lt
        objs.append((si, sz, death))
        clock += sz
    return objs


def simulate(cfg, policy, objs, bounded=True):
    cap = cfg["nursery_kb"] * 1024
    scap = cap * cfg["survivor_pct"] // 100
    old_initial = cfg["old_initial_kb"] * 1024
    growth = cfg["old_growth"]
    if policy.startswith("fixed-"):
        th = int(policy[6:])
        adaptive = False
    else:
        th = cfg["initial_threshold"]
        adaptive = True
    pret_pol = policy == "adaptive+pretenure"
    target = cfg["adaptive_target_pct"]
    st = dict.fromkeys(["minor", "major", "copied", "promoted", "overflow", "traced",
                        "pretenured", "emergency", "peak"], 0)
    nursery = []  # [site, size, death, age], oldest first
    nused = 0
    old = []  # (size, death)
    oused = 0
    olimit = old_initial
    seen, surv = {}, {}
    decided = False
    pretenured = set()
    clock = 0

    def maybe_old(t):
        nonlocal old, oused, olimit
        if oused > olimit:
            old = [o for o in old if o[1] > t]
            lb = sum(o[0] for o in old)
            oused = lb
            olimit = max(old_initial, math.ceil(lb * growth))
            st["major"] += 1
            st["traced"] += lb

    def young(t):
        nonlocal nursery, nused, oused, th, decided, pretenured
        if not decided:
            for y in nursery:
                if y[3] == 0:
                    seen[y[0]] = seen.get(y[0], 0) + 1
                    if y[2] > t:
                        surv[y[0]] = surv.get(y[0], 0) + 1
        live = [[y[0], y[1], y[2], y[3] + 1] for y in nursery if y[2] > t]
        tenured = [y for y in live if y[3] >= th]
        cands = [y for y in live if y[3] < th]
        if bounded:
            kept, over, acc = [], [], 0
            for y in cands:
                if acc + y[1] <= scap:
                    acc += y[1]
                    kept.append(y)
                else:
                    over.append(y)
        else:
            kept, over = cands, []
        promoted = tenured + over
        pb = sum(y[1] for y in promoted)
        ob = sum(y[1] for y in over)
        kb_ = sum(y[1] for y in kept)
        old.extend((y[1], y[2]) for y in promoted)
        oused += pb
        nursery = kept
        nused = kb_
        st["minor"] += 1
        st["copied"] += kb_ + pb
        st["promoted"] += pb
        st["overflow"] += ob
        if adaptive:
            if kb_ * 100 > target * cap:
                th = max(1, th - 1)
            elif kb_ * 200 < target * cap:
                th = min(15, th + 1)
        if pret_pol and not decided and st["minor"] == cfg["pretenure_warmup"]:
            pretenured = {s for s, n in seen.items()
                          if n >= 16 and 100 * surv.get(s, 0) >= cfg["pretenure_survival_pct"] * n}
            decided = True
        maybe_old(t)

    for (si, sz, death) in objs:
        if si in pretenured:
            old.append((sz, death))
            oused += sz
            st["pretenured"] += sz
            t = clock
            clock += sz
            if nused + oused > st["peak"]:
                st["peak"] = nused + oused
            maybe_old(t)
            continue
        if nused + sz > cap:
            young(clock)
            if nused + sz > cap:
                b = nused
                old.extend((y[1], y[2]) for y in nursery)
                oused += b
                nursery = []
                nused = 0
                st["copied"] += b
                st["promoted"] += b
                st["emergency"] += 1
                maybe_old(clock)
        nursery.append([si, sz, death, 0])
        nused += sz
        clock += sz
        if nused + oused > st["peak"]:
            st["peak"] = nused + oused
    return st


def row_values(st):
    return [st["minor"], st["major"], st["copied"] // 1024, st["promoted"] // 1024,
            st["overflow"] // 1024, st["traced"] // 1024, st["pretenured"] // 1024,
            st["emergency"], st["peak"] // 1024]


def cost_kcycles(st):
    return (3 * st["copied"] + st["traced"] + 20000 * st["minor"] + 150000 * st["major"]) // 1000


def run_table(cfg, sites_by_workload, bounded=True):
    """Rows as dicts keyed like results/runs.csv (without wall_ms)."""
    rows = []
    for k, wl in enumerate(cfg["workloads"]):
        sites = sites_by_workload[wl]
        objs = gen_trace(cfg["seed"], k, sites, cfg["objects"])
        for pol in cfg["policies"]:
            st = simulate(cfg, pol, objs, bounded)
            r = {"workload": wl, "policy": pol}
            r.update(zip(FIELDS, row_values(st)))
            r["gc_cost_kcycles"] = cost_kcycles(st)
            rows.append(r)
    return rows


if __name__ == "__main__":
    import sys
    import pathlib
    cfgp, datad = sys.argv[1], pathlib.Path(sys.argv[2])
    bounded = "--unbounded" not in sys.argv
    cfg = parse_config(open(cfgp, encoding="utf-8").read())
    sites = {w: parse_sites((datad / ("sites_%s.tsv" % w)).read_text()) for w in cfg["workloads"]}
    print(",".join(["workload", "policy"] + FIELDS + ["gc_cost_kcycles"]))
    for r in run_table(cfg, sites, bounded):
        print(",".join(str(r[c]) for c in ["workload", "policy"] + FIELDS + ["gc_cost_kcycles"]))
