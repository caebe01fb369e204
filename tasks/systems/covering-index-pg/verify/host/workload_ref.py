"""Seeded sensor data and query parameters (shared by the loader and the
benchmark).  Values are stored in milli-units as integers."""
import random

SENSORS = 120
STEPS = 1800                 # 15-second steps: 7.5 hours
STEP_S = 15
START = "2021-03-01 00:00:00+00"
PRESENT = 0.92               # probability that a sensor reports in a step
QUERIES_PER_TYPE = 30
Q1_WINDOW = 120              # steps (30 min), one sensor
Q2_WINDOW = 20               # steps (5 min), all sensors
Q3_LIMIT = 10


def readings(seed):
    """Yield (sensor_id, step, value) in arrival order."""
    rng = random.Random(seed)
    base = [int(15000 + 10000 * rng.random()) for _ in range(SENSORS)]
    drift = [int(-400 + 800 * rng.random()) for _ in range(SENSORS)]
    for step in range(STEPS):
        for s in range(SENSORS):
            if rng.random() < PRESENT:
                noise = int((rng.random() - 0.5) * 2000)
                yield s + 1, step, base[s] + (drift[s] * step) // STEPS + noise


def queries(seed):
    """Query parameters: dict qtype -> list of tuples (in steps)."""
    rng = random.Random(seed * 7919 + 17)
    q = {"Q1": [], "Q2": [], "Q3": []}
    for _ in range(QUERIES_PER_TYPE):
        s = 1 + int(rng.random() * SENSORS)
        t0 = int(rng.random() * (STEPS - Q1_WINDOW))
        q["Q1"].append((s, t0, t0 + Q1_WINDOW - 1))
    for _ in range(QUERIES_PER_TYPE):
        t0 = int(rng.random() * (STEPS - Q2_WINDOW))
        q["Q2"].append((t0, t0 + Q2_WINDOW - 1))
    for _ in range(QUERIES_PER_TYPE):
        s = 1 + int(rng.random() * SENSORS)
        t = Q3_LIMIT * 4 + int(rng.random() * (STEPS - Q3_LIMIT * 4))
        q["Q3"].append((s, t))
    return q
