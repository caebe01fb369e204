from copyspan.engine.trainer import Trainer  # noqa: F401
from copyspan.engine.evaluator import evaluate, final_evaluation  # noqa: F401
