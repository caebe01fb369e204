"""Optimisers by name, with decoupled weight decay excluded from biases, norms and embeddings."""
import torch

from copyspan.registry import OPTIMIZERS

NO_DECAY = ("bias", "ln", "norm", "embed", "pos")


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if p.dim() < 2 or any(k in name for k in NO_DECAY):
            no_decay.append(p)
        else:
            decay.append(p)
    return [{"params": decay, "weight_decay": weight_decay},
            {"params": no_decay, "weight_decay": 0.0}]


@OPTIMIZERS.register("adamw")
def adamw(model, lr=1e-3, weight_decay=0.0, betas=(0.9, 0.999), eps=1e-8):
    return torch.optim.AdamW(param_groups(model, weight_decay), lr=lr, betas=tuple(betas), eps=eps)


@OPTIMIZERS.register("adam")
def adam(model, lr=1e-3, weight_decay=0.0, betas=(0.9, 0.999), eps=1e-8):
    return torch.optim.Adam(model.parameters(), lr=lr, betas=tuple(betas), eps=eps,
                            weight_decay=weight_decay)


@OPTIMIZERS.register("sgd")
def sgd(model, lr=0.1, momentum=0.9, weight_decay=0.0, nesterov=True):
    return torch.optim.SGD(param_groups(model, weight_decay), lr=lr, momentum=momentum,
                           nesterov=nesterov)


def build_optimizer(ocfg, model):
    ocfg = dict(ocfg)
    name = ocfg.pop("type")
    fn = OPTIMIZERS.get(name)
    return fn(model, **ocfg)
