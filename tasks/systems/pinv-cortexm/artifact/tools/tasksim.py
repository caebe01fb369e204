#!/usr/bin/env python3
"""tasksim - quick host-side simulator of kestrel's dispatcher (kestrel 0.8).

Written to explore task-set parameters before booting the kernel.  It models
the 0.8 dispatcher: releases, then a pick by effective priority, locks taken
at the start of the section and released at the *start of the next tick*
(0.9 unlocks at the end of the section's last tick, see CHANGELOG), and no
wake-up pass for waiters (they retry when picked).  Its numbers therefore
differ slightly from the kernel's for task sets with back-to-back sections;
the paper's numbers come from the kernel, not from this script.

    python3 tools/tasksim.py --seed 11 --ntasks 6 --util 85 --horizon 3000
"""
import argparse

PERIODS = [20, 25, 30, 40, 50, 60, 80, 100, 120, 150]


class XorShift:
    def __init__(self, seed):
        self.s = ((seed * 2654435761) & 0xFFFFFFFF) ^ 0x5BD1E995 or 1

    def below(self, n):
        x = self.s
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.s = x
        return x % n if n else 0


def gen(seed, ntasks, nres, util):
    rng = XorShift(seed)
    out = []
    for _ in range(ntasks):
        T = PERIODS[rng.below(len(PERIODS))]
        C = max(3, util * T // (100 * ntasks) + rng.below(3))
        C = min(C, T // 2)
        ph = rng.below(T // 2)
        if rng.below(4):
            r = rng.below(nres)
            cs = 1 + rng.below(C // 2)
            pre = rng.below(C - cs + 1)
        else:
            r, cs, pre = -1, 0, C
        out.append(dict(T=T, C=C, ph=ph, r=r, cs=cs, pre=pre))
    out.sort(key=lambda t: t["T"])
    return out


def simulate(ts, proto, horizon):
    n = len(ts)
    ceil = {}
    for i, t in enumerate(ts):
        if t["r"] >= 0:
            ceil.setdefault(t["r"], i)
    left = [0] * n
    done_pre = [0] * n
    hold = [False] * n
    owner = {}
    pending_unlock = []
    inv = [0] * n
    worst = [0] * n
    cur = [0] * n
    misses = 0
    rel = [0] * n
    for now in range(horizon):
        for r in pending_unlock:
            owner.pop(r, None)
        pending_unlock = []
        for i, t in enumerate(ts):
            if now >= t["ph"] and (now - t["ph"]) % t["T"] == 0:
                if left[i]:
                    misses += 1
                left[i], done_pre[i], cur[i], rel[i] = t["C"], 0, 0, now

        def eff(i):
            if not hold[i] or proto == "none":
                return i
            if proto == "pcp":
                return min(i, ceil[ts[i]["r"]])
            return min([i] + [k for k in range(n) if left[k] and ts[k]["r"] == ts[i]["r"] and not hold[k]])

        order = sorted((i for i in range(n) if left[i]), key=lambda i: (eff(i), i))
        run = None
        for i in order:
            t = ts[i]
            in_cs = t["r"] >= 0 and t["pre"] <= done_pre[i] < t["pre"] + t["cs"]
            if in_cs and not hold[i]:
                if owner.get(t["r"]) not in (None, i):
                    continue
                owner[t["r"]] = i
                hold[i] = True
            run = i
            break
        if run is None:
            continue
        for i in range(run):
            if left[i]:
                inv[i] += 1
                cur[i] += 1
        left[run] -= 1
        done_pre[run] += 1
        t = ts[run]
        if hold[run] and done_pre[run] == t["pre"] + t["cs"]:
            hold[run] = False
            pending_unlock.append(t["r"])
        if left[run] == 0:
            worst[run] = max(worst[run], cur[run])
            if now + 1 > rel[run] + t["T"]:
                misses += 1
    return dict(misses=misses, inv_total=sum(inv), inv_max=max(worst), hp_inv_max=worst[0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--ntasks", type=int, default=6)
    ap.add_argument("--nres", type=int, default=2)
    ap.add_argument("--util", type=int, default=85)
    ap.add_argument("--horizon", type=int, default=3000)
    a = ap.parse_args()
    ts = gen(a.seed, a.ntasks, a.nres, a.util)
    for p in ("none", "pip", "pcp"):
        print(p, simulate(ts, p, a.horizon))


if __name__ == "__main__":
    main()
