"""Connection settings.

Settings come from ``db.ini`` (section ``[database]``) next to ``train.py``; each key may be
overridden by an environment variable ``CHURNPIT_DB_<KEY>`` (e.g. ``CHURNPIT_DB_PORT=5433``),
which is how the CI job points the code at a throw-away server.
"""
import configparser
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_INI = os.path.join(ROOT, "db.ini")
KEYS = ("host", "port", "dbname", "user", "password", "options", "connect_timeout", "sslmode")
EPOCH = "2023-01-09"  # first day of the snapshot history; label days count from here


def load(path=None, section="database"):
    """Return the libpq keyword arguments for psycopg2.connect()."""
    cfg = configparser.ConfigParser()
    path = path or DEFAULT_INI
    if not cfg.read(path):
        raise FileNotFoundError(f"no connection settings: {path} is missing")
    if section not in cfg:
        raise KeyError(f"{path} has no [{section}] section")
    params = {k: v for k, v in cfg[section].items() if k in KEYS and v != ""}
    unknown = sorted(set(cfg[section]) - set(KEYS))
    if unknown:
        raise KeyError(f"{path}: unknown key(s) {', '.join(unknown)} in [{section}]")
    for key in KEYS:
        env = os.environ.get(f"CHURNPIT_DB_{key.upper()}")
        if env is not None:
            params[key] = env
    return params


def describe(params):
    """The settings as one line, without the password."""
    shown = {k: v for k, v in params.items() if k != "password"}
    return " ".join(f"{k}={v}" for k, v in sorted(shown.items()))
