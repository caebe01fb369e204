"""Neighbourhood operators (compiled extension with a PyTorch fallback)."""
from ._ext import backend, get_extension  # noqa: F401
from .rbf_aggregate import aggregate, neighbourhood, rbf_pool  # noqa: F401

__all__ = ["rbf_pool", "neighbourhood", "aggregate", "backend", "get_extension"]
