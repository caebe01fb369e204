"""A one-hidden-layer MLP in plain numpy, trained with minibatch SGD and momentum.

The search only needs a model whose quality depends on its hyper-parameters in a non-trivial way
and that trains in well under a second per epoch on a laptop CPU. Everything is float64 and every
source of randomness (initialisation, minibatch order) comes from the trial's own seed, so a trial
gives the same numbers on whichever worker runs it.
"""
import math

import numpy as np

ACTIVATIONS = ("tanh", "relu")


def _act(name, z):
    if name == "tanh":
        return np.tanh(z)
    if name == "relu":
        return np.maximum(z, 0.0)
    raise ValueError(f"unknown activation {name!r}")


def _act_grad(name, z, a):
    if name == "tanh":
        return 1.0 - a * a
    return (z > 0).astype(z.dtype)


def _softmax(z):
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


class Standardizer:
    """Column-wise z-scoring fitted on the training split only."""

    def __init__(self):
        self.mu = None
        self.sd = None

    def fit(self, X):
        self.mu = X.mean(axis=0)
        self.sd = X.std(axis=0)
        self.sd[self.sd == 0] = 1.0
        return self

    def transform(self, X):
        return (X - self.mu) / self.sd


class MLP:
    def __init__(self, n_in, n_hidden, n_out, activation="tanh", seed=0):
        if activation not in ACTIVATIONS:
            raise ValueError(f"activation must be one of {ACTIVATIONS}")
        rng = np.random.default_rng(seed)
        scale1 = math.sqrt(2.0 / n_in) if activation == "relu" else math.sqrt(1.0 / n_in)
        self.W1 = rng.standard_normal((n_in, n_hidden)) * scale1
        self.b1 = np.zeros(n_hidden)
        self.W2 = rng.standard_normal((n_hidden, n_out)) * math.sqrt(1.0 / n_hidden)
        self.b2 = np.zeros(n_out)
        self.activation = activation
        self._rng = rng
        self._vel = [np.zeros_like(p) for p in self.params()]

    def params(self):
        return [self.W1, self.b1, self.W2, self.b2]

    def forward(self, X):
        z1 = X @ self.W1 + self.b1
        a1 = _act(self.activation, z1)
        return z1, a1, _softmax(a1 @ self.W2 + self.b2)

    def predict_proba(self, X):
        return self.forward(X)[2]

    def predict(self, X):
        return self.predict_proba(X).argmax(axis=1)

    def loss(self, X, y, l2=0.0):
        p = self.predict_proba(X)
        nll = -np.log(np.clip(p[np.arange(len(y)), y], 1e-12, None)).mean()
        return float(nll + 0.5 * l2 * (np.sum(self.W1 ** 2) + np.sum(self.W2 ** 2)))

    def _grads(self, X, y, l2):
        n = len(y)
        z1, a1, p = self.forward(X)
        d2 = p.copy()
        d2[np.arange(n), y] -= 1.0
        d2 /= n
        gW2 = a1.T @ d2 + l2 * self.W2
        gb2 = d2.sum(axis=0)
        d1 = (d2 @ self.W2.T) * _act_grad(self.activation, z1, a1)
        gW1 = X.T @ d1 + l2 * self.W1
        gb1 = d1.sum(axis=0)
        return [gW1, gb1, gW2, gb2]

    def fit_epochs(self, X, y, epochs, lr, l2=0.0, batch=64, momentum=0.9, clip=5.0):
        """Run `epochs` passes of minibatch SGD. Returns the number of updates made.

        Training continues from the current weights, so calling fit_epochs(3) after
        fit_epochs(1) gives the same weights as a single fit_epochs(4) would not (the minibatch
        order differs); the search therefore always trains a trial from scratch.
        """
        n = len(y)
        steps = 0
        for _ in range(int(epochs)):
            order = self._rng.permutation(n)
            for s in range(0, n, batch):
                ib = order[s:s + batch]
                grads = self._grads(X[ib], y[ib], l2)
                norm = math.sqrt(sum(float(np.sum(g * g)) for g in grads))
                if norm > clip:
                    grads = [g * (clip / norm) for g in grads]
                for p, v, g in zip(self.params(), self._vel, grads):
                    v *= momentum
                    v -= lr * g
                    p += v
                steps += 1
            if not np.isfinite(self.W1).all():
                break
        return steps


def train_trial(data, cfg, epochs, seed):
    """Train one configuration for `epochs` epochs; evaluate on the validation split.

    `cfg` holds hidden, activation, lr, l2, batch. Returns a dict of metrics; a diverged run
    (non-finite weights) reports accuracy 0 and loss inf, which the search ranks last.
    """
    std = Standardizer().fit(data["X_train"])
    Xtr = std.transform(data["X_train"])
    Xva = std.transform(data["X_val"])
    n_out = int(max(data["y_train"].max(), data["y_val"].max())) + 1
    net = MLP(Xtr.shape[1], int(cfg["hidden"]), n_out, cfg["activation"], seed=seed)
    steps = net.fit_epochs(Xtr, data["y_train"], epochs, float(cfg["lr"]), float(cfg["l2"]),
                           int(cfg["batch"]))
    if not all(np.isfinite(p).all() for p in net.params()):
        return {"val_acc": 0.0, "val_loss": float("inf"), "steps": steps, "diverged": True}
    return {
        "val_acc": float((net.predict(Xva) == data["y_val"]).mean()),
        "val_loss": net.loss(Xva, data["y_val"]),
        "train_loss": net.loss(Xtr, data["y_train"], float(cfg["l2"])),
        "steps": steps,
        "diverged": False,
    }


def final_fit(data, cfg, epochs, seed):
    """Retrain the winning configuration and score it on the untouched test split."""
    std = Standardizer().fit(data["X_train"])
    Xtr = std.transform(data["X_train"])
    Xte = std.transform(data["X_test"])
    n_out = int(data["y_train"].max()) + 1
    net = MLP(Xtr.shape[1], int(cfg["hidden"]), n_out, cfg["activation"], seed=seed)
    net.fit_epochs(Xtr, data["y_train"], epochs, float(cfg["lr"]), float(cfg["l2"]), int(cfg["batch"]))
    pred = net.predict(Xte)
    return {
        "test_acc": float((pred == data["y_test"]).mean()),
        "test_loss": net.loss(Xte, data["y_test"]),
        "per_class_recall": [float((pred[data["y_test"] == c] == c).mean())
                             for c in range(n_out)],
    }
