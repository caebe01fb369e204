"""rbfpool: radial-basis neighbourhood pooling for point sets."""
from .version import __version__  # noqa: F401

__all__ = ["__version__"]
