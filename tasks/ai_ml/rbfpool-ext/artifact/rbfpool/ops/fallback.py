"""Pure PyTorch reference of the neighbourhood operators.

Used when the compiled extension is not available. Exact k-NN over all pairs
needs a [B, N, N] distance tensor, which was too much for the 2,048-point
scenes of the first experiments, so the fallback uses a *ball query* instead:
for every point it takes the first ``k`` points (in index order) that lie
within ``radius`` of it, and pads with the first hit when fewer are found. The
point itself is always a hit. On uniformly sampled surfaces this approximates
the k nearest neighbours; it is meant for debugging and for CI machines
without a compiler.
"""
import torch

# radius of the ball query, in units of the kernel width sigma
RADIUS_PER_SIGMA = 2.0
# radius used when sigma <= 0 (uniform k-NN mean pooling)
DEFAULT_RADIUS = 0.35
EPS = 1e-8


def _pairwise_sqdist(pos):
    # |a|^2 + |b|^2 - 2ab, clamped: cheaper than differences for large N
    sq = (pos * pos).sum(-1)
    d = sq.unsqueeze(2) + sq.unsqueeze(1) - 2.0 * torch.bmm(pos, pos.transpose(1, 2))
    return d.clamp_min_(0.0)


def ball_query(pos, k, radius, chunk=1024):
    """Indices [B, N, k] of the first k points within ``radius`` of each point."""
    B, N, _ = pos.shape
    out = []
    for start in range(0, N, chunk):
        q = pos[:, start:start + chunk]
        sq_q = (q * q).sum(-1)
        sq_p = (pos * pos).sum(-1)
        d = sq_q.unsqueeze(2) + sq_p.unsqueeze(1) - 2.0 * torch.bmm(q, pos.transpose(1, 2))
        inside = d <= radius * radius
        order = torch.arange(N, device=pos.device).expand_as(d)
        # hits keep their index, misses are pushed behind every hit
        key = torch.where(inside, order, order + N)
        first = key.sort(dim=-1).values[..., :k]
        hit = first < N
        first = torch.where(hit, first, first[..., :1].expand_as(first))
        out.append(first % N)
    return torch.cat(out, dim=1)


def knn(pos, k):
    """Exact k-NN (all pairs); only used by the tests for small N."""
    d = _pairwise_sqdist(pos)
    return d.topk(k, dim=-1, largest=False).indices


def rbf_weights(pos, idx, sigma):
    B, N, K = idx.shape
    if sigma <= 0:
        w = torch.ones(B, N, K, dtype=pos.dtype, device=pos.device)
    else:
        nb = torch.gather(pos.unsqueeze(1).expand(B, N, N, 3), 2, idx.unsqueeze(-1).expand(B, N, K, 3))
        d2 = ((nb - pos.unsqueeze(2)) ** 2).sum(-1)
        w = torch.exp(-d2 / (2.0 * sigma * sigma))
    return w / (w.sum(-1, keepdim=True) + EPS)


def neighbours(pos, k, sigma):
    radius = RADIUS_PER_SIGMA * sigma if sigma > 0 else DEFAULT_RADIUS
    return ball_query(pos, k, radius)


def aggregate(feat, idx, w):
    B, N, K = idx.shape
    C = feat.shape[-1]
    gathered = torch.gather(feat.unsqueeze(1).expand(B, N, feat.shape[1], C), 2,
                            idx.unsqueeze(-1).expand(B, N, K, C))
    return (gathered * w.unsqueeze(-1).to(feat.dtype)).sum(2)
