"""Logging set-up shared by the coordinator, the workers and the tools."""
import logging
import os
import sys

FMT = "%(asctime)s %(name)s %(levelname)s %(message)s"


def setup_logging(verbose=False, stream=None):
    level = logging.DEBUG if verbose or os.environ.get("HPS_DEBUG") else logging.INFO
    root = logging.getLogger()
    if root.handlers:
        root.setLevel(level)
        return
    h = logging.StreamHandler(stream or sys.stderr)
    h.setFormatter(logging.Formatter(FMT, datefmt="%H:%M:%S"))
    root.addHandler(h)
    root.setLevel(level)
    logging.getLogger("hpsearch.queue").setLevel(logging.WARNING if not verbose else logging.DEBUG)
