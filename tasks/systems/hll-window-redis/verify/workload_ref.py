"""Python port of internal/workload (hidden, verify only)."""
M64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.s = seed & M64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n):
        return (self.next() * n) >> 64


def minute(p, m):
    r = SplitMix64(p["seed"] * 1000003 + m)
    out = []
    for _ in range(p["events_per_minute"]):
        if r.below(100) < p["hot_share"]:
            out.append(1 + r.below(p["hot_users"]))
        else:
            out.append(1 + p["hot_users"] + r.below(p["users"] - p["hot_users"]))
    return out
