"""Host-side reference model of kvq's deterministic behaviour.

Replays a workload under a fault schedule exactly as the C implementation
(kvqd + kvq-bench + harness/run_experiment.py) does and returns the same
per-phase counters, audit result and per-node digests.

Parameters are the ones of the paper's configuration (conf/local.conf as
intended): 5 nodes n0..n4, 8 vnodes, W = R = 2, group-commit window of
20 ticks (20 ms at one operation per 1 ms tick).
"""
import bisect

MASK = (1 << 64) - 1
FNV_OFF = 0xcbf29ce484222325
FNV_PRIME = 0x100000001b3
NO_HINT = None

NODE_COUNTERS = ["peer_msgs", "peer_bytes", "applies", "wal_appends", "wal_flushes",
                 "hints_stored", "hints_delivered", "read_repairs", "stale_seen",
                 "recovered"]


def fnv(data, h=FNV_OFF):
    for b in data:
        h ^= b
        h = (h * FNV_PRIME) & MASK
    return h


def mix64(z):
    z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & MASK
    z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & MASK
    return z ^ (z >> 31)


def ring_hash(s):
    return mix64(fnv(s.encode()))


class Ring:
    def __init__(self, names, vnodes):
        toks = []
        for i, name in enumerate(names):
            for v in range(vnodes):
                toks.append((ring_hash("%s#%d" % (name, v)), i))
        toks.sort()
        self.pos = [t[0] for t in toks]
        self.node = [t[1] for t in toks]
        self.n = len(names)
        self._cache = {}

    def walk(self, key):
        w = self._cache.get(key)
        if w is not None:
            return w
        h = ring_hash(key)
        start = bisect.bisect_left(self.pos, h) % len(self.pos)
        out = []
        for i in range(len(self.pos)):
            nd = self.node[(start + i) % len(self.pos)]
            if nd not in out:
                out.append(nd)
                if len(out) == self.n:
                    break
        self._cache[key] = out
        return out


def choose_targets(walk, live, q):
    if q > len(walk):
        return None
    out = []
    spare = q
    for i in range(q):
        nd = walk[i]
        if nd in live:
            out.append((nd, None))
            continue
        while spare < len(walk) and walk[spare] not in live:
            spare += 1
        if spare >= len(walk):
            return None
        out.append((walk[spare], nd))
        spare += 1
    return out


def put_size(key, val):
    return 12 + 23 + len(key) + len(val)


ACK_SIZE = 13


def get_size(key):
    return 12 + 10 + len(key)


def val_size(val):
    return 12 + 13 + (len(val) if val is not None else 0)


class Node:
    def __init__(self, idx, flush_ticks, tick, durable):
        self.idx = idx
        self.F = flush_ticks
        self.last_flush = tick
        self.durable = durable            # shared list, survives crashes
        self.buf = []
        self.store = {}
        self.hints = []
        self.c = dict.fromkeys(NODE_COUNTERS, 0)
        for (k, ver, val) in durable:
            cur = self.store.get(k)
            if cur is None or ver > cur[0]:
                self.store[k] = (ver, val)
        self.c["recovered"] = len(durable)

    def apply(self, tick, key, ver, val):
        cur = self.store.get(key)
        if cur is not None and ver <= cur[0]:
            return False
        self.store[key] = (ver, val)
        self.c["applies"] += 1
        self.c["wal_appends"] += 1
        self.buf.append((key, ver, val))
        if self.buf and tick - self.last_flush >= self.F:
            self.durable.extend(self.buf)
            self.buf = []
            self.c["wal_flushes"] += 1
            self.last_flush = tick
        return True

    def digest(self):
        d = 0
        for k, (ver, val) in self.store.items():
            h = fnv(k.encode())
            h = fnv(b"\0", h)
            h = fnv(str(ver).encode(), h)
            h = fnv(b"\0", h)
            h = fnv(val.encode(), h)
            d ^= h
        return d


