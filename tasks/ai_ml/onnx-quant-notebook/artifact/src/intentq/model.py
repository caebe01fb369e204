"""The bag-of-pieces MLP classifier, written in NumPy (forward and backward by hand).

    h0 = sum_t mask[t] * E[ids[t]] / max(1, sum_t mask[t])     (masked mean of embeddings)
    h1 = relu(h0 @ W1 + b1)
    z  = h1 @ W2 + b2                                           (logits)

Parameters are float64 while training; ``export`` writes float32.
"""
import numpy as np

PARAM_NAMES = ("E", "W1", "b1", "W2", "b2")


class BagMLP:
    def __init__(self, vocab_size, emb_dim, hidden, n_classes, seed=0):
        rng = np.random.default_rng(seed)
        self.params = {
            "E": rng.normal(0.0, 0.1, size=(vocab_size, emb_dim)),
            "W1": rng.normal(0.0, np.sqrt(2.0 / emb_dim), size=(emb_dim, hidden)),
            "b1": np.zeros(hidden),
            "W2": rng.normal(0.0, np.sqrt(1.0 / hidden), size=(hidden, n_classes)),
            "b2": np.zeros(n_classes),
        }
        self.params["E"][0] = 0.0           # [PAD]
        self.config = {"vocab_size": vocab_size, "emb_dim": emb_dim, "hidden": hidden,
                       "n_classes": n_classes, "seed": seed}

    # -- forward ---------------------------------------------------------------------------
    def forward(self, ids, mask, cache=False):
        p = self.params
        m = mask.astype(np.float64)
        count = np.maximum(m.sum(axis=1, keepdims=True), 1.0)
        emb = p["E"][ids]                                   # [b, s, d]
        h0 = (emb * m[:, :, None]).sum(axis=1) / count      # [b, d]
        a1 = h0 @ p["W1"] + p["b1"]
        h1 = np.maximum(a1, 0.0)
        z = h1 @ p["W2"] + p["b2"]
        if cache:
            return z, (ids, m, count, h0, a1, h1)
        return z

    def predict(self, ids, mask, batch_size=512):
        out = []
        for s in range(0, len(ids), batch_size):
            out.append(self.forward(ids[s:s + batch_size], mask[s:s + batch_size]))
        return np.concatenate(out, axis=0)

    # -- loss and gradients ----------------------------------------------------------------
    def loss_and_grads(self, ids, mask, labels, weight_decay=0.0):
        p = self.params
        z, (ids, m, count, h0, a1, h1) = self.forward(ids, mask, cache=True)
        z = z - z.max(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        n = len(labels)
        loss = -logp[np.arange(n), labels].mean()
        dz = np.exp(logp)
        dz[np.arange(n), labels] -= 1.0
        dz /= n
        g = {}
        g["W2"] = h1.T @ dz
        g["b2"] = dz.sum(axis=0)
        dh1 = dz @ p["W2"].T
        da1 = dh1 * (a1 > 0)
        g["W1"] = h0.T @ da1
        g["b1"] = da1.sum(axis=0)
        dh0 = da1 @ p["W1"].T                              # [b, d]
        demb = (dh0 / count)[:, None, :] * m[:, :, None]   # [b, s, d]
        gE = np.zeros_like(p["E"])
        np.add.at(gE, ids.reshape(-1), demb.reshape(-1, demb.shape[-1]))
        gE[0] = 0.0
        g["E"] = gE
        if weight_decay:
            loss += 0.5 * weight_decay * sum((p[k] ** 2).sum() for k in ("W1", "W2"))
            g["W1"] = g["W1"] + weight_decay * p["W1"]
            g["W2"] = g["W2"] + weight_decay * p["W2"]
        return loss, g

    # -- persistence -----------------------------------------------------------------------
    def state_dict(self):
        return {k: v.copy() for k, v in self.params.items()}

    def save(self, path):
        cfg = {"cfg_" + k: np.array(v) for k, v in self.config.items()}
        np.savez(path, **self.params, **cfg)

    @classmethod
    def load(cls, path):
        blob = np.load(path)
        cfg = {k[4:]: int(blob[k]) for k in blob.files if k.startswith("cfg_")}
        m = cls(cfg["vocab_size"], cfg["emb_dim"], cfg["hidden"], cfg["n_classes"], cfg.get("seed", 0))
        for k in PARAM_NAMES:
            m.params[k] = blob[k].astype(np.float64)
        return m
