"""Small file helpers shared by the state file and the tools."""
import os

_open = {}


def append(path, data, sync=True):
    """Append `data` to `path` and flush it to the OS (and to disk if `sync`)."""
    fh = _open.get(path)
    if fh is None or fh.closed:
        fh = _open[path] = open(path, "ab")
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


def close(path):
    fh = _open.pop(path, None)
    if fh is not None:
        fh.close()


def close_all():
    for path in list(_open):
        close(path)
