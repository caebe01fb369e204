"""Autograd wrapper of the radial-basis neighbourhood pooling operator.

    out = rbf_pool(pos, feat, k, sigma)

``pos`` [B, N, 3] are the coordinates, ``feat`` [B, N, C] the features. For
every point the k nearest points (itself included) are found, weighted with
the Gaussian kernel exp(-d^2 / (2 sigma^2)) normalised to sum 1, and their
features averaged with these weights. ``sigma <= 0`` gives uniform weights
(k-NN mean pooling). Gradients flow to ``feat`` only: the neighbourhood is a
function of the input geometry, which is not learned.
"""
import torch

from . import fallback
from ._ext import get_extension


class _RBFAggregate(torch.autograd.Function):
    @staticmethod
    def forward(ctx, feat, idx, w):
        ext = get_extension()
        out = ext.aggregate_forward(feat.contiguous(), idx, w)
        ctx.save_for_backward(idx, w)
        ctx.n_points = feat.shape[1]
        return out

    @staticmethod
    def backward(ctx, grad_out):
        idx, w = ctx.saved_tensors
        ext = get_extension()
        grad_feat = ext.aggregate_backward(grad_out.contiguous(), idx, w, ctx.n_points)
        return grad_feat, None, None


def neighbourhood(pos, k, sigma):
    """Neighbour indices [B, N, k] and normalised weights [B, N, k]."""
    pos = pos.contiguous()
    ext = get_extension()
    with torch.no_grad():
        if ext is not None:
            idx = ext.knn(pos, int(k))
            w = ext.rbf_weights(pos, idx, float(sigma))
        else:
            idx = fallback.neighbours(pos, int(k), float(sigma))
            w = fallback.rbf_weights(pos, idx, float(sigma))
    return idx, w


def aggregate(feat, idx, w):
    if get_extension() is not None:
        return _RBFAggregate.apply(feat, idx, w)
    return fallback.aggregate(feat, idx, w)


def rbf_pool(pos, feat, k, sigma):
    idx, w = neighbourhood(pos, k, sigma)
    return aggregate(feat, idx, w)
