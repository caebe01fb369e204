"""Small file helpers used by the state file (vrlog.storage)."""
import functools
import os

_files = []


@functools.lru_cache(maxsize=32)
def _appender(path):
    fh = open(path, "ab")
    _files.append(fh)
    return fh


def append(path, data, sync=True):
    """Append `data` to `path` and flush it to the OS (and to disk if `sync`)."""
    fh = _appender(path)
    fh.write(data)
    fh.flush()
    if sync:
        os.fsync(fh.fileno())


def replace(path, data, sync=True):
    """Atomically replace the contents of `path` with `data`."""
    tmp = path + ".tmp"
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        if sync:
            os.fsync(fh.fileno())
    os.replace(tmp, path)
    if sync:
        dfd = os.open(os.path.dirname(path) or ".", os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def release():
    """Close the files opened by `append`."""
    _appender.cache_clear()
    while _files:
        _files.pop().close()
