"""Logging set-up shared by every entry point.

Console output goes to stderr at the level set by ``COPYSPAN_LOGLEVEL`` (default INFO); the run
directory also gets a ``train.log`` at DEBUG level.
"""
import logging
import os
import sys
import time

_FMT = "[%(asctime)s %(levelname).1s %(name)s] %(message)s"
_configured = [False]


def setup_logging(run_dir=None, level=None):
    level = level or os.environ.get("COPYSPAN_LOGLEVEL", "INFO")
    root = logging.getLogger("copyspan")
    root.setLevel(logging.DEBUG)
    if not _configured[0]:
        h = logging.StreamHandler(sys.stderr)
        h.setLevel(getattr(logging, str(level).upper(), logging.INFO))
        h.setFormatter(logging.Formatter(_FMT, "%H:%M:%S"))
        root.addHandler(h)
        _configured[0] = True
    if run_dir:
        os.makedirs(run_dir, exist_ok=True)
        fh = logging.FileHandler(os.path.join(run_dir, "train.log"))
        fh.setLevel(logging.DEBUG)
        fh.setFormatter(logging.Formatter(_FMT))
        root.addHandler(fh)
    root.propagate = False
    return root


def get_logger(name):
    if not name.startswith("copyspan"):
        name = "copyspan." + name
    return logging.getLogger(name)


class Timer(object):
    def __init__(self):
        self.start = time.time()
        self.laps = []

    def lap(self, name):
        now = time.time()
        self.laps.append((name, now - self.start))
        return now - self.start

    def elapsed(self):
        return time.time() - self.start

    def summary(self):
        return ", ".join("%s %.1fs" % (n, t) for n, t in self.laps)
