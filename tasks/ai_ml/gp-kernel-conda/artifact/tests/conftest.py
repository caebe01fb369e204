import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def toy():
    rng = np.random.default_rng(3)
    x = np.sort(rng.uniform(0, 4, 35))
    y = np.sin(2.5 * x) + 0.3 * np.cos(7 * x) + 0.05 * rng.standard_normal(35)
    return x, y
