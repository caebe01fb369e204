import numpy as np
import pytest

from tricalib.eval import seeds


def _row(values, metric='nll'):
    return {'per_seed': [{'seed': s, metric: v} for s, v in values]}


def test_t_quantile():
    assert seeds.t_quantile(4) == pytest.approx(2.776)
    assert seeds.t_quantile(100) == pytest.approx(1.96)
    assert np.isnan(seeds.t_quantile(0))


def test_mean_ci():
    mean, sd, half = seeds.mean_ci([1.0, 2.0, 3.0])
    assert mean == pytest.approx(2.0)
    assert sd == pytest.approx(1.0)
    assert half == pytest.approx(4.303 / np.sqrt(3))


def test_paired_uses_common_seeds_only():
    a = _row([(1, 0.50), (2, 0.52), (3, 0.49), (9, 0.10)])
    b = _row([(1, 0.45), (2, 0.46), (3, 0.47)])
    pd = seeds.paired(a, b, 'nll')
    assert pd['n'] == 3
    assert pd['positive'] == 3
    assert pd['diff'] == pytest.approx(np.mean([0.05, 0.06, 0.02]))


def test_summarize_with_baseline():
    results = {'rows': {'plain': _row([(1, 0.5), (2, 0.6)]), 'l2': _row([(1, 0.4), (2, 0.4)])}}
    rows = seeds.summarize(results, ['nll'], baseline='plain')
    by_name = dict((r[0], r) for r in rows)
    assert by_name['plain'][5:] == [None, None, None]
    assert by_name['l2'][5] == pytest.approx(-0.15)
    assert by_name['l2'][7] == '0/2'
