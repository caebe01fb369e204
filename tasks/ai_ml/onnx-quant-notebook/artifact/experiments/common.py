"""Shared setup for the side experiments: config, tokenizer and encoded splits."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "src"))

from intentq.config import load_config  # noqa: E402
from intentq.data import INTENTS, encode_split, load_jsonl  # noqa: E402
from intentq.tokenizer import WordPieceTokenizer  # noqa: E402


def setup(config="configs/paper.yaml", overrides=None):
    os.chdir(ROOT)
    cfg = load_config(config, overrides)
    t = cfg["tokenizer"]
    if t.get("vocab_file"):
        tok = WordPieceTokenizer.from_file(t["vocab_file"])
    else:
        tok = WordPieceTokenizer.from_pretrained(t["name"], revision=t.get("revision", "main"))
    splits = {}
    for name in ("train", "dev", "test"):
        rows = load_jsonl(os.path.join(cfg["paths"]["data_dir"], name + ".jsonl"))
        splits[name] = encode_split(rows, tok, t["max_len"])
    return cfg, tok, splits, len(INTENTS)


def out_path(name):
    d = os.path.join(ROOT, "results", "experiments")
    os.makedirs(d, exist_ok=True)
    return os.path.join(d, name)
