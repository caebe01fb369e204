"""Tiny download cache for files published on the lab's model hub.

Files are stored under ``$INTENTQ_CACHE`` (default ``~/.cache/intentq``) as
``<cache>/<org>/<name>/<revision>/<filename>``; a file already in the cache is never fetched
again, so the hub is only needed once per machine.
"""
import hashlib
import os
import shutil
import tempfile
import urllib.request

HUB_ENDPOINT = os.environ.get("INTENTQ_HUB", "https://hub.intentq-lab.eu")
TIMEOUT = 20


def default_cache_dir():
    return os.environ.get("INTENTQ_CACHE", os.path.join(os.path.expanduser("~"), ".cache", "intentq"))


def file_url(name, filename, revision="main"):
    return "%s/%s/resolve/%s/%s" % (HUB_ENDPOINT.rstrip("/"), name, revision, filename)


def cached_file(name, filename, cache_dir=None, revision="main", sha256=None):
    cache_dir = cache_dir or default_cache_dir()
    target = os.path.join(cache_dir, name, revision, filename)
    if os.path.exists(target):
        return target
    os.makedirs(os.path.dirname(target), exist_ok=True)
    url = file_url(name, filename, revision)
    with urllib.request.urlopen(url, timeout=TIMEOUT) as resp:
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(target))
        with os.fdopen(fd, "wb") as out:
            shutil.copyfileobj(resp, out)
    if sha256 is not None:
        with open(tmp, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        if digest != sha256:
            os.unlink(tmp)
            raise IOError("checksum mismatch for %s" % url)
    os.replace(tmp, target)
    return target
