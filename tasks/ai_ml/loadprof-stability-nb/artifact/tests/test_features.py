import numpy as np
import pandas as pd

from loadprof.features import SHAPE_COLS, hourly_shape


def _toy_readings():
    rows = []
    for hh in ("A", "B"):
        for day in pd.date_range("2023-01-09", periods=2):
            for h in range(24):
                kwh = 1.0 if hh == "A" else (2.0 if h == 19 else 0.5)
                rows.append((hh, day, h, kwh, "standard", "N"))
    return pd.DataFrame(rows, columns=["household", "day", "hour", "kwh", "tariff", "region"])


def test_shapes_sum_to_one():
    shape = hourly_shape(_toy_readings())
    assert list(shape.columns) == SHAPE_COLS
    np.testing.assert_allclose(shape.sum(axis=1).values, 1.0)


def test_flat_household_is_flat():
    shape = hourly_shape(_toy_readings())
    np.testing.assert_allclose(shape.loc["A"].values, 1 / 24.0)
    assert shape.loc["B"].idxmax() == "h19"