class Cluster:
    def __init__(self, names, vnodes=8, write_quorum=2, read_quorum=2, flush_ticks=20,
                 trap_kill=False, trap_tick=False):
        # trap_kill: a crash leaves the WAL writer alive, which writes out the
        #            window's records (the exec launcher killing only kvqd's pid)
        # trap_tick: a restarted node's window starts at tick 0 (stale --tick)
        self.trap_kill, self.trap_tick = trap_kill, trap_tick
        self.ring = Ring(names, vnodes)
        self.W, self.R, self.F = write_quorum, read_quorum, flush_ticks
        self.durable = {i: [] for i in range(len(names))}
        self.nodes = {i: Node(i, flush_ticks, 0, self.durable[i]) for i in range(len(names))}
        for n in self.nodes.values():
            n.c["recovered"] = 0
        self.live = set(self.nodes)
        self.row = None

    # -- counters go to the current phase row -------------------------------
    def _inc(self, node, name, v=1):
        node.c[name] += v
        self.row[name] += v

    def _send(self, src, size):
        self._inc(src, "peer_msgs")
        self._inc(src, "peer_bytes", size)

    def _apply(self, node, tick, key, ver, val):
        before = dict(node.c)
        node.apply(tick, key, ver, val)
        for k in ("applies", "wal_appends", "wal_flushes"):
            self.row[k] += node.c[k] - before[k]

    def _deliver_put(self, c, t, hint, tick, key, ver, val):
        if t is c:
            if hint is not None:
                c.hints.append((hint, key, ver, val))
                self._inc(c, "hints_stored")
            else:
                self._apply(c, tick, key, ver, val)
            return
        self._send(c, put_size(key, val))
        if hint is not None and hint != t.idx:
            t.hints.append((hint, key, ver, val))
            self._inc(t, "hints_stored")
        else:
            self._apply(t, tick, key, ver, val)
        self._send(t, ACK_SIZE)

    def put(self, key, val, ver, tick):
        walk = self.ring.walk(key)
        coord = next((n for n in walk if n in self.live), None)
        if coord is None:
            return "unavailable"
        targets = choose_targets(walk, self.live, self.W)
        if targets is None:
            return "unavailable"
        c = self.nodes[coord]
        for t, hint in targets:
            self._deliver_put(c, self.nodes[t], hint, tick, key, ver, val)
        return "ok"

    def get(self, key, tick):
        walk = self.ring.walk(key)
        coord = next((n for n in walk if n in self.live), None)
        if coord is None:
            return ("unavailable", 0)
        targets = choose_targets(walk, self.live, self.R)
        if targets is None:
            return ("unavailable", 0)
        c = self.nodes[coord]
        answers = []
        for t, _hint in targets:
            tn = self.nodes[t]
            got = tn.store.get(key)
            if tn is not c:
                self._send(c, get_size(key))
                self._send(tn, val_size(got[1] if got else None))
            answers.append(got)
        best = None
        for a in answers:
            if a is not None and (best is None or a[0] > best[0]):
                best = a
        if best is not None:
            for (t, _hint), a in zip(targets, answers):
                if a is not None and a[0] >= best[0]:
                    continue
                self._inc(c, "stale_seen")
                self._inc(c, "read_repairs")
                self._deliver_put(c, self.nodes[t], None, tick, key, best[0], best[1])
            return ("ok", best[0])
        return ("notfound", 0)

    def crash(self, idx):
        n = self.nodes.pop(idx)
        self.live.discard(idx)
        if self.trap_kill:
            n.durable.extend(n.buf)
        return len(n.buf)

    def restart(self, idx, tick):
        n = Node(idx, self.F, 0 if self.trap_tick else tick, self.durable[idx])
        self.nodes[idx] = n
        self.row["recovered"] += n.c["recovered"]
        self.live.add(idx)
        for i in sorted(self.live):
            if i == idx:
                continue
            src = self.nodes[i]
            keep = []
            for h in src.hints:
                if h[0] != idx:
                    keep.append(h)
                    continue
                _, key, ver, val = h
                self._send(src, put_size(key, val))
                self._apply(n, tick, key, ver, val)
                self._send(n, ACK_SIZE)
                self._inc(src, "hints_delivered")
            src.hints = keep


