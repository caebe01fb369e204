"""Starter model: bag-of-words nearest-centroid classifier (numpy only).

Each note becomes a vector of raw term counts over the training vocabulary; every
fault family is represented by the mean vector of its training notes, and a new note
goes to the family whose centroid has the highest cosine similarity.
"""
import numpy as np


def tokenize(text):
    return text.lower().split()


class Vectorizer:
    def fit(self, texts):
        self.vocab = {}
        for t in texts:
            for w in tokenize(t):
                self.vocab.setdefault(w, len(self.vocab))
        return self

    def transform(self, texts):
        X = np.zeros((len(texts), len(self.vocab)))
        for i, t in enumerate(texts):
            for w in tokenize(t):
                j = self.vocab.get(w)
                if j is not None:
                    X[i, j] += 1.0
        return X


class NearestCentroid:
    def fit(self, texts, labels):
        self.vec = Vectorizer().fit(texts)
        X = self.vec.transform(texts)
        self.classes = sorted(set(labels))
        y = np.array([self.classes.index(l) for l in labels])
        C = np.stack([X[y == k].mean(axis=0) for k in range(len(self.classes))])
        self.centroids = C / np.linalg.norm(C, axis=1, keepdims=True)
        return self

    def predict(self, texts):
        X = self.vec.transform(texts)
        X /= np.maximum(np.linalg.norm(X, axis=1, keepdims=True), 1e-12)
        return [self.classes[k] for k in np.argmax(X @ self.centroids.T, axis=1)]


def build_model():
    """The experiment calls this; return any object with fit(texts, labels) / predict(texts)."""
    return NearestCentroid()
