#!/usr/bin/env python3
"""Off-line MLFQ simulator used while designing the study (spring 2020).

Predates the in-kernel experiment: it was used to pick the quanta and the
boost period before the kernel had a timer driver.  The kernel has changed
since (order of wake-ups and arrivals within a tick, the RR slice rule, the
workload's I/O draws), so its numbers are close to, but not the same as,
what the kernel prints.  Do not use it for the paper's tables.

    python3 tools/mlfq_sim.py --seed 11 --policy mlfq
"""
import argparse
import collections

M64 = (1 << 64) - 1


def splitmix(seed):
    s = seed & M64
    while True:
        s = (s + 0x9E3779B97F4A7C15) & M64
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield z ^ (z >> 31)


def workload(seed, ninter, nbatch, ngamer, window, q0):
    g = splitmix(seed)
    rng = lambda lo, hi: lo + next(g) % (hi - lo + 1)
    left = [ninter, nbatch, ngamer]
    jobs = []
    for pid in range(1, sum(left) + 1):
        k = next(g) % sum(left)
        c = 0 if k < left[0] else (1 if k < left[0] + left[1] else 2)
        left[c] -= 1
        if c == 0:
            arr = rng(0, window)
            bursts = [(rng(1, 3), rng(5, 20)) for _ in range(rng(3, 8))]
        elif c == 1:
            arr = rng(0, window)
            bursts = [(rng(40, 300), 0)]
        else:
            arr = rng(0, window // 4)
            bursts = [(q0 - 1, 1) for _ in range(rng(30, 60))]
        jobs.append({"pid": pid, "cls": "IBG"[c], "arr": arr, "bursts": bursts})
    return jobs


def simulate(jobs, policy, quanta=(4, 8, 16), allot=(8, 16, 32), boost=200, rrq=8):
    nlev = len(quanta) if policy.startswith("mlfq") else 1
    qs = [collections.deque() for _ in range(nlev)]
    st = {j["pid"]: dict(j, phase=0, left=j["bursts"][0][0], lvl=0, used=0, au=0,
                         first=None, done=None, wake=None, state="new") for j in jobs}
    cur, now, finished = None, 0, 0
    slice_of = lambda p: rrq if policy == "rr" else quanta[p["lvl"]]
    while finished < len(jobs):
        for p in st.values():
            if p["state"] == "new" and p["arr"] <= now:
                p["state"] = "ready"
                qs[0].append(p)
        for p in st.values():
            if p["state"] == "io" and p["wake"] <= now:
                p["state"] = "ready"
                p["phase"] += 1
                p["left"] = p["bursts"][p["phase"]][0]
                qs[p["lvl"]].append(p)
        if policy == "mlfqa" and now and now % boost == 0:
            for q in qs[1:]:
                qs[0].extend(q)
                q.clear()
            for p in st.values():
                p["lvl"], p["au"] = 0, 0
        if cur is None:
            for q in qs:
                if q:
                    cur = q.popleft()
                    cur["used"] = 0
                    if cur["first"] is None:
                        cur["first"] = now
                    break
        now += 1
        if cur is None:
            continue
        cur["left"] -= 1
        cur["used"] += 1
        cur["au"] += 1
        if cur["left"] == 0:
            if cur["phase"] == len(cur["bursts"]) - 1:
                cur["done"] = now
                cur["state"] = "done"
                finished += 1
            else:
                cur["state"] = "io"
                cur["wake"] = now + cur["bursts"][cur["phase"]][1]
            cur = None
            continue
        expired = cur["used"] >= slice_of(cur)
        if policy == "mlfq" and expired and cur["lvl"] < nlev - 1:
            cur["lvl"] += 1
        if policy == "mlfqa" and cur["au"] >= allot[cur["lvl"]]:
            cur["lvl"] = min(cur["lvl"] + 1, nlev - 1)
            cur["au"] = 0
            expired = True
        if expired:
            qs[cur["lvl"]].append(cur)
            cur = None
    return list(st.values())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--policy", default="mlfq", choices=["rr", "mlfq", "mlfqa"])
    ap.add_argument("--ninter", type=int, default=12)
    ap.add_argument("--nbatch", type=int, default=6)
    ap.add_argument("--ngamer", type=int, default=3)
    ap.add_argument("--window", type=int, default=1000)
    a = ap.parse_args()
    jobs = workload(a.seed, a.ninter, a.nbatch, a.ngamer, a.window, 4)
    res = simulate(jobs, a.policy)
    by = collections.defaultdict(list)
    for p in res:
        by[p["cls"]].append(p["done"] - p["arr"])
    for cls in "IBG":
        xs = by[cls]
        if xs:
            print("%s: n=%d mean turnaround %.1f ms" % (cls, len(xs), sum(xs) / len(xs)))


if __name__ == "__main__":
    main()
