#!/usr/bin/env bash
# Reference solution: replace the starter model with a checklist-aware tf-idf centroid model.
set -euo pipefail
cat > triage/model.py <<'PYEOF'
"""Reference improvement: checklist-aware tokens + tf-idf + nearest centroid.

Technicians write what they ruled out ("no X", "not X", "without X").  The starter counts
the ruled-out cue X as evidence *for* X's family; here the negator and the word after it
become one token (NEG_X), which is evidence for a different family.  Function words are
damped by inverse document frequency, and term counts are sublinear.
"""
import numpy as np

NEGATORS = {"no", "not", "without"}


def tokenize(text):
    w = text.lower().split()
    out, i = [], 0
    while i < len(w):
        if w[i] in NEGATORS and i + 1 < len(w):
            out.append("NEG_" + w[i + 1])
            i += 2
        else:
            out.append(w[i])
            i += 1
    return out


class TfidfCentroid:
    def _counts(self, texts):
        X = np.zeros((len(texts), len(self.vocab)))
        for i, t in enumerate(texts):
            for w in tokenize(t):
                j = self.vocab.get(w)
                if j is not None:
                    X[i, j] += 1.0
        return X

    def _tfidf(self, texts):
        X = self._counts(texts)
        X = np.log1p(X) * self.idf
        return X / np.maximum(np.linalg.norm(X, axis=1, keepdims=True), 1e-12)

    def fit(self, texts, labels):
        self.vocab = {}
        for t in texts:
            for w in tokenize(t):
                self.vocab.setdefault(w, len(self.vocab))
        C = self._counts(texts)
        self.idf = np.log((1 + len(texts)) / (1 + (C > 0).sum(axis=0))) + 1.0
        X = self._tfidf(texts)
        self.classes = sorted(set(labels))
        y = np.array([self.classes.index(l) for l in labels])
        M = np.stack([X[y == k].mean(axis=0) for k in range(len(self.classes))])
        self.centroids = M / np.linalg.norm(M, axis=1, keepdims=True)
        return self

    def predict(self, texts):
        S = self._tfidf(texts) @ self.centroids.T
        return [self.classes[k] for k in np.argmax(S, axis=1)]


def build_model():
    return TfidfCentroid()
PYEOF
bash run.sh
