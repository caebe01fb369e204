"""The statistics of reports and comparisons: Wilson score intervals and unbiased pass@k."""

from __future__ import annotations

import math
from dataclasses import dataclass

# Two-sided 95%: the standard normal quantile at 0.975.
Z_95 = 1.959963984540054


@dataclass(frozen=True)
class Interval:
    """A proportion `rate` = k / n with its confidence interval [low, high]."""

    k: int
    n: int
    rate: float
    low: float
    high: float


def wilson(k: int, n: int, z: float = Z_95) -> Interval | None:
    """Wilson score interval for k successes in n trials; None when n is 0.

    Unlike the normal approximation it stays inside [0, 1] and is sensible at k = 0 and k = n,
    which small benchmark runs hit all the time.
    """
    if n <= 0:
        return None
    if not 0 <= k <= n:
        raise ValueError(f"wilson: k={k} is not within 0..n={n}")
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    center = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    low = 0.0 if k == 0 else max(0.0, center - half)  # exact at the edges, not 1 - 1e-16
    high = 1.0 if k == n else min(1.0, center + half)
    return Interval(k=k, n=n, rate=p, low=low, high=high)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased estimate of pass@k from n attempts with c passes (Chen et al. 2021, "Codex"):
    1 - C(n-c, k) / C(n, k), the chance that at least one of k attempts drawn from the n passes.
    """
    if not 0 <= c <= n:
        raise ValueError(f"pass_at_k: c={c} is not within 0..n={n}")
    if not 1 <= k <= n:
        raise ValueError(f"pass_at_k: k={k} needs 1 <= k <= n={n}")
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def mean_pass_at_k(per_task: dict[str, tuple[int, int]], k: int) -> tuple[float | None, int]:
    """pass@k averaged over the tasks with at least k judged attempts: (estimate, tasks counted).

    `per_task` maps task id -> (n judged attempts, c passed).
    """
    values = [pass_at_k(n, c, k) for n, c in per_task.values() if n >= k]
    return (sum(values) / len(values) if values else None), len(values)
