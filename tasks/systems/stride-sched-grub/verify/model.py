"""Host-side reference model of strideos's schedulers (hidden, verify only)."""
M32 = 0xFFFFFFFF
MAXT = 6
STRIDE1 = 1 << 20
SCALE = 10000


def _xs(x):
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def run(kind, seed, quanta, work, stride1=STRIDE1, join_at=None, leave_at=None):
    tk = (seed ^ 0x9E3779B9) & M32 or 1
    th = []
    for i in range(MAXT):
        tk = _xs(tk)
        tickets = 10 * (1 + tk % 10)
        th.append(dict(tickets=tickets, stride=stride1 // tickets, passv=0, runnable=False,
                       quanta=0, ent=0, state=(seed + i * 7919) & M32))
    for i in range(5):
        th[i]["runnable"] = True
    rng = ((seed ^ 0xA5A5A5A5) | 1) & M32
    maxlag = switches = draws = 0
    last = MAXT - 1
    # the LCG chain of `work` steps, applied per quantum: precompute its affine map
    a, c = 1, 0
    for _ in range(work):
        a, c = (a * 1103515245) & M32, (c * 1103515245 + 12345) & M32
    for q in range(quanta):
        if q == (quanta // 2 if join_at is None else join_at):
            th[5]["passv"] = min([t["passv"] for t in th if t["runnable"]], default=M32)
            th[5]["runnable"] = True
        if q == ((quanta // 4) * 3 if leave_at is None else leave_at):
            th[0]["runnable"] = False
        if kind == "rr":
            nxt = next((last + k) % MAXT for k in range(1, MAXT + 1) if th[(last + k) % MAXT]["runnable"])
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


if __name__ == "__main__":
    import sys
    seed, quanta, work = (int(x) for x in sys.argv[1:4])
    for kind in ("rr", "lottery", "stride"):
        th, ml, sw, dr = run(kind, seed, quanta, work)
        for i, t in enumerate(th):
            print("RESULT sched=%s thread=%d tickets=%d quanta=%d state=0x%08x" % (kind, i, t["tickets"], t["quanta"], t["state"]))
        print("SUMMARY sched=%s maxlag=%d switches=%d draws=%d" % (kind, ml, sw, dr))
