import numpy as np

from gpkern.data import forecast_split, interpolation_split, thin
from gpkern.metrics import coverage, nlpd, rmse
from gpkern.spectral import frequency_grid, lomb_scargle, top_peaks
from gpkern.vendor.tabulate_lite import tabulate


def test_forecast_split_is_by_time():
    x = np.linspace(0, 10, 101)
    sp = forecast_split(x, x ** 2, 0.8)
    assert sp.x_train.max() < sp.x_test.min()
    assert sp.sizes == (80, 21)


def test_interpolation_split():
    x = np.arange(20.0)
    sp = interpolation_split(x, x, every=5)
    assert sp.sizes == (16, 4)


def test_thin_keeps_order():
    x = np.arange(50.0)
    xs, ys = thin(x, x, 10, seed=1)
    assert len(xs) == 10 and np.all(np.diff(xs) > 0)


def test_metrics():
    y = np.array([0.0, 1.0, 2.0])
    assert rmse(y, y) == 0.0
    assert coverage(y, y, np.ones(3)) == 1.0
    assert np.isfinite(nlpd(y, y + 0.1, np.ones(3)))


def test_periodogram_finds_period():
    rng = np.random.default_rng(0)
    x = np.sort(rng.uniform(0, 20, 300))
    y = np.sin(2 * np.pi * 1.93 * x)
    f = frequency_grid(x, max_freq=4)
    peaks, _ = top_peaks(f, lomb_scargle(x, y, f), 1)
    assert abs(peaks[0] - 1.93) < 0.02


def test_tabulate():
    s = tabulate([["a", 1.0], ["bb", 2.5]], headers=["k", "v"], floatfmt=".2f")
    assert s.splitlines()[2].endswith("1.00")
