"""sisx: extinction times of the stochastic SIS epidemic."""
from ._ssa import banner, extinction_times          # compiled kernel (see setup.py)
from .exact import mean_extinction_time
from .model import endemic_level

__all__ = ["banner", "extinction_times", "mean_extinction_time", "endemic_level"]
