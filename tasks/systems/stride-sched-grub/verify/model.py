"""Host-side reference model of strideos's schedulers (hidden, verify only).

A workload is (nthreads, start_mask, events); events are (quantum, kind, thread) with kind
"j" or "l", applied at their quantum in list (file) order, before the scheduling decision
(docs/WDL.md). The default is the paper's Figure 2 workload.
"""
M32 = 0xFFFFFFFF
STRIDE1 = 1 << 20
SCALE = 10000


def _xs(x):
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def fig2(quanta):
    return 6, 0x1F, [(quanta // 2, "j", 5), ((quanta // 4) * 3, "l", 0)]


def run(kind, seed, quanta, work, stride1=STRIDE1, workload=None):
    nthreads, start, events = workload or fig2(quanta)
    tk = (seed ^ 0x9E3779B9) & M32 or 1
    th = []
    for i in range(nthreads):
        tk = _xs(tk)
        tickets = 10 * (1 + tk % 10)
        th.append(dict(tickets=tickets, stride=stride1 // tickets, passv=0,
                       runnable=bool(start >> i & 1), quanta=0, ent=0, state=(seed + i * 7919) & M32))
    by_q = {}
    for at, k, i in events:
        by_q.setdefault(at, []).append((k, i))
    rng = ((seed ^ 0xA5A5A5A5) | 1) & M32
    maxlag = switches = draws = 0
    last = nthreads - 1
    # the LCG chain of `work` steps, applied per quantum: precompute its affine map
    a, c = 1, 0
    for _ in range(work):
        a, c = (a * 1103515245) & M32, (c * 1103515245 + 12345) & M32
    for q in range(quanta):
        for k, i in by_q.get(q, ()):
            if k == "j" and not th[i]["runnable"]:
                th[i]["passv"] = min([t["passv"] for t in th if t["runnable"]], default=M32)
                th[i]["runnable"] = True
            elif k == "l":
                th[i]["runnable"] = False
        if not any(t["runnable"] for t in th):
            continue
        if kind == "rr":
            nxt = next((last + k) % nthreads for k in range(1, nthreads + 1)
                       if th[(last + k) % nthreads]["runnable"])
        elif kind == "lottery":
            total = sum(t["tickets"] for t in th if t["runnable"])
            mask = (1 << total.bit_length()) - 1
            while True:
                rng = _xs(rng)
                draws += 1
                r = rng & mask
                if r < total:
                    break
            for i, t in enumerate(th):
                if not t["runnable"]:
                    continue
                if r < t["tickets"]:
                    nxt = i
                    break
                r -= t["tickets"]
        else:
            nxt = -1
            for i, t in enumerate(th):
                if t["runnable"] and (nxt < 0 or t["passv"] < th[nxt]["passv"]):
                    nxt = i
            th[nxt]["passv"] = (th[nxt]["passv"] + th[nxt]["stride"]) & M32
        last = nxt
        total = sum(t["tickets"] for t in th if t["runnable"])
        for t in th:
            if t["runnable"]:
                t["ent"] = (t["ent"] + t["tickets"] * SCALE // total) & M32
        t = th[nxt]
        t["state"] = (a * t["state"] + c) & M32
        t["quanta"] += 1
        switches += 1
        for t in th:
            if t["runnable"]:
                lag = (t["quanta"] * SCALE - t["ent"]) & M32
                if lag >= 1 << 31:
                    lag -= 1 << 32
                maxlag = max(maxlag, abs(lag))
    return th, maxlag, switches, draws


def parse_events(word):
    """'j5@10000,l0@15000' -> [(10000, 'j', 5), (15000, 'l', 0)]"""
    out = []
    for ev in word.split(","):
        k, rest = ev[0], ev[1:]
        i, at = rest.split("@")
        out.append((int(at), k, int(i)))
    return out


if __name__ == "__main__":
    import sys
    seed, quanta, work = (int(x) for x in sys.argv[1:4])
    wl = None
    if len(sys.argv) > 6:
        wl = (int(sys.argv[4]), int(sys.argv[5], 0), parse_events(sys.argv[6]))
    for kind in ("rr", "lottery", "stride"):
        th, ml, sw, dr = run(kind, seed, quanta, work, workload=wl)
        for i, t in enumerate(th):
            print("RESULT sched=%s thread=%d tickets=%d quanta=%d state=0x%08x" % (kind, i, t["tickets"], t["quanta"], t["state"]))
        print("SUMMARY sched=%s maxlag=%d switches=%d draws=%d" % (kind, ml, sw, dr))
