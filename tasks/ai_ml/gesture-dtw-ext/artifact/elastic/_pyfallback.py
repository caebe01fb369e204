"""Pure-Python stand-in for the C++ core, for machines without a compiler.

Exact DTW in pure Python is far too slow for the 1-NN experiments, so the fallback works
on a coarse copy of each series (mean of every COARSEN consecutive samples; windows are
scaled accordingly). It has the same API and is fine for trying the package out, but
distances and neighbours are approximate.
"""
import math

COARSEN = 4


def _coarse(x):
    x = [float(v) for v in x]
    k = COARSEN
    return [sum(x[i:i + k]) / len(x[i:i + k]) for i in range(0, len(x), k)]


def _dtw(a, b, window, cutoff=math.inf):
    n, m = len(a), len(b)
    inf = math.inf
    w = max(n, m) if window < 0 else max(window, abs(n - m))
    prev = [0.0] + [inf] * m
    cut2 = cutoff * cutoff
    for i in range(1, n + 1):
        cur = [inf] * (m + 1)
        lo, hi = min(max(i - w, 1), m), min(max(i + w, 1), m)
        ai = a[i - 1]
        for j in range(lo, hi + 1):
            d = ai - b[j - 1]
            cur[j] = d * d + min(prev[j - 1], prev[j], cur[j - 1])
        if min(cur[lo:hi + 1]) > cut2:
            return inf
        prev = cur
    return math.sqrt(prev[m] * COARSEN)


def dtw(a, b, window=-1):
    w = window if window < 0 else max(1, round(window / COARSEN))
    return _dtw(_coarse(a), _coarse(b), w)


def nearest(refs, queries, window=-1):
    import numpy as np
    w = window if window < 0 else max(1, round(window / COARSEN))
    R = [_coarse(r) for r in np.asarray(refs)]
    idx, dist = [], []
    for q in np.asarray(queries):
        q = _coarse(q)
        best, arg = math.inf, -1
        for k, r in enumerate(R):
            d = _dtw(q, r, w, best)
            if d < best:
                best, arg = d, k
        idx.append(arg)
        dist.append(best)
    return np.array(idx), np.array(dist)
