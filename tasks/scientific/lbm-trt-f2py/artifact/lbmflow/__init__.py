"""lbmflow: BGK and TRT lattice Boltzmann for channel and porous-medium flow.

Two Fortran kernels, wrapped with f2py:

* ``lbmflow._lbmcore``  force-driven channel (Table 1), see ``lbmflow.channel``;
* ``lbmflow._lbm2d``    periodic porous unit cells (Table 2), see ``lbmflow.porous``.
"""
from __future__ import print_function

from .channel import HAVE_FORTRAN, MAGIC, poiseuille, simulate  # noqa: F401
from .porous import HAVE_KERNEL2D, permeability                  # noqa: F401

__version__ = "0.6.1"
