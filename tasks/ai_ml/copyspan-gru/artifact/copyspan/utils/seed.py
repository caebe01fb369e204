"""Seeding. One seed drives Python's, NumPy's and torch's generators."""
import os
import random

import numpy as np
import torch


def seed_everything(seed, deterministic=False):
    seed = int(seed)
    random.seed(seed)
    np.random.seed(seed % (2 ** 32))
    torch.manual_seed(seed)
    if torch.cuda.is_available():
        torch.cuda.manual_seed_all(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    if deterministic:
        torch.backends.cudnn.deterministic = True
        torch.backends.cudnn.benchmark = False
    return seed


def numpy_rng(seed, stream=0):
    """A NumPy generator for one purpose (shuffling, masking, ...), independent of the others."""
    return np.random.RandomState((int(seed) * 1000003 + int(stream)) % (2 ** 32))


def worker_init_fn(worker_id):
    base = torch.initial_seed() % (2 ** 32)
    np.random.seed((base + worker_id) % (2 ** 32))
    random.seed(base + worker_id)
