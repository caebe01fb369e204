# Build:  python setup.py build_ext --inplace     (or: python setup.py install)
from numpy.distutils.core import setup, Extension

ext = Extension(
    name="lbmflow._lbmcore",
    sources=["src/lbmcore.f90"],
)

setup(
    name="lbmflow",
    version="0.4.2",
    description="BGK vs TRT lattice Boltzmann for channel flow",
    packages=["lbmflow"],
    ext_modules=[ext],
)
