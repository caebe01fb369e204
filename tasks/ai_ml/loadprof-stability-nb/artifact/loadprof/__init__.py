"""loadprof: how many household load profiles are there? Bootstrap stability for k-means.

Modules
-------
io          configuration files, paths, result tables
features    household features from hourly smart-meter readings
preprocess  outlier caps, scaling and PCA of the feature table
clustering  the k-means factory every experiment uses
stability   subsample-pair stability of a clustering (the paper's criterion)
profiles    the final clustering and its cluster profiles (Table 2)
metrics     clustering agreement measures (ARI, Jaccard, pair counts)
plotting    figures in the paper's style
gmm         BIC model selection with Gaussian mixtures (Section 5, not in the paper's tables)
consensus   consensus matrices (Monti et al. style), the approach of the 2021 workshop version
"""

__version__ = "0.4.1"

from . import io, features, preprocess, clustering, stability, profiles, metrics  # noqa: F401
