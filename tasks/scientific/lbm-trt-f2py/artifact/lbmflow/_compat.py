"""Python 2/3 helpers (the cluster still runs Python 2.7)."""
import sys

PY2 = sys.version_info[0] == 2

if PY2:  # pragma: no cover
    import ConfigParser as configparser  # noqa: F401
    string_types = (str, unicode)  # noqa: F821
    from itertools import izip as zip_  # noqa: F401
else:
    import configparser  # noqa: F401
    string_types = (str,)
    zip_ = zip


def to_number(text):
    """int if the text is an integer literal, float otherwise (Fortran 'd' exponents allowed)."""
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        return float(text.replace("d", "e").replace("D", "e"))
