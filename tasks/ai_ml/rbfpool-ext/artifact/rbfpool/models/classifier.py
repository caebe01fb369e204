"""Point-set classifier built from neighbourhood pooling blocks."""
import torch.nn as nn

from .layers import GlobalMaxPool, PointwiseBlock, RBFPoolBlock, SharedMLP, make_pool


class PointSetClassifier(nn.Module):
    """embed -> blocks -> global pool -> head.

    ``block_cfg`` is a list of dicts with ``c_out``, ``k`` and ``sigma``; the
    block type is chosen by ``kind``: ``rbf`` (ours; ``sigma <= 0`` turns it
    into k-NN mean pooling) or ``pointwise`` (no neighbourhood).
    """

    def __init__(self, num_classes, embed_dim=32, blocks=(), head_dim=64, kind="rbf",
                 global_pool="max", dropout=0.0):
        super().__init__()
        self.kind = kind
        self.embed = SharedMLP([3, embed_dim])
        c = embed_dim
        layers = []
        for b in blocks:
            if kind == "rbf":
                layers.append(RBFPoolBlock(c, b["c_out"], b["k"], b["sigma"]))
            elif kind == "pointwise":
                layers.append(PointwiseBlock(c, b["c_out"]))
            else:
                raise ValueError("unknown block kind: {}".format(kind))
            c = b["c_out"]
        self.blocks = nn.ModuleList(layers)
        self.pool = make_pool(global_pool)
        head = [nn.Linear(c, head_dim), nn.ReLU(inplace=True)]
        if dropout > 0:
            head.append(nn.Dropout(dropout))
        head.append(nn.Linear(head_dim, num_classes))
        self.head = nn.Sequential(*head)

    def forward(self, pos):
        feat = self.embed(pos)
        for blk in self.blocks:
            feat = blk(pos, feat)
        return self.head(self.pool(feat))

    def num_parameters(self):
        return sum(p.numel() for p in self.parameters())


__all__ = ["PointSetClassifier", "GlobalMaxPool"]
