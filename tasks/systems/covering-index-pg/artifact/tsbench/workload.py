"""Seeded sensor fleet, readings and query parameters.

Everything the benchmark loads or asks is derived from one integer seed, so
that a run can be repeated exactly.  Values are stored in milli-units as
integers; time is counted in steps of STEP_S seconds from START.
"""
import random

STEP_S = 15
START = "2021-03-01 00:00:00+00"

SITES = ["annex", "atrium", "boiler", "cellar", "dock", "garage",
         "lab", "loft", "roof", "vault", "wing", "yard"]

# scale presets (experiment.json "scale")
SCALES = {
    "paper": {"sensors": 300, "steps": 4800, "live_steps": 600, "queries": 30},
    "small": {"sensors": 60, "steps": 960, "live_steps": 0, "queries": 10},
}

PRESENT = 0.92               # probability that a sensor reports in a step
Q1_WINDOW = 120              # steps (30 min), one sensor
Q2_WINDOW = 20               # steps (5 min), all sensors
Q3_LIMIT = 10                # latest readings of one sensor
Q4_WINDOW = 60               # steps (15 min), one site


def scale(name):
    return dict(SCALES[name])


def fleet(seed, sensors):
    """Sensor registry: list of (sensor_id, tag, site), tags as the
    installers entered them."""
    rng = random.Random(seed * 31 + 7)
    out = []
    per_site = {}
    for sid in range(1, sensors + 1):
        site = SITES[int(rng.random() * len(SITES))]
        n = per_site[site] = per_site.get(site, 0) + 1
        style = rng.random()
        if style < 0.07:
            name = site.capitalize()
        elif style < 0.10:
            name = site.upper()
        else:
            name = site
        out.append((sid, "%s-%02d" % (name, n), site))
    return out


def readings(seed, sensors, steps):
    """Yield (sensor_id, step, value) in arrival order (step by step)."""
    rng = random.Random(seed)
    base = [int(15000 + 10000 * rng.random()) for _ in range(sensors)]
    drift = [int(-400 + 800 * rng.random()) for _ in range(sensors)]
    rnd = rng.random
    for step in range(steps):
        for s in range(sensors):
            if rnd() < PRESENT:
                noise = int((rnd() - 0.5) * 2000)
                yield s + 1, step, base[s] + (drift[s] * step) // steps + noise


def queries(seed, sensors, steps, n):
    """Query parameters: dict qtype -> list of tuples (times in steps)."""
    rng = random.Random(seed * 7919 + 17)
    q = {"Q1": [], "Q2": [], "Q3": [], "Q4": []}
    for _ in range(n):
        s = 1 + int(rng.random() * sensors)
        t0 = int(rng.random() * (steps - Q1_WINDOW))
        q["Q1"].append((s, t0, t0 + Q1_WINDOW - 1))
    for _ in range(n):
        t0 = int(rng.random() * (steps - Q2_WINDOW))
        q["Q2"].append((t0, t0 + Q2_WINDOW - 1))
    for _ in range(n):
        s = 1 + int(rng.random() * sensors)
        t = Q3_LIMIT * 4 + int(rng.random() * (steps - Q3_LIMIT * 4))
        q["Q3"].append((s, t))
    for _ in range(n):
        site = SITES[int(rng.random() * len(SITES))]
        t0 = int(rng.random() * (steps - Q4_WINDOW))
        q["Q4"].append((site, t0, t0 + Q4_WINDOW - 1))
    return q


def site_bounds(site):
    """Half-open key range [lo, hi) of the tags of one site."""
    return site, site[:-1] + chr(ord(site[-1]) + 1)
