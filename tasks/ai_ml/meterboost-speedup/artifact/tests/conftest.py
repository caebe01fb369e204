import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


@pytest.fixture(scope="session")
def ensemble():
    from meterboost.ensemble import Ensemble
    return Ensemble.load(os.path.join(ROOT, "model", "ensemble.json"))


@pytest.fixture(scope="session")
def dev_batch():
    from meterboost import io
    return io.load_batch(os.path.join(ROOT, "data", "dev_batch.csv"))
