"""Data: the SHC-12 corpus generator and the jsonl loader."""
from .corpus import INTENTS, generate  # noqa: F401
from .loader import load_jsonl, encode_split, Batches  # noqa: F401
