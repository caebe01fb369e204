from .checkpoint import checkpoint_path, load_checkpoint, save_checkpoint  # noqa: F401
from .evaluator import evaluate, make_callback  # noqa: F401
from .precision import autocast, describe, resolve_device  # noqa: F401
from .trainer import Trainer  # noqa: F401
