"""Sequence-tagging corpora stored as ``<split>.src`` / ``<split>.tgt`` digit lines."""
import json
import os

import numpy as np
import torch
from torch.utils.data import Dataset

from copyspan.data.tokenizer import DigitTokenizer
from copyspan.registry import DATASETS

IGNORE_INDEX = -100


class TaggingCorpus(Dataset):
    """One split of a tagging corpus: every input token has one target class."""

    def __init__(self, root, split, tokenizer=None, max_sequences=None):
        self.root, self.split = root, split
        self.tokenizer = tokenizer or DigitTokenizer.from_file(os.path.join(root, "vocab.json"))
        src = self._read(os.path.join(root, split + ".src"))
        tgt = self._read(os.path.join(root, split + ".tgt"))
        if len(src) != len(tgt):
            raise ValueError("%s/%s: %d inputs but %d targets" % (root, split, len(src), len(tgt)))
        if max_sequences:
            src, tgt = src[:max_sequences], tgt[:max_sequences]
        self.inputs = [np.asarray(self.tokenizer.encode(s), dtype=np.int64) for s in src]
        self.targets = [np.asarray([int(t) for t in l.split()], dtype=np.int64) for l in tgt]
        for i, (a, b) in enumerate(zip(self.inputs, self.targets)):
            if len(a) != len(b):
                raise ValueError("%s/%s line %d: length mismatch" % (root, split, i + 1))
        self.manifest = self._manifest(root)

    @staticmethod
    def _read(path):
        with open(path) as f:
            return [l.strip() for l in f if l.strip()]

    @staticmethod
    def _manifest(root):
        p = os.path.join(root, "MANIFEST.json")
        if os.path.exists(p):
            with open(p) as f:
                return json.load(f)
        return {}

    def __len__(self):
        return len(self.inputs)

    def __getitem__(self, i):
        return {"input_ids": torch.from_numpy(self.inputs[i]),
                "labels": torch.from_numpy(self.targets[i]),
                "index": i}

    @property
    def num_tokens(self):
        return int(sum(len(x) for x in self.inputs))

    @property
    def lengths(self):
        return [len(x) for x in self.inputs]

    def describe(self):
        ls = self.lengths
        return "%s: %d sequences, length %d-%d, %d tokens" % (
            self.split, len(self), min(ls), max(ls), self.num_tokens)


@DATASETS.register("lagsum")
class LagSum(TaggingCorpus):
    """y_t = (x_t + x_{t-lag}) mod 10 (Sec. 3.1)."""


@DATASETS.register("copy")
class DelayedCopy(TaggingCorpus):
    """y_t = x_{t-lag}: the pretraining task (Sec. 3.2)."""
