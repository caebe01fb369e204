import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def pytest_collection_modifyitems(config, items):
    import lbmflow
    skip_core = pytest.mark.skip(reason="lbmflow._lbmcore not built")
    skip_2d = pytest.mark.skip(reason="lbmflow._lbm2d not built")
    for item in items:
        if "needs_core" in item.keywords and not lbmflow.HAVE_FORTRAN:
            item.add_marker(skip_core)
        if "needs_2d" in item.keywords and not lbmflow.HAVE_KERNEL2D:
            item.add_marker(skip_2d)


def pytest_configure(config):
    config.addinivalue_line("markers", "needs_core: needs the compiled channel kernel")
    config.addinivalue_line("markers", "needs_2d: needs the compiled porous-medium kernel")
