"""Building blocks of the point-set classifiers."""
import torch
import torch.nn as nn

from rbfpool.ops import aggregate, neighbourhood


class SharedMLP(nn.Module):
    """Per-point MLP: Linear -> ReLU, applied to [B, N, C]."""

    def __init__(self, dims, last_act=True):
        super().__init__()
        layers = []
        for i in range(len(dims) - 1):
            layers.append(nn.Linear(dims[i], dims[i + 1]))
            if i < len(dims) - 2 or last_act:
                layers.append(nn.ReLU(inplace=True))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


class RBFPoolBlock(nn.Module):
    """One neighbourhood pooling step.

    agg_i = sum_j w_ij f_j over the k nearest neighbours j of point i, with
    w_ij the normalised Gaussian kernel of width ``sigma`` (uniform if
    ``sigma <= 0``). The block output is ReLU(W [f_i ; agg_i] + b).
    """

    def __init__(self, c_in, c_out, k, sigma):
        super().__init__()
        self.k = int(k)
        self.sigma = float(sigma)
        self.lin = nn.Linear(2 * c_in, c_out)
        self.act = nn.ReLU(inplace=True)

    def forward(self, pos, feat, nbr=None):
        if nbr is None:
            nbr = neighbourhood(pos, self.k, self.sigma)
        idx, w = nbr
        agg = aggregate(feat, idx, w)
        return self.act(self.lin(torch.cat([feat, agg], dim=-1)))

    def extra_repr(self):
        return "k={}, sigma={}".format(self.k, self.sigma)


class PointwiseBlock(nn.Module):
    """Baseline block without a neighbourhood (PointNet-style)."""

    def __init__(self, c_in, c_out, k=None, sigma=None):
        super().__init__()
        self.lin = nn.Linear(c_in, c_out)
        self.act = nn.ReLU(inplace=True)

    def forward(self, pos, feat, nbr=None):
        return self.act(self.lin(feat))


class GlobalMaxPool(nn.Module):
    def forward(self, feat):
        return feat.max(dim=1).values


class GlobalMeanPool(nn.Module):
    def forward(self, feat):
        return feat.mean(dim=1)


def make_pool(name):
    if name == "max":
        return GlobalMaxPool()
    if name == "mean":
        return GlobalMeanPool()
    raise ValueError("unknown global pooling: {}".format(name))
