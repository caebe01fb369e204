import os
import sys

import numpy as np
import pandas as pd
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


@pytest.fixture
def toy_logs(tmp_path):
    """Two small logger files with the same channels."""
    rng = np.random.RandomState(0)
    for name in ("a", "b"):
        df = pd.DataFrame(rng.normal(size=(20, 3)), columns=["x1", "x2", "x3"])
        df["site"] = name
        df["power"] = df["x1"] - df["x2"] + rng.normal(scale=0.1, size=20)
        df.to_csv(str(tmp_path / ("site_%s.csv" % name)), index=False)
    return str(tmp_path)


@pytest.fixture
def toy_inputs():
    rng = np.random.RandomState(1)
    return rng.normal(size=(60, 4))
