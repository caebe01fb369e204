# Packaging of the Python side only; the Fortran library is built by `make`
# (see README.md). Kept for the group's cluster installs.
from setuptools import setup

setup(
    name="compactcn",
    version="0.3.1",
    description="Compact Crank-Nicolson with one Richardson step (heat equation, 1D)",
    author="I. Sandoval",
    packages=["compactcn"],
    python_requires=">=3.5",
    install_requires=["numpy>=1.13,<1.20"],
    extras_require={"plots": ["matplotlib>=2.2,<3.4"]},
    scripts=["run_convergence.py", "run_timing.py"],
)
