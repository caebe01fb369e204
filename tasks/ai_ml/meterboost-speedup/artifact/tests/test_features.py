import numpy as np

from meterboost import features, schema


def test_feature_order(dev_batch):
    X = features.feature_matrix(dev_batch.raw)
    assert X.shape[1] == len(schema.FEATURES)
    assert np.array_equal(X[:, :16], dev_batch.raw, equal_nan=True)


def test_night_share_range(dev_batch):
    X = features.feature_matrix(dev_batch.raw)
    share = X[:, schema.FEATURES.index("night_share")]
    ok = share[~np.isnan(share)]
    assert ok.min() >= 0.0 and ok.max() <= 1.0


def test_dtype_option(dev_batch):
    assert features.feature_matrix(dev_batch.raw[:5], "float32").dtype == np.float32
