"""Build script for gpkern.

The compiled part (gpkern/src/_ckernels.c) links against the BLAS/LAPACK of
the active conda environment (``libblas=*=*openblas`` in environment.yml).
Build it inside the activated environment:

    conda activate gpkern
    pip install -e . --no-build-isolation
"""
import os

import numpy
from setuptools import Extension, find_packages, setup

PREFIX = os.environ["CONDA_PREFIX"]

ext = Extension(
    "gpkern._ckernels",
    sources=["gpkern/src/_ckernels.c"],
    include_dirs=[numpy.get_include(), os.path.join(PREFIX, "include"), "gpkern/src"],
    library_dirs=[os.path.join(PREFIX, "lib")],
    runtime_library_dirs=[os.path.join(PREFIX, "lib")],
    libraries=["lapack", "blas"],
    extra_compile_args=["-O2", "-std=c99"],
)

setup(
    name="gpkern",
    version="0.4.1",
    description="Spectral and quasi-periodic GP kernels for tide-gauge residuals",
    packages=find_packages(exclude=["tests", "experiments", "tools"]),
    ext_modules=[ext],
    python_requires=">=3.9",
    install_requires=["numpy>=1.22", "scipy>=1.9", "pyyaml>=6"],
    extras_require={"plots": ["matplotlib>=3.6"], "test": ["pytest>=7"]},
)
