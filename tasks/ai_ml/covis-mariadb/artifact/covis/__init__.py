"""covis: a small SQL feature store for co-visitation recommenders (MariaDB backend)."""

__version__ = "0.4.2"
FEATURE_VERSION = "v3"
