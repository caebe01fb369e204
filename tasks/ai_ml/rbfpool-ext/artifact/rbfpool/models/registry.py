"""Named model variants used in the paper."""
import copy

from .classifier import PointSetClassifier

# Table 2 of the paper: the three variants differ only in the block type and
# the kernel width; everything else comes from the config's `model` section.
VARIANTS = {
    "pointwise": {"kind": "pointwise", "sigma_scale": None},
    "knnmean": {"kind": "rbf", "sigma_scale": 0.0},
    "rbfpool": {"kind": "rbf", "sigma_scale": 1.0},
}


def build_model(model_cfg, variant, num_classes):
    if variant not in VARIANTS:
        raise KeyError("unknown variant {!r}; choose from {}".format(variant, sorted(VARIANTS)))
    spec = VARIANTS[variant]
    blocks = copy.deepcopy(model_cfg["blocks"])
    if spec["sigma_scale"] is not None:
        for b in blocks:
            b["sigma"] = float(b["sigma"]) * spec["sigma_scale"]
    return PointSetClassifier(
        num_classes=num_classes,
        embed_dim=int(model_cfg.get("embed_dim", 32)),
        blocks=blocks,
        head_dim=int(model_cfg.get("head_dim", 64)),
        kind=spec["kind"],
        global_pool=model_cfg.get("global_pool", "max"),
        dropout=float(model_cfg.get("dropout", 0.0)),
    )


def list_variants():
    return sorted(VARIANTS)
