from .dataset import ShapeSet, dataset_path, generate, load, splits  # noqa: F401
from .synthetic import CLASSES  # noqa: F401
