import pytest
import torch

from copyspan.models import count_parameters
from copyspan.registry import MODELS

CASES = [
    {"type": "gru_tagger", "embed_dim": 8, "hidden": 16},
    {"type": "lstm_tagger", "embed_dim": 8, "hidden": 16},
    {"type": "gru_bitagger", "embed_dim": 8, "hidden": 16},
    {"type": "causal_transformer", "dim": 16, "heads": 2, "layers": 1, "max_len": 64},
]


@pytest.mark.parametrize("spec", CASES, ids=[c["type"] for c in CASES])
def test_shapes(spec):
    m = MODELS.build(dict(spec, vocab_size=12))
    ids = torch.randint(2, 12, (3, 20))
    out = m(ids, torch.ones_like(ids))
    assert out.shape == (3, 20, 10)
    assert count_parameters(m) > 0


@pytest.mark.parametrize("spec", [CASES[0], CASES[1], CASES[3]], ids=["gru", "lstm", "transformer"])
def test_causal(spec):
    """Changing a later token must not change earlier outputs."""
    torch.manual_seed(0)
    m = MODELS.build(dict(spec, vocab_size=12)).eval()
    ids = torch.randint(2, 12, (1, 12))
    ids2 = ids.clone()
    ids2[0, 8] = 2 if ids[0, 8] != 2 else 3
    with torch.no_grad():
        a, b = m(ids), m(ids2)
    assert torch.allclose(a[:, :8], b[:, :8], atol=1e-6)
    assert not torch.allclose(a[:, 8:], b[:, 8:])


def test_transformer_max_len():
    m = MODELS.build({"type": "causal_transformer", "dim": 16, "heads": 2, "layers": 1,
                      "max_len": 8, "vocab_size": 12})
    with pytest.raises(ValueError):
        m(torch.randint(2, 12, (1, 9)))


def test_unknown_model():
    with pytest.raises(KeyError):
        MODELS.build({"type": "gru_taggr"})


def test_freeze_encoder():
    m = MODELS.build({"type": "gru_tagger", "embed_dim": 8, "hidden": 16, "vocab_size": 12})
    m.freeze_encoder(True)
    assert all(not p.requires_grad for p in m.encoder_parameters())
    assert all(p.requires_grad for p in m.head_parameters())
