import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


@pytest.fixture(scope="session")
def tiny_corpus(tmp_path_factory):
    """A small lagsum corpus made by the real generator."""
    out = tmp_path_factory.mktemp("data") / "lagsum-d5"
    subprocess.check_call([sys.executable, os.path.join(ROOT, "tools", "prepare_data.py"),
                           "--task", "lagsum", "--lag", "5", "--seed", "7", "--out", str(out)])
    return str(out)


@pytest.fixture
def root():
    return ROOT
