import numpy as np

from rbfpool.data.synthetic import CLASSES, make_dataset, make_split


def test_split_is_deterministic():
    a = make_split(3, 12, n_points=16)
    b = make_split(3, 12, n_points=16)
    assert np.array_equal(a[0], b[0]) and np.array_equal(a[1], b[1])


def test_shapes_are_normalised():
    x, y = make_split(5, 24, n_points=32)
    r = np.linalg.norm(x, axis=-1).max(axis=1)
    assert np.allclose(r, 1.0, atol=1e-5)
    assert set(y.tolist()) <= set(range(len(CLASSES)))


def test_train_and_test_differ():
    d = make_dataset(1, 12, 12, n_points=16)
    assert not np.array_equal(d["train_x"], d["test_x"])
