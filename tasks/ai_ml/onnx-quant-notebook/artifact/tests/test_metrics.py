import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from intentq import metrics  # noqa: E402


def test_macro_f1_perfect():
    y = np.array([0, 1, 2, 2, 1])
    assert metrics.macro_f1(y, y, 3) == 1.0


def test_agreement_and_drift():
    a = np.array([[1.0, 0.0], [0.0, 1.0]])
    b = np.array([[0.9, 0.1], [0.6, 0.4]])
    assert metrics.agreement(a, b) == 0.5
    mean, mx = metrics.logit_drift(a, b)
    assert abs(mx - 0.6) < 1e-12 and abs(mean - 0.35) < 1e-12


def test_confusion_counts():
    cm = metrics.confusion([0, 1, 1], [0, 0, 1], 2)
    assert cm.tolist() == [[1, 1], [0, 1]]
