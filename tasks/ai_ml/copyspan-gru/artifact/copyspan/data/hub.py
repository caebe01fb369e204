"""Download corpora and vocabularies from the lab's dataset hub.

Datasets are published as ``<name>.tar.gz`` (splits + vocab.json + MANIFEST.json) and cached
under ``$COPYSPAN_CACHE`` (default ``~/.cache/copyspan``). A cached copy is used only if it is
complete (its MANIFEST.json has a matching sha256 of the archive).
"""
import hashlib
import json
import os
import shutil
import tarfile
import tempfile
import urllib.request

from copyspan.utils.logging import get_logger

log = get_logger("hub")

HUB_URL = os.environ.get("COPYSPAN_HUB", "https://hub.copyspan-lab.org/datasets")
CACHE = os.environ.get("COPYSPAN_CACHE", os.path.join("~", ".cache", "copyspan"))
TIMEOUT = 30


class HubError(RuntimeError):
    pass


def cache_dir():
    return os.path.expanduser(CACHE)


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _index():
    url = "%s/index.json" % HUB_URL
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as r:
            return json.loads(r.read().decode("utf-8"))
    except Exception as e:  # network errors, HTTP errors, bad JSON
        raise HubError("could not read the dataset index at %s: %s" % (url, e))


def _cached(name, sha):
    d = os.path.join(cache_dir(), name)
    man = os.path.join(d, "MANIFEST.json")
    if not os.path.exists(man):
        return None
    with open(man) as f:
        m = json.load(f)
    if m.get("archive_sha256") != sha:
        log.info("cached %s is stale (sha %s, hub %s)", name, m.get("archive_sha256"), sha)
        return None
    return d


def fetch(name, revision="main"):
    """Return a local directory holding dataset ``name`` at ``revision``, downloading it if needed."""
    index = _index()
    key = "%s@%s" % (name, revision)
    if key not in index:
        raise HubError("dataset %s not on the hub (have: %s)" % (key, ", ".join(sorted(index))))
    entry = index[key]
    d = _cached(name, entry["sha256"])
    if d:
        return d
    url = "%s/%s" % (HUB_URL, entry["file"])
    tmp = tempfile.mkdtemp(prefix="copyspan-")
    try:
        arc = os.path.join(tmp, entry["file"])
        log.info("downloading %s", url)
        try:
            urllib.request.urlretrieve(url, arc)
        except Exception as e:
            raise HubError("download of %s failed: %s" % (url, e))
        if _sha256(arc) != entry["sha256"]:
            raise HubError("checksum mismatch for %s" % url)
        target = os.path.join(cache_dir(), name)
        if os.path.isdir(target):
            shutil.rmtree(target)
        with tarfile.open(arc) as tf:
            tf.extractall(os.path.dirname(target))
        man = os.path.join(target, "MANIFEST.json")
        with open(man) as f:
            m = json.load(f)
        m["archive_sha256"] = entry["sha256"]
        with open(man, "w") as f:
            json.dump(m, f, indent=1, sort_keys=True)
        return target
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def fetch_vocab(name, revision="main"):
    return os.path.join(fetch(name, revision), "vocab.json")
