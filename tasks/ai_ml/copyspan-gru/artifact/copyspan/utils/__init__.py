from copyspan.utils.logging import get_logger, setup_logging  # noqa: F401
from copyspan.utils.seed import seed_everything  # noqa: F401
