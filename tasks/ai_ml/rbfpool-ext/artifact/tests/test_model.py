import torch

from rbfpool.models import build_model, list_variants

MODEL_CFG = {
    "embed_dim": 8,
    "head_dim": 16,
    "blocks": [{"c_out": 12, "k": 4, "sigma": 0.2}, {"c_out": 16, "k": 4, "sigma": 0.4}],
}


def test_variants_forward():
    x = torch.rand(3, 20, 3)
    for v in list_variants():
        m = build_model(MODEL_CFG, v, num_classes=6)
        out = m(x)
        assert out.shape == (3, 6)


def test_backward_reaches_embedding():
    x = torch.rand(2, 20, 3)
    m = build_model(MODEL_CFG, "rbfpool", num_classes=6)
    m(x).sum().backward()
    assert m.embed.net[0].weight.grad is not None


def test_knnmean_has_zero_sigma():
    m = build_model(MODEL_CFG, "knnmean", num_classes=6)
    assert all(b.sigma == 0.0 for b in m.blocks)
