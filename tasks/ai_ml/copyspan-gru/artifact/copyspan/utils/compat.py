"""Small compatibility layer between torch releases (we still run 1.4 on the old GPU boxes)."""
import re

import torch
from torch._six import container_abcs, string_classes, int_classes  # noqa: F401

TORCH_VERSION = tuple(int(x) for x in re.findall(r"\d+", torch.__version__)[:2])


def is_sequence(x):
    return isinstance(x, container_abcs.Sequence) and not isinstance(x, string_classes)


def is_mapping(x):
    return isinstance(x, container_abcs.Mapping)


def is_int(x):
    return isinstance(x, int_classes)


def clip_gradients(parameters, max_norm):
    """Clip the global gradient norm; returns the norm before clipping."""
    if max_norm is None or max_norm <= 0:
        return None
    norm = torch.nn.utils.clip_grad_norm_(parameters, max_norm)
    return float(norm)


def set_threads(n):
    if n:
        torch.set_num_threads(int(n))
    return torch.get_num_threads()
