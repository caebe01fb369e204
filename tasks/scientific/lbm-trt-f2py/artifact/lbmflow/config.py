"""Run settings.

Every run script asks this module for its solver and output settings. They are
looked up in layers, later layers overriding earlier ones:

1. ``DEFAULTS`` below;
2. ``~/.lbmflowrc`` (per user);
3. ``lbmflowrc`` in the directory the script is started from (per project);
4. the environment, ``LBMFLOW_<SECTION>_<KEY>`` (e.g. ``LBMFLOW_OUTPUT_DIGITS=8``);
5. keys given explicitly by the caller (for instance from a parameter file).

The rc files are INI files with the sections of ``DEFAULTS``.
"""
from __future__ import print_function

import copy
import os

from ._compat import configparser, to_number

DEFAULTS = {
    "solver": {
        "maxit": 2000000,        # time-step limit of one case
        "check_every": 100,      # steps between convergence checks
        "tol": 1e-10,            # relative change per step at convergence
        "lam": 0.1875,           # TRT parameter (3/16)
        "history": 20000,        # convergence checks kept in the log
    },
    "output": {
        "dir": "results",
        "digits": 6,             # significant digits in the tables
        "log": True,             # write results/<name>.log with the histories
        "figures": False,        # matplotlib figures next to the tables
    },
}

RC_NAME = "lbmflowrc"


def _coerce(value, like):
    if isinstance(like, bool):
        return str(value).strip().lower() in ("1", "yes", "true", "on")
    if isinstance(like, (int, float)) and not isinstance(value, (int, float)):
        return to_number(value)
    if isinstance(like, float):
        return float(value)
    return value


def _read_rc(path, settings):
    parser = configparser.ConfigParser()
    if not parser.read(path):
        return []
    for section in parser.sections():
        if section not in settings:
            continue
        for key, value in parser.items(section):
            if key in settings[section]:
                settings[section][key] = _coerce(value, DEFAULTS[section][key])
    return [path]


def rc_files():
    """The rc files that exist, in the order they are read."""
    home = os.path.join(os.path.expanduser("~"), "." + RC_NAME)
    here = os.path.join(os.getcwd(), RC_NAME)
    out = []
    for path in (home, here):
        if os.path.isfile(path) and path not in out:
            out.append(path)
    return out


def load(overrides=None):
    """Settings as a dict of sections, every layer applied."""
    settings = copy.deepcopy(DEFAULTS)
    for path in rc_files():
        _read_rc(path, settings)
    for section, keys in settings.items():
        for key in keys:
            env = "LBMFLOW_%s_%s" % (section.upper(), key.upper())
            if env in os.environ:
                keys[key] = _coerce(os.environ[env], DEFAULTS[section][key])
    for dotted, value in (overrides or {}).items():
        section, _, key = dotted.partition(".")
        if section in settings and key in settings[section]:
            settings[section][key] = _coerce(value, DEFAULTS[section][key])
        else:
            raise KeyError("unknown setting %r (sections: %s)" % (dotted, ", ".join(sorted(settings))))
    return settings


def describe(settings):
    """One line per section, for the head of a log."""
    lines = []
    for section in sorted(settings):
        items = ", ".join("%s=%s" % (k, settings[section][k]) for k in sorted(settings[section]))
        lines.append("[%s] %s" % (section, items))
    return lines
