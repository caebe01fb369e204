"""Evaluation.

Per-epoch validation always uses the ``valid`` split; the *final* evaluation (the numbers that
go into the result file and the tables) is a separate pass over the whole final split.
"""
import os

import torch
import torch.nn.functional as F

from copyspan.data import build_dataset, build_loader
from copyspan.metrics import IGNORE_INDEX, TaggingMetrics
from copyspan.utils.logging import get_logger

log = get_logger("eval")


def eval_split(cfg):
    return os.environ.get("COPYSPAN_EVAL_SPLIT", cfg.eval.get("split", "valid"))


@torch.no_grad()
def evaluate(model, loader, device, tail_frac=None):
    model.eval()
    m = TaggingMetrics(tail_frac=tail_frac)
    for batch in loader:
        ids = batch["input_ids"].to(device)
        mask = batch["attention_mask"].to(device)
        labels = batch["labels"].to(device)
        logits = model(ids, mask).float()
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1),
                               ignore_index=IGNORE_INDEX)
        m.update(logits, labels, loss.item())
    model.train()
    return m.compute()


def final_evaluation(cfg, model, device):
    split = eval_split(cfg)
    ds = build_dataset(cfg.data, split)
    loader = build_loader(ds, cfg.eval.batch_size, shuffle=False, num_workers=0)
    metrics = evaluate(model, loader, device, tail_frac=cfg.eval.get("tail_frac"))
    metrics["split"] = split
    log.info("final evaluation on %s: token_acc %.4f tail_acc %.4f seq_acc %.4f", split,
             metrics["token_acc"], metrics.get("tail_acc", float("nan")), metrics["seq_acc"])
    return metrics
