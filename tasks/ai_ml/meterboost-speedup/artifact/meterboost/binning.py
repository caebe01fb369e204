"""Candidate split thresholds and bin indices for the histogram trainer.

Thresholds are observed values (quantiles with method="lower"), so a split `x <= t` separates
rows exactly where the training data has a value; for counters they are whole numbers. Bin b of
a feature holds the rows with thresholds[b-1] < x <= thresholds[b]; the last regular bin holds
x > thresholds[-1]; one extra bin (index n_thresholds + 1) holds the missing values.
"""
import numpy as np


class Binner:
    def __init__(self, max_bins=32):
        if max_bins < 2:
            raise ValueError("max_bins must be >= 2")
        self.max_bins = max_bins
        self.thresholds = []

    def fit(self, X):
        qs = np.linspace(0.0, 1.0, self.max_bins + 1)[1:-1]
        self.thresholds = []
        for j in range(X.shape[1]):
            col = X[:, j]
            col = col[~np.isnan(col)]
            if col.size == 0:
                self.thresholds.append(np.zeros(0))
                continue
            t = np.unique(np.quantile(col, qs, method="lower"))
            t = t[t < col.max()]          # a threshold at the maximum splits nothing off
            self.thresholds.append(t)
        return self

    def n_bins(self, j):
        """Regular bins of feature j (the missing bin comes after them)."""
        return len(self.thresholds[j]) + 1

    def transform(self, X):
        """(n, d) float -> (n, d) int16 bin indices; missing -> n_bins(j)."""
        B = np.empty(X.shape, dtype=np.int16)
        for j in range(X.shape[1]):
            col = X[:, j]
            b = np.searchsorted(self.thresholds[j], col, side="left")
            b[np.isnan(col)] = self.n_bins(j)
            B[:, j] = b
        return B

    def threshold(self, j, b):
        """The split value that sends bins 0..b left: x <= thresholds[j][b]."""
        return float(self.thresholds[j][b])
