"""Lower bounds for DTW (LB_Kim, LB_Keogh) and a cascade that uses them.

Used by experiments/lb_pruning.py. Table 1 does not need them: the C++ core's early abandoning
already gives most of the speed-up on series this short. All bounds are for the squared point
cost and are returned as sqrt(cost), like ``elastic.dtw``.
"""
import numpy as np


def envelope(x, window):
    """Upper and lower envelope of `x` under a Sakoe-Chiba band of half-width `window` samples."""
    x = np.asarray(x, dtype=float)
    n = len(x)
    if window < 0 or window >= n:
        return np.full(n, x.max()), np.full(n, x.min())
    upper = np.empty(n)
    lower = np.empty(n)
    for i in range(n):
        lo, hi = max(0, i - window), min(n, i + window + 1)
        upper[i] = x[lo:hi].max()
        lower[i] = x[lo:hi].min()
    return upper, lower


def lb_kim(a, b):
    """LB_Kim (first/last point version): the two end points are always matched."""
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    return float(np.sqrt((a[0] - b[0]) ** 2 + (a[-1] - b[-1]) ** 2))


def lb_keogh(query, upper, lower):
    """LB_Keogh of `query` against a candidate's envelope (equal lengths)."""
    q = np.asarray(query, dtype=float)
    above = np.clip(q - upper, 0.0, None)
    below = np.clip(lower - q, 0.0, None)
    return float(np.sqrt(np.sum(above ** 2 + below ** 2)))


def lb_keogh_batch(queries, upper, lower):
    """LB_Keogh of every row of `queries` against one envelope."""
    Q = np.asarray(queries, dtype=float)
    above = np.clip(Q - upper[None, :], 0.0, None)
    below = np.clip(lower[None, :] - Q, 0.0, None)
    return np.sqrt(np.sum(above ** 2 + below ** 2, axis=1))


class Cascade:
    """Counts how many candidates each bound prunes in a 1-NN search.

    `dtw` is any callable dtw(a, b, window) -> float, typically ``elastic.dtw``.
    """

    def __init__(self, refs, window, dtw):
        self.refs = np.asarray(refs, dtype=float)
        self.window = window
        self.dtw = dtw
        self.envelopes = [envelope(r, window) for r in self.refs]
        self.stats = {"kim": 0, "keogh": 0, "dtw": 0}

    def nearest(self, query):
        best, arg = np.inf, -1
        for k, r in enumerate(self.refs):
            if lb_kim(query, r) >= best:
                self.stats["kim"] += 1
                continue
            u, lo = self.envelopes[k]
            if lb_keogh(query, u, lo) >= best:
                self.stats["keogh"] += 1
                continue
            self.stats["dtw"] += 1
            d = self.dtw(query, r, self.window)
            if d < best:
                best, arg = d, k
        return arg, best

    def pruned_fraction(self):
        total = sum(self.stats.values())
        return 0.0 if total == 0 else 1.0 - self.stats["dtw"] / total