def read_workload(path):
    ops = []
    with open(path) as fh:
        for line in fh:
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split()
            ops.append((parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
    return ops


def read_schedule(path):
    import yaml
    with open(path) as fh:
        doc = yaml.safe_load(fh)
    phases = []
    for p in doc["phases"]:
        faults = [tuple(f.split()) for f in (p.get("faults") or [])]
        phases.append((p["name"], int(p["ops"]), faults))
    return phases, bool(doc.get("audit", True))


def simulate(ops, phases, audit=True, names=("n0", "n1", "n2", "n3", "n4"), **kw):
    names = list(names)
    cl = Cluster(names, **kw)
    acked = {}
    rows, crashes, restarts = [], [], []
    idx = 0
    for name, nops, faults in phases:
        row = dict.fromkeys(NODE_COUNTERS, 0)
        row.update(phase=name, wal_lost=0, ops=0, puts=0, gets=0, unavailable=0,
                   stale_reads=0, missing_reads=0)
        cl.row = row
        for kind, node in faults:
            i = names.index(node)
            if kind == "crash":
                lost = cl.crash(i)
                row["wal_lost"] += lost
                crashes.append({"node": node, "tick": idx, "wal_lost": lost})
            else:
                cl.restart(i, idx)
                restarts.append({"node": node, "tick": idx,
                                 "recovered": cl.nodes[i].c["recovered"]})
        row["live"] = ",".join(str(i) for i in sorted(cl.live))
        for _ in range(nops):
            op, key, val = ops[idx]
            row["ops"] += 1
            if op == "P":
                row["puts"] += 1
                st = cl.put(key, val, idx + 1, idx)
                if st == "ok":
                    acked[key] = idx + 1
                else:
                    row["unavailable"] += 1
            else:
                row["gets"] += 1
                st, ver = cl.get(key, idx)
                want = acked.get(key, 0)
                if st == "ok":
                    if ver < want:
                        row["stale_reads"] += 1
                elif st == "notfound":
                    if want:
                        row["missing_reads"] += 1
                else:
                    row["unavailable"] += 1
            idx += 1
        rows.append(row)
    result = {"phases": rows, "crashes": crashes, "restarts": restarts}
    if audit:
        row = dict.fromkeys(NODE_COUNTERS, 0)
        row.update(phase="audit", wal_lost=0, unavailable=0, puts=0)
        cl.row = row
        h = FNV_OFF
        lost = stale = 0
        for key in sorted(acked):
            st, ver = cl.get(key, idx)
            got = ver if st == "ok" else 0
            if st == "notfound":
                lost += 1
            if st == "ok" and ver < acked[key]:
                stale += 1
            h = fnv(("%s=%d\n" % (key, got)).encode(), h)
        row.update(ops=len(acked), gets=len(acked), stale_reads=stale, missing_reads=lost,
                   live=",".join(str(i) for i in sorted(cl.live)))
        rows.append(row)
        result["audit"] = {"keys": len(acked), "lost": lost, "stale": stale,
                           "checksum": "%016x" % h}
    result["nodes"] = {names[i]: {"keys": len(cl.nodes[i].store),
                                  "digest": "%016x" % cl.nodes[i].digest()}
                       for i in sorted(cl.live)}
    return result


def run(workload_path, schedule_path, **kw):
    phases, audit = read_schedule(schedule_path)
    return simulate(read_workload(workload_path), phases, audit, **kw)


# ---- Table 3 ----------------------------------------------------------------

NAMES = ("n0", "n1", "n2", "n3", "n4")


def gen_schedule(seed, total_ops, nodes=NAMES, events=10, max_down=2, warm=400, tail=300,
                 pair=0.25, restart="random", tie_by_index=False):
    """The schedules of harness/schedgen.py (sets of node indices are drawn
    from in ascending order, as tuple(set) of small ints iterates)."""
    import random
    rng = random.Random(seed)
    span = total_ops - warm - tail
    slot = span // events
    live = set(range(len(nodes)))
    down = set()
    order = []      # crashed nodes, in crash order (an event's victims as it lists them)
    since = {}
    cuts = []
    for e in range(events):
        at = warm + e * slot + slot // 4 + rng.randrange(slot // 2)
        if not down:
            crash = True
        elif len(down) >= max_down:
            crash = False
        else:
            crash = rng.random() < 0.5
        if crash:
            k = 2 if len(down) + 2 <= max_down and len(live) > 2 and rng.random() < pair else 1
            victims = rng.sample(sorted(live), k)
            live -= set(victims)
            down |= set(victims)
            order.extend(victims)
            since.update((v, at) for v in victims)
            faults = [("crash", nodes[v]) for v in victims]
        else:
            if restart == "oldest" and tie_by_index:   # the artifact's schedgen (trap S5)
                v = min(sorted(down), key=since.get)
            elif restart == "oldest":
                v = next(n for n in order if n in down)
            else:
                v = rng.sample(sorted(down), 1)[0]
            order.remove(v)
            down.discard(v)
            live.add(v)
            faults = [("restart", nodes[v])]
        cuts.append((at, faults))
    phases = []
    prev, faults = 0, []
    for i, (at, f) in enumerate(cuts):
        phases.append(("warm" if i == 0 else "e%02d" % i, at - prev, faults))
        prev, faults = at, f
    phases.append(("e%02d" % len(cuts), total_ops - tail - prev, faults))
    phases.append(("heal", tail, [("restart", nodes[v]) for v in sorted(down)]))
    return phases


def window_ticks(text, tick_ms=1.0):
    import re
    m = re.match(r"^\s*([0-9]*\.?[0-9]+)\s*(us|ms|s)\s*$", str(text))
    scale = {"us": 1e-3, "ms": 1.0, "s": 1e3}[m.group(2)]
    return max(1, int(round(float(m.group(1)) * scale / tick_ms)))


GEN_KEYS = ("events", "max_down", "warm", "tail", "pair", "restart")


def summarize(window, docs):
    import statistics
    ops = flushes = msgs = 0
    totals = dict.fromkeys(("read_repairs", "stale_reads", "missing_reads"), 0)
    for doc in docs:
        for row in doc["phases"]:
            if row["phase"] == "audit":
                continue
            ops += row["ops"]
            flushes += row["wal_flushes"]
            msgs += row["peer_msgs"]
            for k in totals:
                totals[k] += row[k]
    lost = [c["wal_lost"] for d in docs for c in d["crashes"]]
    recov = [r["recovered"] for d in docs for r in d["restarts"]]
    audit_lost = [d["audit"]["lost"] for d in docs]
    audit_stale = [d["audit"]["stale"] for d in docs]
    out = {"window": window, "runs": len(docs), "crashes": len(lost), "restarts": len(recov),
           "flushes_per_kop": 1000.0 * flushes / ops,
           "lost_per_crash": statistics.mean(lost), "lost_sd": statistics.stdev(lost),
           "recovered_per_restart": statistics.mean(recov), "msgs_per_op": msgs / ops,
           "audit_lost": sum(audit_lost), "audit_stale": sum(audit_stale),
           "clean": "%d/%d" % (sum(1 for a, b in zip(audit_lost, audit_stale) if a + b == 0),
                               len(docs))}
    out.update(totals)
    return out


def run_sweep(spec_path, seeds=None, gen_extra=None, **kw):
    """{window: [run doc per seed]}, [summary per window] for a Table 3 spec."""
    import os
    import yaml
    with open(spec_path) as fh:
        spec = yaml.safe_load(fh)
    wl = read_workload(os.path.join(os.path.dirname(os.path.abspath(spec_path)),
                                    spec["workload"]))
    gen = spec["schedules"]
    params = {k: gen[k] for k in GEN_KEYS if k in gen}
    params.update(gen_extra or {})
    seeds = list(gen["seeds"]) if seeds is None else seeds
    runs, rows = {}, []
    for window in spec["windows"]:
        docs = []
        for seed in seeds:
            doc = simulate(wl, gen_schedule(seed, len(wl), **params), True,
                           flush_ticks=window_ticks(window), **kw)
            doc["seed"] = seed
            docs.append(doc)
        runs[window] = docs
        rows.append(summarize(window, docs))
    return runs, rows


if __name__ == "__main__":
    import json
    import sys
    if sys.argv[1].endswith(".yaml") and len(sys.argv) == 2:
        print(json.dumps(run_sweep(sys.argv[1])[1], indent=1))
    else:
        print(json.dumps(run(sys.argv[1], sys.argv[2]), indent=1))
