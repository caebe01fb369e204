"""Odds and ends shared by the engine."""
import os
import subprocess

import torch
from torch._six import inf


def grad_norm(parameters, norm_type=2.0):
    """Total gradient norm (the value clip_grad_norm_ would clip)."""
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return 0.0
    norm_type = float(norm_type)
    if norm_type == inf:
        return max(float(p.grad.detach().abs().max()) for p in params)
    total = torch.norm(torch.stack([torch.norm(p.grad.detach(), norm_type) for p in params]), norm_type)
    return float(total)


def git_revision(root=None):
    root = root or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=5)
        return out.stdout.decode().strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def environment():
    return {"torch": torch.__version__, "threads": torch.get_num_threads()}
