"""gpkern: spectral-mixture and quasi-periodic Gaussian processes for tide gauges."""
from . import _config
from .kernels import (Matern52Kernel, QuasiPeriodicKernel, RBFKernel,
                      SpectralMixtureKernel, make_kernel)
from .gp import GPRegression

__version__ = "0.4.1"

__all__ = ["GPRegression", "RBFKernel", "Matern52Kernel", "QuasiPeriodicKernel",
           "SpectralMixtureKernel", "make_kernel", "_config", "__version__"]
