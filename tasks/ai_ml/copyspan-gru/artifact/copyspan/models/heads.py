import torch.nn as nn


class LinearHead(nn.Module):
    def __init__(self, dim, num_classes, dropout=0.0):
        super(LinearHead, self).__init__()
        self.drop = nn.Dropout(dropout) if dropout else nn.Identity()
        self.proj = nn.Linear(dim, num_classes)

    def forward(self, h):
        return self.proj(self.drop(h))


class MLPHead(nn.Module):
    def __init__(self, dim, num_classes, hidden=None, dropout=0.0):
        super(MLPHead, self).__init__()
        hidden = hidden or dim
        self.net = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(),
                                 nn.Dropout(dropout) if dropout else nn.Identity(),
                                 nn.Linear(hidden, num_classes))

    def forward(self, h):
        return self.net(h)


def build_head(kind, dim, num_classes, dropout=0.0):
    if kind == "linear":
        return LinearHead(dim, num_classes, dropout)
    if kind == "mlp":
        return MLPHead(dim, num_classes, dropout=dropout)
    raise ValueError("unknown head '%s'" % kind)
