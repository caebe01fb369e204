"""Token and sequence accuracy for tagging, accumulated over batches."""
import math

import torch

IGNORE_INDEX = -100


class TaggingMetrics(object):
    """``tail_frac``: the trailing fraction of every sequence reported separately as ``tail_acc``
    (on the test split, whose sequences are twice the training length, that is the part beyond
    any position seen in training)."""

    def __init__(self, tail_frac=None):
        self.tail_frac = tail_frac
        self.reset()

    def reset(self):
        self.tokens = 0
        self.correct = 0
        self.seqs = 0
        self.seq_correct = 0
        self.loss_sum = 0.0
        self.tail_tokens = 0
        self.tail_correct = 0

    def update(self, logits, labels, loss=None):
        pred = logits.argmax(-1)
        valid = labels != IGNORE_INDEX
        hit = (pred == labels) & valid
        self.tokens += int(valid.sum())
        self.correct += int(hit.sum())
        per_seq_ok = (hit | ~valid).all(dim=1)
        self.seqs += labels.shape[0]
        self.seq_correct += int(per_seq_ok.sum())
        if self.tail_frac:
            lengths = valid.sum(dim=1, keepdim=True)
            pos = torch.arange(labels.shape[1], device=labels.device)[None, :]
            tail = valid & (pos >= (lengths.double() * (1.0 - self.tail_frac)).ceil().long())
            self.tail_tokens += int(tail.sum())
            self.tail_correct += int((hit & tail).sum())
        if loss is not None:
            self.loss_sum += float(loss) * int(valid.sum())

    def compute(self):
        out = {
            "token_acc": self.correct / max(self.tokens, 1),
            "seq_acc": self.seq_correct / max(self.seqs, 1),
            "loss": self.loss_sum / max(self.tokens, 1),
            "tokens": self.tokens,
            "sequences": self.seqs,
        }
        if self.tail_frac:
            out["tail_acc"] = (self.tail_correct / self.tail_tokens) if self.tail_tokens else float("nan")
        return out


def perplexity(loss):
    try:
        return math.exp(loss)
    except OverflowError:
        return float("inf")


def confusion(logits, labels, num_classes=10):
    pred = logits.argmax(-1)
    valid = labels != IGNORE_INDEX
    m = torch.zeros(num_classes, num_classes, dtype=torch.long)
    for t, p in zip(labels[valid].tolist(), pred[valid].tolist()):
        m[t, p] += 1
    return m
