"""Linear probes on recurrent hidden states (Figure 3).

For every lag k we fit a multinomial logistic regression that reads x_{t-k} off h_t, on the
hidden states of the valid split, and report held-out probe accuracy. A GRU warm-started from
the copy task keeps x_{t-5} linearly decodable from the first epoch on; the scratch GRU does not.
"""
import numpy as np
import torch
import torch.nn.functional as F

from copyspan.utils.checkpoint import unwrap


@torch.no_grad()
def collect_states(model, loader, device, max_batches=None):
    model = unwrap(model)
    model.eval()
    H, X = [], []
    for i, batch in enumerate(loader):
        if max_batches and i >= max_batches:
            break
        ids = batch["input_ids"].to(device)
        mask = batch["attention_mask"].to(device)
        h = model.encode(ids, mask)
        H.append(h.float().cpu())
        X.append(ids.cpu())
    return torch.cat(H, 0), torch.cat(X, 0)


def lagged_pairs(H, X, lag, token_offset=2):
    """States h_t and the digit x_{t-lag} (token ids are offset by pad/unk)."""
    if lag >= X.shape[1]:
        raise ValueError("lag %d >= length %d" % (lag, X.shape[1]))
    h = H[:, lag:, :].reshape(-1, H.shape[-1])
    x = X[:, :X.shape[1] - lag].reshape(-1) - token_offset
    keep = x >= 0
    return h[keep], x[keep]


def fit_probe(h, y, num_classes=10, epochs=200, lr=0.1, weight_decay=1e-4, seed=0):
    g = torch.Generator().manual_seed(seed)
    n = h.shape[0]
    perm = torch.randperm(n, generator=g)
    cut = int(0.8 * n)
    tr, te = perm[:cut], perm[cut:]
    mu, sd = h[tr].mean(0), h[tr].std(0) + 1e-6
    hs = (h - mu) / sd
    W = torch.zeros(h.shape[1], num_classes, requires_grad=True)
    b = torch.zeros(num_classes, requires_grad=True)
    opt = torch.optim.LBFGS([W, b], lr=lr, max_iter=epochs, line_search_fn="strong_wolfe")

    def closure():
        opt.zero_grad()
        loss = F.cross_entropy(hs[tr] @ W + b, y[tr]) + weight_decay * (W ** 2).sum()
        loss.backward()
        return loss

    opt.step(closure)
    with torch.no_grad():
        acc = float(((hs[te] @ W + b).argmax(-1) == y[te]).float().mean())
    return acc


def probe_lags(model, loader, device, lags=range(0, 9), max_batches=None):
    H, X = collect_states(model, loader, device, max_batches)
    out = {}
    for k in lags:
        h, y = lagged_pairs(H, X, k)
        out[int(k)] = fit_probe(h, y)
    return out


def summarize(results):
    ks = sorted(results)
    return " ".join("k=%d:%.2f" % (k, results[k]) for k in ks), float(np.mean([results[k] for k in ks]))
