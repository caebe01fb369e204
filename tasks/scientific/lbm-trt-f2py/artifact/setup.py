# Build:  python setup.py build_ext --inplace     (or: python setup.py install)
from numpy.distutils.core import setup, Extension

core = Extension(
    name="lbmflow._lbmcore",
    sources=["src/lbmcore.f90"],
)

kernel2d = Extension(
    name="lbmflow._lbm2d",
    sources=["src/lbm2d.f90"],
)

setup(
    name="lbmflow",
    version="0.6.1",
    description="BGK vs TRT lattice Boltzmann for channel and porous-medium flow",
    author="K. Lindqvist",
    packages=["lbmflow"],
    ext_modules=[core, kernel2d],
)
