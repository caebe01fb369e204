"""Host-side reference model of schedlab's experiment (the deterministic part).

Re-implements, tick for tick, what the kernel does in mode=exp: the
splitmix64 workload generator (kernel/workload.c), the tick procedure
(kernel/sched/core.c) and the four policies of the study (rr, mlfq, mlfqa,
stcf).  run(conf, seed, policy) returns the per-job records and the run
summary the kernel must print at hz=1000 (1 ms ticks on QEMU virt's 10 MHz
timer).
"""

M64 = (1 << 64) - 1
HZ = 1000


class Prng:
    def __init__(self, seed):
        self.s = seed & M64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def range(self, lo, hi):
        return lo + self.next() % (hi - lo + 1)


def ms_to_ticks0(ms, hz=HZ):
    return ms * hz // 1000


def ms_to_ticks(ms, hz=HZ):
    return max(1, ms_to_ticks0(ms, hz))


class Job:
    __slots__ = ("pid", "cls", "cpu", "io", "arrive", "state", "phase", "burst_left",
                 "total_left", "wake", "first", "done", "cpu_used", "disp", "level",
                 "slice_used", "allot_used", "need_resched")

    def __init__(self, pid, cls):
        self.pid, self.cls = pid, cls
        self.cpu, self.io = [], []
        self.arrive = 0
        self.state = "unborn"
        self.phase = 0
        self.burst_left = 0
        self.total_left = 0
        self.wake = 0
        self.first = None
        self.done = None
        self.cpu_used = 0
        self.disp = 0
        self.level = 0
        self.slice_used = 0
        self.allot_used = 0
        self.need_resched = False


