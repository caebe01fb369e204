"""Observed order of convergence from a grid-refinement study."""
import numpy as np


def observed_orders(grids, errors):
    """Order p between successive grids: log(e_coarse / e_fine) / log(n_fine / n_coarse).
    The first grid has no order (None)."""
    n = np.asarray(grids, dtype=np.float)
    e = np.asarray(errors, dtype=np.float)
    p = np.log(e[:-1] / e[1:]) / np.log(n[1:] / n[:-1])
    return [None] + [float(x) for x in p]
