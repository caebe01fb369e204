"""Loading jsonl splits and turning them into padded id matrices."""
import json

import numpy as np

from .corpus import INTENTS

LABEL_TO_ID = {name: i for i, name in enumerate(INTENTS)}


def load_jsonl(path):
    rows = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                rows.append(json.loads(line))
    return rows


def encode_split(rows, tokenizer, max_len):
    """Return (ids int64 [n, max_len], mask float32 [n, max_len], labels int64 [n])."""
    n = len(rows)
    ids = np.zeros((n, max_len), dtype=np.int64)
    mask = np.zeros((n, max_len), dtype=np.float32)
    labels = np.zeros(n, dtype=np.int64)
    for i, r in enumerate(rows):
        toks = tokenizer.encode(r["text"])[:max_len]
        if not toks:
            toks = [tokenizer.unk_id]
        ids[i, :len(toks)] = toks
        mask[i, :len(toks)] = 1.0
        labels[i] = LABEL_TO_ID[r["label"]]
    return ids, mask, labels


class Batches:
    """Shuffled minibatches over (ids, mask, labels); reshuffles every epoch from its own rng."""

    def __init__(self, ids, mask, labels, batch_size, seed):
        self.ids, self.mask, self.labels = ids, mask, labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return (len(self.labels) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        order = self.rng.permutation(len(self.labels))
        for s in range(0, len(order), self.batch_size):
            idx = order[s:s + self.batch_size]
            yield self.ids[idx], self.mask[idx], self.labels[idx]
