"""The exported graph must compute what the NumPy model computes."""
import os
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from intentq.export import compare_with_numpy, export_onnx  # noqa: E402
from intentq.model import BagMLP  # noqa: E402


def _inputs(rng, n=16, s=10, vocab=50):
    ids = rng.integers(1, vocab, size=(n, s)).astype(np.int64)
    lengths = rng.integers(1, s + 1, size=n)
    mask = (np.arange(s)[None, :] < lengths[:, None]).astype(np.float32)
    return ids * mask.astype(np.int64), mask


def test_export_matches_numpy_opset11():
    rng = np.random.default_rng(3)
    m = BagMLP(50, 8, 12, 5, seed=2)
    ids, mask = _inputs(rng)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "m.onnx")
        export_onnx(m, path, opset=11)
        ok, diff = compare_with_numpy(m, path, ids, mask)
    assert ok, diff


def test_export_matches_numpy_opset13():
    rng = np.random.default_rng(4)
    m = BagMLP(50, 8, 12, 5, seed=2)
    ids, mask = _inputs(rng)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "m.onnx")
        export_onnx(m, path, opset=13)
        ok, diff = compare_with_numpy(m, path, ids, mask)
    assert ok, diff
