"""From the feature table to the matrix that is clustered: caps, scaling, PCA."""
import numpy as np
from sklearn.decomposition import PCA
from sklearn.preprocessing import StandardScaler

from .features import SHAPE_COLS

# Weekend homes (holiday cottages, offices registered as domestic) have weekend/weekday ratios
# of 5 to 15; left alone they dominate the scaled weekend_ratio column and PCA spends a whole
# component on them. The paper caps the ratio (Section 3.2).
WEEKEND_CAP = 1.6
LEVEL_CLIP = (-3.0, 3.5)


def cap_outliers(feats, weekend_cap=WEEKEND_CAP, level_clip=LEVEL_CLIP):
    feats = feats.copy()
    feats["weekend_ratio"][feats["weekend_ratio"] > weekend_cap] = weekend_cap
    feats["log_daily_kwh"] = feats["log_daily_kwh"].clip(*level_clip)
    return feats


def feature_matrix(feats, shape_weight=1.0):
    """Columns in a fixed order; the 24 shape columns can be down-weighted as a block."""
    cols = SHAPE_COLS + ["log_daily_kwh", "weekend_ratio"]
    X = feats[cols].to_numpy(dtype=float)
    X = StandardScaler().fit_transform(X)
    X[:, :24] *= shape_weight
    return X


def reduce(X, n_components=6, seed=0):
    pca = PCA(n_components=n_components, random_state=seed)
    Z = pca.fit_transform(X)
    return Z, pca


def prepare(feats, n_components=6, shape_weight=1.0, seed=0):
    """cap -> scale -> PCA; returns the reduced matrix and the fitted PCA."""
    capped = cap_outliers(feats)
    X = feature_matrix(capped, shape_weight=shape_weight)
    Z, pca = reduce(X, n_components=n_components, seed=seed)
    return Z, pca, capped


def explained(pca):
    return np.round(np.cumsum(pca.explained_variance_ratio_), 4)
