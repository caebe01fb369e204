import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)


@pytest.fixture
def sample_output():
    """Summary block of a small run (N=60, 4 realisations, r=2, 10 bins)."""
    with open(os.path.join(HERE, "sample_chain.out")) as fh:
        return fh.read()


@pytest.fixture
def chain_binary():
    """The built binary; tests that need it are skipped before `make`."""
    path = os.environ.get("CHAIN_BIN", os.path.join(ROOT, "bin", "chain"))
    if not os.path.exists(path):
        pytest.skip("bin/chain not built")
    return path
