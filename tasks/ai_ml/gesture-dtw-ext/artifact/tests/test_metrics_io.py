"""Tests of elastic.metrics and elastic.io."""
import numpy as np
import pytest

from elastic.io import read_ucr, write_ucr, znormalise
from elastic.metrics import accuracy, bootstrap_ci, confusion, format_confusion, per_class_recall


def test_accuracy():
    assert accuracy(["a", "b", "b"], ["a", "b", "a"]) == pytest.approx(2 / 3)


def test_confusion_rows_are_true_labels():
    M, labels = confusion(["a", "a", "b"], ["a", "b", "b"])
    assert labels == ["a", "b"]
    assert M.tolist() == [[1, 1], [0, 1]]
    assert "a" in format_confusion(M, labels)


def test_per_class_recall_handles_missing_class():
    r = per_class_recall(["a", "a"], ["a", "b"], labels=["a", "b"])
    assert r == {"a": 0.5, "b": 0.0}


def test_bootstrap_interval_contains_estimate():
    correct = np.r_[np.ones(80), np.zeros(20)]
    lo, hi = bootstrap_ci(correct, n_boot=300)
    assert lo <= 0.8 <= hi


def test_ucr_roundtrip(tmp_path):
    X = np.random.RandomState(0).normal(size=(4, 10))
    y = np.array([1, 2, 1, 2])
    path = tmp_path / "Toy" / "Toy_TRAIN.tsv"
    write_ucr(str(path), X, y)
    X2, y2 = read_ucr(str(path))
    assert np.allclose(X, X2, atol=1e-6)
    assert y2.tolist() == [1, 2, 1, 2]


def test_old_archive_commas(tmp_path):
    path = tmp_path / "old.txt"
    path.write_text("1.0,0.5,0.25\n2.0,1.5,1.25\n")
    X, y = read_ucr(str(path))
    assert X.shape == (2, 2) and y.tolist() == [1, 2]


def test_znormalise():
    Z = znormalise(np.array([[1.0, 2.0, 3.0], [5.0, 5.0, 5.0]]))
    assert np.allclose(Z[0].mean(), 0) and np.allclose(Z[0].std(), 1)
    assert np.all(Z[1] == 0)
