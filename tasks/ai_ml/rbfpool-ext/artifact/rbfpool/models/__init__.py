from .classifier import PointSetClassifier  # noqa: F401
from .registry import VARIANTS, build_model, list_variants  # noqa: F401
