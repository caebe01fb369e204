"""Helpers for single-node multi-GPU training (DataParallel) and for torch.distributed runs.

On the lab cluster every job sees two GPUs; ``maybe_parallel`` wraps the model so that both are
used. ``torch.distributed`` is only used by the SLURM sweeps (scripts/slurm_*.sbatch).
"""
import os

import torch
import torch.nn as nn

from copyspan.utils.logging import get_logger

log = get_logger("dist")


def world_size():
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        return torch.distributed.get_world_size()
    return int(os.environ.get("WORLD_SIZE", 1))


def rank():
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        return torch.distributed.get_rank()
    return int(os.environ.get("RANK", 0))


def is_main_process():
    return rank() == 0


def resolve_device(name):
    dev = torch.device(name)
    if dev.type == "cuda":
        torch.backends.cudnn.benchmark = True
    return dev


def maybe_parallel(model, device):
    n = torch.cuda.device_count()
    if device.type == "cuda" and n > 1:
        log.info("using DataParallel over %d GPUs", n)
        return nn.DataParallel(model)
    return model


def init_distributed(backend="nccl"):
    if "RANK" not in os.environ or "WORLD_SIZE" not in os.environ:
        return False
    torch.distributed.init_process_group(backend=backend, init_method="env://")
    local_rank = int(os.environ.get("LOCAL_RANK", 0))
    if torch.cuda.is_available():
        torch.cuda.set_device(local_rank)
    log.info("distributed: rank %d of %d", rank(), world_size())
    return True


def all_reduce_mean(value):
    if world_size() == 1:
        return value
    t = torch.tensor([value], dtype=torch.float64)
    torch.distributed.all_reduce(t)
    return float(t.item()) / world_size()
