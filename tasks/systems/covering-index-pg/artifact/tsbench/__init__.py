"""tsindex-bench: buffer accounting of index structures for sensor time series."""
__version__ = "0.4.1"
