"""elastic: DTW nearest-neighbour classification of gesture traces.

The heavy lifting is done by the C++ extension ``elastic._dtwcore``. When it is not
available a pure-Python fallback with the same API is used instead (see _pyfallback).
"""
import logging

try:
    from . import _dtwcore as _core
    BACKEND = "native"
except ImportError:  # extension not built
    from . import _pyfallback as _core
    BACKEND = "python"
    logging.getLogger(__name__).info("elastic: C++ core not found, using the Python fallback")

from .classify import DTWNearestNeighbour, EuclideanNearestNeighbour  # noqa: E402

__version__ = "1.2.0"


def dtw(a, b, window=-1):
    """DTW distance between two 1-D series; `window` is the Sakoe-Chiba half-width (-1: none)."""
    return float(_core.dtw(a, b, window))


__all__ = ["BACKEND", "dtw", "DTWNearestNeighbour", "EuclideanNearestNeighbour"]
