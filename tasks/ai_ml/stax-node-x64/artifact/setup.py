from setuptools import setup, find_packages

setup(
    name="nodefit",
    version="0.3.1",
    description="Neural ODEs fitted to sparse oscillator data (paper companion code)",
    packages=find_packages(exclude=("tests", "experiments", "scripts")),
    python_requires=">=3.7,<3.10",
    install_requires=[
        "jax>=0.2.10,<0.3",
        "jaxlib>=0.1.62,<0.2",
        "numpy>=1.19,<1.21",
        "PyYAML>=5.3",
    ],
    extras_require={"plots": ["matplotlib>=3.3"], "test": ["pytest>=6"]},
)
