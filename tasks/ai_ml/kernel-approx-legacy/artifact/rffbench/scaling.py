"""Robust standardisation for spiky channels: centre on the median, divide by the MAD.

Logger glitches put heavy-tailed spikes on some channels (vibration, humidity); the sample
standard deviation of those channels is dominated by a handful of spikes, which shrinks the
informative range of the channel once it is standardised. The median and the MAD are not moved
by the spikes.
"""
import numpy as np
from scipy.stats import median_absolute_deviation


class MedianMADScaler(object):
    """(x - median) / MAD, column-wise; constant columns are left unscaled."""

    def fit(self, X):
        X = np.asarray(X, dtype=np.float)
        self.center_ = np.median(X, axis=0)
        scale = np.atleast_1d(median_absolute_deviation(X, axis=0))
        scale[scale == 0.0] = 1.0
        self.scale_ = scale
        return self

    def transform(self, X):
        return (np.asarray(X, dtype=np.float) - self.center_) / self.scale_

    def fit_transform(self, X):
        return self.fit(X).transform(X)

    def inverse_transform(self, Z):
        return np.asarray(Z) * self.scale_ + self.center_
