"""Logging set-up shared by the CLI, the experiments and the tools."""
import logging
import os
import sys

_FMT = "%(asctime)s %(levelname)-5s %(name)s: %(message)s"
_configured = False


def setup(verbosity=0):
    """Configure the root logger once; COVIS_LOG_LEVEL overrides the verbosity flag."""
    global _configured
    level = logging.INFO if verbosity <= 0 else logging.DEBUG
    env = os.environ.get("COVIS_LOG_LEVEL")
    if env:
        level = getattr(logging, env.upper(), level)
    if _configured:
        logging.getLogger().setLevel(level)
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(_FMT, datefmt="%H:%M:%S"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(level)
    _configured = True


def get(name):
    return logging.getLogger(name)
