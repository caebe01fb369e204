"""Evaluation of a trained classifier on a split."""
import torch

from rbfpool.data import CLASSES
from rbfpool.utils.metrics import ClassificationMeter

from .precision import autocast


@torch.no_grad()
def evaluate(model, data_set, device, amp=False, batch_size=100):
    model.eval()
    meter = ClassificationMeter(data_set.num_classes)
    for x, y in data_set.batches(batch_size, shuffle=False):
        x, y = x.to(device), y.to(device)
        with autocast(device, amp):
            logits = model(x)
        meter.update(logits, y)
    return meter.summary(list(CLASSES))


def make_callback(device, amp=False, batch_size=100):
    def _cb(model, data_set):
        out = evaluate(model, data_set, device, amp=amp, batch_size=batch_size)
        model.train()
        return out
    return _cb
