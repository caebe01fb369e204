"""Host-side reference model of kestrel 0.9.2 (task generator + tick-stepped
dispatcher under none / pip / pcp).  Recomputes, from a configuration, every
number the guest prints on its RESULT and JOBS lines."""
M32 = 0xFFFFFFFF
PERIODS = [20, 25, 30, 40, 50, 60, 80, 100, 120, 150]
PROTOS = ["none", "pip", "pcp"]
IDLE = None


class Rng:
    def __init__(self, seed):
        s = ((seed * 2654435761) & M32) ^ 0x5BD1E995
        self.s = s or 1

    def next(self):
        x = self.s
        x ^= (x << 13) & M32
        x ^= x >> 17
        x ^= (x << 5) & M32
        self.s = x
        return x

    def below(self, n):
        return self.next() % n if n else 0


def taskgen(seed, ntasks, nres, util):
    rng = Rng(seed)
    tmp = []
    for _ in range(ntasks):
        period = PERIODS[rng.below(len(PERIODS))]
        share = util * period // (100 * ntasks)
        wcet = share + rng.below(3)
        wcet = max(wcet, 3)
        wcet = min(wcet, period // 2)
        phase = rng.below(period // 2)
        if rng.below(4) != 0:
            res = rng.below(nres)
            cs = 1 + rng.below(wcet // 2)
            pre = rng.below(wcet - cs + 1)
            post = wcet - cs - pre
        else:
            res, cs, pre, post = None, 0, wcet, 0
        tmp.append(dict(period=period, phase=phase, wcet=wcet, pre=pre, cs=cs, post=post, res=res))
    tasks = sorted(tmp, key=lambda t: t["period"])  # stable, as the guest's insertion sort
    ceiling = {}
    for i, t in enumerate(tasks):
        if t["res"] is not None:
            ceiling.setdefault(t["res"], i)
    return tasks, ceiling


def _eff(proto, tasks, ceiling, jobs, i):
    j = jobs[i]
    if not j["holding"]:
        return i
    r = tasks[i]["res"]
    if proto == "pip":
        e = i
        for k, o in enumerate(jobs):
            if o["active"] and o["waiting"] and tasks[k]["res"] == r and k < e:
                e = k
        return e
    if proto == "pcp":
        return min(i, ceiling[r])
    return i


def _stages(t):
    out = []
    if t["pre"]:
        out.append(("pre", t["pre"]))
    if t["cs"]:
        out.append(("cs", t["cs"]))
    if t["post"]:
        out.append(("post", t["post"]))
    return out


def run(tasks, ceiling, proto, horizon):
    n = len(tasks)
    jobs = [dict(active=False, waiting=False, holding=False) for _ in range(n)]
    st = [dict(released=0, completed=0, misses=0, skipped=0, inv=0, inv_max=0, resp_max=0, ran=0)
          for _ in range(n)]
    owner = {}
    h = 2166136261
    prev = IDLE
    idle = switches = 0
    for now in range(horizon):
        for i, t in enumerate(tasks):
            if now < t["phase"] or (now - t["phase"]) % t["period"]:
                continue
            st[i]["released"] += 1
            if jobs[i]["active"]:
                st[i]["skipped"] += 1
                continue
            jobs[i] = dict(active=True, waiting=False, holding=False, stages=_stages(t), k=0,
                           left=_stages(t)[0][1], release=now, deadline=now + t["period"], inv=0)
        for i in range(n):
            j = jobs[i]
            if j["active"] and j["waiting"] and owner.get(tasks[i]["res"]) is None:
                j["waiting"] = False
        while True:
            run_i = IDLE
            best = None
            for i in range(n):
                if not jobs[i]["active"] or jobs[i]["waiting"]:
                    continue
                e = _eff(proto, tasks, ceiling, jobs, i)
                if run_i is IDLE or e < best:
                    run_i, best = i, e
            if run_i is IDLE:
                break
            j = jobs[run_i]
            if j["stages"][j["k"]][0] != "cs" or j["holding"]:
                break
            r = tasks[run_i]["res"]
            if owner.get(r) is None:
                owner[r] = run_i
                j["holding"] = True
                break
            j["waiting"] = True
        if run_i is not IDLE:
            for i in range(run_i):
                if jobs[i]["active"]:
                    jobs[i]["inv"] += 1
                    st[i]["inv"] += 1
        h = ((h ^ (0 if run_i is IDLE else run_i + 1)) * 16777619) & M32
        if run_i != prev:
            switches += 1
        prev = run_i
        if run_i is IDLE:
            idle += 1
            continue
        j = jobs[run_i]
        st[run_i]["ran"] += 1
        j["left"] -= 1
        if j["left"] == 0:
            if j["stages"][j["k"]][0] == "cs":
                owner[tasks[run_i]["res"]] = None
                j["holding"] = False
            j["k"] += 1
            if j["k"] < len(j["stages"]):
                j["left"] = j["stages"][j["k"]][1]
            else:
                fin = now + 1
                s = st[run_i]
                s["completed"] += 1
                if fin > j["deadline"]:
                    s["misses"] += 1
                s["resp_max"] = max(s["resp_max"], fin - j["release"])
                s["inv_max"] = max(s["inv_max"], j["inv"])
                j["active"] = False
    for i in range(n):
        j = jobs[i]
        if j["active"]:
            if j["deadline"] <= horizon:
                st[i]["misses"] += 1
            st[i]["inv_max"] = max(st[i]["inv_max"], j["inv"])
    summary = dict(
        misses=sum(s["misses"] for s in st), skipped=sum(s["skipped"] for s in st),
        inv_total=sum(s["inv"] for s in st), inv_max=max(s["inv_max"] for s in st),
        hp_inv_max=st[0]["inv_max"], idle=idle, switches=switches, trace=h)
    return summary, st


def run_config(seed, ntasks, nres, util, horizon):
    tasks, ceiling = taskgen(seed, ntasks, nres, util)
    return {p: run(tasks, ceiling, p, horizon) for p in PROTOS}


if __name__ == "__main__":
    import sys
    a = [int(x) for x in sys.argv[1:6]] if len(sys.argv) > 5 else [11, 6, 2, 75, 3000]
    for p, (s, _) in run_config(*a).items():
        print(p, s, "%08x" % s["trace"])
