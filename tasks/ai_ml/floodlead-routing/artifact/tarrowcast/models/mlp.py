"""A one-hidden-layer network (tanh) trained with Adam on minibatches, in NumPy.

The 2021 experiments used it (experiments/2021_mlp); it is kept for comparison. Inputs and
targets are standardised; training stops early when the validation loss has not improved for
`patience` epochs (the last 10% of the training rows, in time order, are held out for that).
"""
import numpy as np


class MLP:
    def __init__(self, hidden=32, epochs=30, batch=128, lr=1e-3, l2=1e-4, patience=5, seed=0,
                 clip_min=0.0, verbose=False, **_):
        self.hidden, self.epochs, self.batch = int(hidden), int(epochs), int(batch)
        self.lr, self.l2, self.patience, self.seed = float(lr), float(l2), int(patience), int(seed)
        self.clip_min, self.verbose = clip_min, verbose
        self.history = []

    # -- parameters ------------------------------------------------------------------------
    def _init(self, d_in, d_out, rng):
        self.W1 = rng.normal(0.0, 1.0 / np.sqrt(d_in), (d_in, self.hidden))
        self.b1 = np.zeros(self.hidden)
        self.W2 = rng.normal(0.0, 1.0 / np.sqrt(self.hidden), (self.hidden, d_out))
        self.b2 = np.zeros(d_out)

    def _params(self):
        return [self.W1, self.b1, self.W2, self.b2]

    # -- forward / backward ------------------------------------------------------------------
    def _forward(self, Z):
        H = np.tanh(Z @ self.W1 + self.b1)
        return H, H @ self.W2 + self.b2

    def _grads(self, Z, T):
        H, O = self._forward(Z)
        d = (O - T) / len(Z)
        gW2 = H.T @ d + self.l2 * self.W2
        gb2 = d.sum(axis=0)
        dH = (d @ self.W2.T) * (1.0 - H * H)
        gW1 = Z.T @ dH + self.l2 * self.W1
        gb1 = dH.sum(axis=0)
        return [gW1, gb1, gW2, gb2], float(np.mean((O - T) ** 2))

    def _loss(self, Z, T):
        return float(np.mean((self._forward(Z)[1] - T) ** 2))

    # -- training loop -----------------------------------------------------------------------
    def fit(self, X, Y):
        X, Y = np.asarray(X, float), np.asarray(Y, float)
        ok = ~np.isnan(Y).any(axis=1)
        X, Y = X[ok], Y[ok]
        self.mu, self.sd = X.mean(axis=0), X.std(axis=0)
        self.sd[self.sd < 1e-12] = 1.0
        self.ym, self.ys = Y.mean(), Y.std()
        Z, T = (X - self.mu) / self.sd, (Y - self.ym) / self.ys
        n_val = max(1, len(Z) // 10)
        Zt, Tt, Zv, Tv = Z[:-n_val], T[:-n_val], Z[-n_val:], T[-n_val:]
        rng = np.random.default_rng(self.seed)
        self._init(Z.shape[1], T.shape[1], rng)
        m = [np.zeros_like(p) for p in self._params()]
        v = [np.zeros_like(p) for p in self._params()]
        step, best, best_params, waited = 0, np.inf, None, 0
        for epoch in range(self.epochs):
            order = rng.permutation(len(Zt))
            train_loss = 0.0
            for i in range(0, len(order), self.batch):
                j = order[i:i + self.batch]
                grads, loss = self._grads(Zt[j], Tt[j])
                train_loss += loss * len(j)
                step += 1
                for p, g, mm, vv in zip(self._params(), grads, m, v):
                    mm *= 0.9
                    mm += 0.1 * g
                    vv *= 0.999
                    vv += 0.001 * g * g
                    p -= self.lr * (mm / (1 - 0.9 ** step)) / (np.sqrt(vv / (1 - 0.999 ** step)) + 1e-8)
            val = self._loss(Zv, Tv)
            self.history.append((epoch, train_loss / len(Zt), val))
            if self.verbose:
                print("epoch %3d  train %.4f  valid %.4f" % self.history[-1])
            if val < best - 1e-5:
                best, waited = val, 0
                best_params = [p.copy() for p in self._params()]
            else:
                waited += 1
                if waited >= self.patience:
                    break
        if best_params is not None:
            self.W1, self.b1, self.W2, self.b2 = best_params
        return self

    def predict(self, X):
        Z = (np.asarray(X, float) - self.mu) / self.sd
        P = self._forward(Z)[1] * self.ys + self.ym
        if self.clip_min is not None:
            P = np.maximum(P, self.clip_min)
        return P
