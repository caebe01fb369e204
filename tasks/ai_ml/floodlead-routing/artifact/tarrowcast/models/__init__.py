"""Model registry: every model has fit(X, Y) and predict(X) -> (n, leads)."""
from .persistence import Persistence
from .ridge import Ridge
from .mlp import MLP
from .analog import Analog
from .ensemble import Ensemble

REGISTRY = {"ridge": Ridge, "mlp": MLP, "persistence": Persistence,
            "analog": Analog, "ensemble": Ensemble}


def make(cfg):
    cfg = dict(cfg)
    kind = cfg.pop("kind", "ridge")
    if kind not in REGISTRY:
        raise KeyError("unknown model %r (have %s)" % (kind, ", ".join(sorted(REGISTRY))))
    return REGISTRY[kind](**cfg)
