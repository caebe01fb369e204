"""Seeding helpers."""
import random

import numpy as np
import torch


def seed_everything(seed):
    """Seed Python, NumPy and PyTorch; returns a NumPy RandomState for the trainer."""
    random.seed(seed)
    np.random.seed(seed % (2 ** 32))
    torch.manual_seed(seed)
    return np.random.RandomState(seed % (2 ** 32))


def derive(seed, *keys):
    """A child seed from a parent seed and string/int keys (stable across runs)."""
    h = int(seed) & 0xFFFFFFFF
    for k in keys:
        for ch in str(k):
            h = (h * 1000003 + ord(ch)) & 0xFFFFFFFF
    return h
