from .config import apply_overrides, load_config  # noqa: F401
from .logging import get_logger, setup_logging  # noqa: F401
from .seed import seed_everything  # noqa: F401
