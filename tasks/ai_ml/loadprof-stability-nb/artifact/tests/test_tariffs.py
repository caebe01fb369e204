import numpy as np
import pandas as pd
import pytest

from loadprof.tariffs import cramers_v, crosstab


def test_cramers_v_independent_is_small():
    rng = np.random.RandomState(0)
    tab = pd.crosstab(rng.randint(0, 3, 2000), rng.randint(0, 3, 2000)).values
    v, p = cramers_v(tab)
    assert v < 0.05


def test_cramers_v_identical_is_one():
    x = np.repeat([0, 1, 2], 100)
    v, _ = cramers_v(pd.crosstab(x, x).values)
    assert v == pytest.approx(1.0, abs=0.02)


def test_crosstab_alignment():
    attrs = pd.DataFrame({"tariff": ["a", "b", "a"], "region": ["N", "N", "S"]},
                         index=pd.Index(["H1", "H2", "H3"], name="household"))
    tab = crosstab([0, 1, 0], ["H1", "H2", "H3"], attrs)
    assert tab.loc[0, "a"] == 2 and tab.loc[1, "b"] == 1
