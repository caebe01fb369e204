from copyspan.data.build import build_dataset, build_loader  # noqa: F401
from copyspan.data.tokenizer import DigitTokenizer  # noqa: F401
