"""Classification metrics accumulated over mini-batches."""
import numpy as np
import torch
import torch.nn.functional as F


class ClassificationMeter(object):
    def __init__(self, num_classes):
        self.num_classes = num_classes
        self.reset()

    def reset(self):
        self.confusion = np.zeros((self.num_classes, self.num_classes), dtype=np.int64)
        self.nll_sum = 0.0
        self.count = 0

    @torch.no_grad()
    def update(self, logits, labels):
        logits = logits.float()
        self.nll_sum += float(F.cross_entropy(logits, labels, reduction="sum"))
        pred = logits.argmax(dim=1).cpu().numpy()
        for t, p in zip(labels.cpu().numpy(), pred):
            self.confusion[t, p] += 1
        self.count += int(labels.shape[0])

    @property
    def accuracy(self):
        return float(np.trace(self.confusion)) / max(self.count, 1)

    @property
    def nll(self):
        return self.nll_sum / max(self.count, 1)

    def per_class_accuracy(self):
        tot = self.confusion.sum(axis=1)
        return np.where(tot > 0, np.diag(self.confusion) / np.maximum(tot, 1), 0.0)

    def summary(self, class_names=None):
        names = class_names or [str(i) for i in range(self.num_classes)]
        return {
            "accuracy": round(self.accuracy, 4),
            "nll": round(self.nll, 4),
            "n": self.count,
            "per_class": {n: round(float(a), 4) for n, a in zip(names, self.per_class_accuracy())},
        }
