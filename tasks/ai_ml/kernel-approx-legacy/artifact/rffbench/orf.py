"""Orthogonal random features (ORF) for the RBF kernel.

Blocks of d frequencies are drawn as a uniformly random orthogonal matrix (QR of a Gaussian
matrix) whose rows are rescaled by chi-distributed norms, so that each row has the marginal
distribution of a Gaussian frequency while rows within a block are orthogonal. Used in the
appendix experiment (configs/appendix_orf.yaml); Table 2 uses plain RFF.
"""
import numpy as np
from sklearn.utils import check_random_state


class OrthogonalRandomFeatures(object):
    def __init__(self, gamma=1.0, n_components=100, random_state=None):
        self.gamma = gamma
        self.n_components = n_components
        self.random_state = random_state

    def _orthogonal_block(self, rng, d):
        G = rng.normal(size=(d, d))
        Q, R = np.linalg.qr(G)
        Q = Q * np.sign(np.diag(R))
        norms = np.sqrt(rng.chisquare(d, size=d))
        return Q * norms[:, None]

    def fit(self, X, y=None):
        X = np.asarray(X)
        rng = check_random_state(self.random_state)
        d = X.shape[1]
        blocks, have = [], 0
        while have < self.n_components:
            blocks.append(self._orthogonal_block(rng, d))
            have += d
        W = np.vstack(blocks)[: self.n_components].T
        self.random_weights_ = np.sqrt(2.0 * self.gamma) * W
        self.random_offset_ = rng.uniform(0, 2 * np.pi, size=self.n_components)
        return self

    def transform(self, X):
        proj = np.dot(np.asarray(X), self.random_weights_) + self.random_offset_
        return np.sqrt(2.0 / self.n_components) * np.cos(proj)

    def fit_transform(self, X, y=None):
        return self.fit(X).transform(X)
