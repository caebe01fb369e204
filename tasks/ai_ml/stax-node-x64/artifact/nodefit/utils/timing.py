"""Wall-clock timing helpers (used by the ablation scripts)."""
import contextlib
import time


class Timer(object):
    def __init__(self):
        self.records = {}

    @contextlib.contextmanager
    def section(self, name):
        t0 = time.time()
        try:
            yield
        finally:
            self.records.setdefault(name, []).append(time.time() - t0)

    def summary(self):
        lines = []
        for name, ts in sorted(self.records.items()):
            lines.append("%-24s %3d x  mean %.3fs  total %.2fs" % (name, len(ts), sum(ts) / len(ts), sum(ts)))
        return "\n".join(lines)


def block(tree):
    """Wait for every array in ``tree`` (asynchronous dispatch) before stopping a timer."""
    import jax
    for leaf in jax.tree_util.tree_leaves(tree):
        if hasattr(leaf, "block_until_ready"):
            leaf.block_until_ready()
    return tree
