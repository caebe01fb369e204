"""Unit tests of the neighbourhood operators (run on whatever backend imports)."""
import pytest
import torch

from rbfpool.ops import aggregate, backend, neighbourhood, rbf_pool
from rbfpool.ops import fallback


def _cloud(B=2, N=32, seed=0, dtype=torch.float64):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(B, N, 3, generator=g, dtype=dtype) * 2 - 1


def test_backend_is_known():
    assert backend() in ("ext", "python")


@pytest.mark.parametrize("k", [1, 4, 8])
def test_neighbourhood_shapes(k):
    pos = _cloud()
    idx, w = neighbourhood(pos, k, 0.3)
    assert idx.shape == (2, 32, k)
    assert w.shape == (2, 32, k)
    assert idx.dtype == torch.int64
    assert torch.allclose(w.sum(-1), torch.ones(2, 32, dtype=w.dtype), atol=1e-6)


def test_self_is_a_neighbour():
    pos = _cloud()
    idx, _ = neighbourhood(pos, 4, 0.3)
    ar = torch.arange(32).view(1, 32, 1)
    assert bool((idx == ar).any(-1).all())


def test_uniform_weights_when_sigma_is_zero():
    pos = _cloud()
    _, w = neighbourhood(pos, 6, 0.0)
    assert torch.allclose(w, torch.full_like(w, 1.0 / 6), atol=1e-6)


def test_constant_features_are_preserved():
    pos = _cloud()
    feat = torch.ones(2, 32, 5, dtype=pos.dtype)
    out = rbf_pool(pos, feat, 8, 0.25)
    assert torch.allclose(out, feat, atol=1e-6)


def test_gradcheck():
    pos = _cloud(B=1, N=12)
    feat = torch.randn(1, 12, 3, dtype=torch.float64, requires_grad=True)
    idx, w = neighbourhood(pos, 4, 0.5)
    assert torch.autograd.gradcheck(lambda f: aggregate(f, idx, w), (feat,), eps=1e-6, atol=1e-5)


def test_fallback_knn_matches_bruteforce_order():
    pos = _cloud(N=16)
    idx = fallback.knn(pos, 3)
    d = torch.cdist(pos, pos)
    ref = d.topk(3, dim=-1, largest=False).indices
    assert torch.equal(idx.sort(-1).values, ref.sort(-1).values)
