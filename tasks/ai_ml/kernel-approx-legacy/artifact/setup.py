from setuptools import find_packages, setup

setup(
    name="rffbench",
    version="0.3.1",
    description="Random features vs. Nystroem for kernel ridge regression on tabular logs",
    author="M. Kowalski",
    packages=find_packages(exclude=["tests", "scripts"]),
    python_requires=">=3.6",
    install_requires=[
        "numpy>=1.16,<1.17",
        "scipy>=1.3,<1.4",
        "scikit-learn>=0.21,<0.22",
        "pandas>=0.24,<0.25",
        "PyYAML>=5.1",
    ],
)
