"""Random crash/restart schedules (Table 3).

A schedule is drawn from a seed: `events` fault events spread over the
workload after a warm-up, each crashing one live node (sometimes two at
once) or restarting a crashed one, with at most `max_down` nodes down at
any time; `restart` says which crashed node a restart brings back.  A last phase restarts whatever is still down, and the audit
follows.  The result has the shape of a faults/*.yaml document.
"""
import random


def generate(seed, total_ops, nodes, events=10, max_down=2, warm=400, tail=300,
             pair=0.25, restart="random"):
    if restart not in ("random", "oldest"):
        raise ValueError("restart must be 'random' or 'oldest', not %r" % (restart,))
    rng = random.Random(seed)
    span = total_ops - warm - tail
    slot = span // events
    if slot < 8:
        raise ValueError("workload too short for %d events" % events)
    live = set(range(len(nodes)))
    down = set()
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
            victims = rng.sample(live, k)
            live -= set(victims)
            down |= set(victims)
            since.update((v, at) for v in victims)
            faults = ["crash %s" % nodes[v] for v in victims]
        else:
            if restart == "oldest":
                v = min(sorted(down), key=since.get)
            else:
                v = rng.sample(down, 1)[0]
            down.discard(v)
            live.add(v)
            faults = ["restart %s" % nodes[v]]
        cuts.append((at, faults))

    phases = []
    prev, faults = 0, []
    for i, (at, f) in enumerate(cuts):
        phases.append({"name": "warm" if i == 0 else "e%02d" % i, "ops": at - prev,
                       "faults": faults})
        prev, faults = at, f
    phases.append({"name": "e%02d" % len(cuts), "ops": total_ops - tail - prev,
                   "faults": faults})
    phases.append({"name": "heal", "ops": tail,
                   "faults": ["restart %s" % nodes[v] for v in sorted(down)]})
    return {"name": "s%d" % seed, "phases": phases, "audit": True}
