"""rffbench: random features vs. Nystroem for kernel ridge regression on tabular data."""
__version__ = "0.3.1"
