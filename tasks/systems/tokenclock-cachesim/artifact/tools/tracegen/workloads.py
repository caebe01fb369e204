"""Workload generators: skewed popularity, phase changes, scans, loops, bursts."""
import itertools


def zipf_sampler(rng, n_objects, alpha, first_id=0):
    weights = [1.0 / (rank ** alpha) for rank in range(1, n_objects + 1)]
    cum = list(itertools.accumulate(weights))
    ids = list(range(first_id, first_id + n_objects))
    rng.shuffle(ids)
    return lambda: rng.choices(ids, cum_weights=cum)[0]


def zipf(rng, n, objects=20_000, alpha=0.9):
    draw = zipf_sampler(rng, objects, alpha)
    return [draw() for _ in range(n)]


def phases(rng, n, objects=8_000, alpha=0.9, phase_len=25_000):
    """The popular set moves every phase_len requests (a diurnal shift)."""
    out, base = [], 0
    while len(out) < n:
        draw = zipf_sampler(rng, objects, alpha, first_id=base)
        out.extend(draw() for _ in range(phase_len))
        base += objects // 2
    return out[:n]


def scan_mix(rng, n, objects=5_000, alpha=0.9, every=12_000, scan=3_000):
    draw = zipf_sampler(rng, objects, alpha)
    out, cold = [], 1_000_000
    while len(out) < n:
        out.extend(draw() for _ in range(every - scan))
        out.extend(range(cold, cold + scan))
        cold += scan
    return out[:n]


def loop_mix(rng, n, loop=2_600, share=0.6, objects=4_000, alpha=1.0):
    draw = zipf_sampler(rng, objects, alpha, first_id=500_000)
    out, i = [], 0
    while len(out) < n:
        if rng.random() < share:
            out.append(i % loop)
            i += 1
        else:
            out.append(draw())
    return out


def bursty(rng, n, objects=30_000, alpha=0.7, burst_p=0.01, burst_len=40):
    """Mostly Zipf; now and then one object is requested burst_len times in a row."""
    draw = zipf_sampler(rng, objects, alpha)
    out = []
    while len(out) < n:
        k = draw()
        out.extend([k] * (burst_len if rng.random() < burst_p else 1))
    return out[:n]


GENERATORS = {"zipf": zipf, "phases": phases, "scan": scan_mix, "loop": loop_mix,
              "bursty": bursty}
