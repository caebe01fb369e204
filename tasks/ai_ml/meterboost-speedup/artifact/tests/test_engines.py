"""The matrix engine must agree with the reference walker."""
import numpy as np
import pytest

from meterboost import predict, schema


@pytest.mark.slow
def test_matrix_matches_python_on_random_rows(ensemble):
    rng = np.random.default_rng(1)
    X = rng.standard_normal((300, len(schema.FEATURES)))
    a = np.asarray(predict.predict_proba(ensemble, X, engine="python"))
    b = np.asarray(predict.predict_proba(ensemble, X, engine="matrix"))
    assert np.abs(a - b).max() < 1e-9
