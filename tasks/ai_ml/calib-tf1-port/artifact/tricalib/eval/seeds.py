"""Seed-level statistics of a results file (per_seed entries of run_table2.py).

The paper reports means over five seeds on one split.  These helpers give the
spread behind those means and paired comparisons between settings (same seed,
same split, so the seed-to-seed variation of the split cancels partly).
"""
import numpy as np

# two-sided 95% quantiles of Student's t, df = 1..30 (no scipy on the lab machines)
T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def t_quantile(df):
    if df < 1:
        return float('nan')
    return T975[df - 1] if df <= len(T975) else 1.960


def by_seed(row, metric):
    """{seed: value} of one setting's per_seed list."""
    return dict((int(r['seed']), float(r[metric])) for r in row.get('per_seed', []))


def mean_ci(values):
    """(mean, sample sd, half-width of the 95% t interval)."""
    v = np.asarray(values, dtype=np.float64)
    if len(v) < 2:
        return float(v.mean()) if len(v) else float('nan'), float('nan'), float('nan')
    sd = float(v.std(ddof=1))
    return float(v.mean()), sd, t_quantile(len(v) - 1) * sd / np.sqrt(len(v))


def paired(row_a, row_b, metric):
    """Paired difference a - b over the seeds both settings have.

    Returns a dict with the number of seeds, mean difference, the 95% half-width
    and how many seeds have a positive difference.
    """
    a, b = by_seed(row_a, metric), by_seed(row_b, metric)
    common = sorted(set(a) & set(b))
    d = np.array([a[s] - b[s] for s in common], dtype=np.float64)
    mean, _, half = mean_ci(d) if len(d) else (float('nan'), float('nan'), float('nan'))
    return dict(n=len(common), diff=mean, half_width=half, positive=int(np.sum(d > 0)))


def summarize(results, metrics, baseline=None):
    """Rows [setting, metric, mean, sd, half-width, (paired diff vs baseline, half-width, +seeds)]."""
    rows = results['rows']
    out = []
    for name in sorted(rows):
        for m in metrics:
            mean, sd, half = mean_ci(list(by_seed(rows[name], m).values()))
            row = [name, m, mean, sd, half]
            if baseline is not None and baseline in rows and name != baseline:
                pd = paired(rows[name], rows[baseline], m)
                row += [pd['diff'], pd['half_width'], '%d/%d' % (pd['positive'], pd['n'])]
            elif baseline is not None:
                row += [None, None, None]
            out.append(row)
    return out