def generate(conf, seed, hz=HZ):
    r = Prng(seed)
    left = [conf["ninter"], conf["nbatch"], conf["ngamer"]]
    gamer_ms = conf["quanta"][0] - 1 if conf["quanta"][0] > 1 else 1
    window = conf["window"]
    jobs = []
    for n in range(sum(left)):
        k = r.next() % sum(left)
        c = 0 if k < left[0] else (1 if k < left[0] + left[1] else 2)
        left[c] -= 1
        j = Job(n + 1, "IBG"[c])
        if c == 0:
            arr = r.range(0, window)
            nb = r.range(3, 8)
            for i in range(nb):
                cpu = r.range(1, 3)
                io = r.range(5, 20) if i < nb - 1 else 0
                j.cpu.append(ms_to_ticks(cpu, hz))
                j.io.append(ms_to_ticks(io, hz) if io else 0)
        elif c == 1:
            arr = r.range(0, window)
            j.cpu.append(ms_to_ticks(r.range(40, 300), hz))
            j.io.append(0)
        else:
            arr = r.range(0, window // 4)
            nb = r.range(30, 60)
            for i in range(nb):
                j.cpu.append(ms_to_ticks(gamer_ms, hz))
                j.io.append(ms_to_ticks(1, hz) if i < nb - 1 else 0)
        j.arrive = ms_to_ticks0(arr, hz)
        jobs.append(j)
    return jobs


class RR:
    name = "rr"

    def __init__(self, conf, jobs, hz):
        self.q = []
        self.slice = ms_to_ticks(conf["rrq"], hz)

    def enqueue(self, p, why):
        self.q.append(p)

    def pick(self):
        return self.q.pop(0) if self.q else None

    def charge(self, p):
        p.slice_used += 1

    def preempt(self, p):
        if p.slice_used < self.slice:
            return False
        if not self.q:
            p.slice_used = 0
            return False
        return True

    def dispatch(self, p):
        p.slice_used = 0

    def block(self, p):
        pass

    def retire(self, p):
        return 0

    def tick(self, now):
        return 0


class MLFQ:
    name = "mlfq"
    allot_mode = False

    def __init__(self, conf, jobs, hz):
        self.jobs = jobs
        self.n = len(conf["quanta"])
        self.quantum = [ms_to_ticks(q, hz) for q in conf["quanta"]]
        self.allot = [ms_to_ticks(a, hz) for a in conf["allot"]]
        self.boost = ms_to_ticks(conf["boost"], hz) if (self.allot_mode and conf["boost"]) else 0
        self.qs = [[] for _ in range(self.n)]

    def enqueue(self, p, why):
        if why == "new":
            p.level = 0
            p.allot_used = 0
        self.qs[p.level].append(p)

    def pick(self):
        for q in self.qs:
            if q:
                return q.pop(0)
        return None

    def demote(self, p):
        if p.level < self.n - 1:
            p.level += 1

    def charge(self, p):
        p.slice_used += 1
        p.allot_used += 1
        if self.allot_mode:
            if p.allot_used >= self.allot[p.level]:
                self.demote(p)
                p.allot_used = 0
                p.need_resched = True
            elif p.slice_used >= self.quantum[p.level]:
                p.need_resched = True
        elif p.slice_used >= self.quantum[p.level]:
            self.demote(p)
            p.need_resched = True

    def preempt(self, p):
        if p.need_resched:
            if not any(self.qs):
                p.need_resched = False
                p.slice_used = 0
                return False
            return True
        return any(self.qs[l] for l in range(p.level))

    def dispatch(self, p):
        p.slice_used = 0
        p.need_resched = False

    def block(self, p):
        p.need_resched = False

    def retire(self, p):
        return p.level

    def tick(self, now):
        if not self.boost or now % self.boost:
            return 0
        merged = []
        for q in self.qs:
            merged.extend(q)
        self.qs = [merged] + [[] for _ in range(self.n - 1)]
        for p in self.jobs:
            if p.state in ("ready", "running", "blocked"):
                p.level = 0
                p.allot_used = 0
        return 1


class MLFQA(MLFQ):
    name = "mlfqa"
    allot_mode = True


class STCF:
    name = "stcf"

    def __init__(self, conf, jobs, hz):
        self.q = []

    @staticmethod
    def key(p):
        return (p.total_left, p.pid)

    def enqueue(self, p, why):
        self.q.append(p)

    def best(self):
        return min(self.q, key=self.key) if self.q else None

    def pick(self):
        b = self.best()
        if b is not None:
            self.q.remove(b)
        return b

    def charge(self, p):
        pass

    def preempt(self, p):
        b = self.best()
        return b is not None and self.key(b) < self.key(p)

    def dispatch(self, p):
        pass

    def block(self, p):
        pass

    def retire(self, p):
        return 0

    def tick(self, now):
        return 0


POLICIES = {"rr": RR, "mlfq": MLFQ, "mlfqa": MLFQA, "stcf": STCF}


def run(conf, seed, policy, hz=HZ):
    """Simulate one run; returns (records, summary)."""
    jobs = generate(conf, seed, hz)
    pol = POLICIES[policy](conf, jobs, hz)
    for j in jobs:
        j.total_left = sum(j.cpu)
    records = []
    summary = {"ticks": 0, "idle": 0, "disp": 0, "boosts": 0, "jobs": len(jobs)}
    left = len(jobs)
    now = 0
    state = {"cur": None}

    def dispatch_next():
        p = pol.pick()
        state["cur"] = p
        if p is None:
            return
        p.state = "running"
        p.disp += 1
        summary["disp"] += 1
        if p.first is None:
            p.first = now
        pol.dispatch(p)

    def admit():
        for p in jobs:
            if p.state == "blocked" and p.wake <= now:
                p.phase += 1
                p.burst_left = p.cpu[p.phase]
                p.state = "ready"
                pol.enqueue(p, "wake")
        for p in jobs:
            if p.state == "unborn" and p.arrive <= now:
                p.phase = 0
                p.burst_left = p.cpu[0]
                p.state = "ready"
                pol.enqueue(p, "new")

    admit()
    dispatch_next()
    while left:
        now += 1
        cur = state["cur"]
        if cur is not None:
            cur.cpu_used += 1
            cur.burst_left -= 1
            cur.total_left -= 1
            pol.charge(cur)
        else:
            summary["idle"] += 1
        summary["boosts"] += pol.tick(now)
        admit()
        if cur is not None:
            if cur.burst_left == 0:
                if cur.phase >= len(cur.cpu) - 1:
                    cur.done = now
                    cur.state = "done"
                    lvl = pol.retire(cur)
                    records.append({"pid": cur.pid, "cls": cur.cls, "arr": cur.arrive,
                                    "first": cur.first, "done": now, "cpu": cur.cpu_used,
                                    "sw": cur.disp, "lvl": lvl})
                    left -= 1
                else:
                    cur.state = "blocked"
                    cur.wake = now + cur.io[cur.phase]
                    pol.block(cur)
                cur = None
            elif pol.preempt(cur):
                cur.state = "ready"
                pol.enqueue(cur, "preempt")
                cur = None
            state["cur"] = cur
        if state["cur"] is None:
            dispatch_next()
    summary["ticks"] = now
    return records, summary


def parse_conf(path):
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


if __name__ == "__main__":
    import sys
    conf = {"ninter": 12, "nbatch": 6, "ngamer": 3, "window": 1000, "rrq": 8,
            "quanta": [4, 8, 16], "allot": [8, 16, 32], "boost": 200}
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    for pol in ("rr", "mlfq", "mlfqa", "stcf"):
        recs, s = run(conf, seed, pol)
        for r in recs:
            print("R %s pid=%d cls=%s arr=%d first=%d done=%d cpu=%d sw=%d lvl=%d" % (
                pol, r["pid"], r["cls"], r["arr"], r["first"], r["done"], r["cpu"], r["sw"], r["lvl"]))
        print("S %s ticks=%d idle=%d disp=%d boosts=%d jobs=%d" % (
            pol, s["ticks"], s["idle"], s["disp"], s["boosts"], s["jobs"]))
