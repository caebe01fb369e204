"""Console and file logging for the experiment scripts."""
import logging
import os
import sys

_FMT = "%(asctime)s %(levelname).1s %(name)s: %(message)s"


def setup_logging(level=None, log_file=None):
    level = level or os.environ.get("RBFPOOL_LOGLEVEL", "INFO")
    root = logging.getLogger()
    root.setLevel(getattr(logging, str(level).upper(), logging.INFO))
    for h in list(root.handlers):
        root.removeHandler(h)
    h = logging.StreamHandler(sys.stderr)
    h.setFormatter(logging.Formatter(_FMT, "%H:%M:%S"))
    root.addHandler(h)
    if log_file:
        os.makedirs(os.path.dirname(os.path.abspath(log_file)), exist_ok=True)
        fh = logging.FileHandler(log_file, mode="a")
        fh.setFormatter(logging.Formatter(_FMT))
        root.addHandler(fh)
    return root


def get_logger(name):
    return logging.getLogger(name)
