"""Mini-batch training loop."""
import logging
import time

import torch
import torch.nn.functional as F

from rbfpool.utils.metrics import ClassificationMeter
from rbfpool.utils.misc import grad_norm

from .optim import WarmupCosine, build_optimizer
from .precision import autocast, describe, grad_scaler

log = logging.getLogger(__name__)


class Trainer(object):
    def __init__(self, model, train_cfg, device, amp=False, rng=None):
        self.model = model.to(device)
        self.cfg = train_cfg
        self.device = device
        self.amp = bool(amp)
        self.rng = rng
        self.optimizer = build_optimizer(self.model, train_cfg)
        self.scaler = grad_scaler(device, self.amp)
        self.clip = float(train_cfg.get("clip_grad", 0.0))
        self.label_smoothing = float(train_cfg.get("label_smoothing", 0.0))
        self.history = []

    def _loss(self, logits, y):
        if self.label_smoothing > 0:
            logp = F.log_softmax(logits.float(), dim=1)
            nll = -logp.gather(1, y[:, None]).squeeze(1)
            smooth = -logp.mean(dim=1)
            return ((1 - self.label_smoothing) * nll + self.label_smoothing * smooth).mean()
        return F.cross_entropy(logits.float(), y)

    def train_epoch(self, train_set, epoch, sched):
        self.model.train()
        meter = ClassificationMeter(train_set.num_classes)
        bs = int(self.cfg["batch_size"])
        loss_sum, n_batches, gnorm = 0.0, 0, 0.0
        for x, y in train_set.batches(bs, shuffle=True, rng=self.rng, drop_last=True):
            x, y = x.to(self.device), y.to(self.device)
            with autocast(self.device, self.amp):
                logits = self.model(x)
                loss = self._loss(logits, y)
            self.optimizer.zero_grad()
            self.scaler.scale(loss).backward()
            if self.clip > 0:
                self.scaler.unscale_(self.optimizer)
                gnorm = grad_norm(self.model.parameters())
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.scaler.step(self.optimizer)
            self.scaler.update()
            sched.step()
            meter.update(logits.detach(), y)
            loss_sum += float(loss)
            n_batches += 1
        return {"epoch": epoch, "loss": loss_sum / max(n_batches, 1), "train_acc": meter.accuracy,
                "lr": sched.lr, "grad_norm": gnorm}

    def fit(self, train_set, test_set=None, evaluator=None):
        epochs = int(self.cfg["epochs"])
        bs = int(self.cfg["batch_size"])
        steps = epochs * (len(train_set) // bs)
        sched = WarmupCosine(self.optimizer, steps, warmup=int(self.cfg.get("warmup_steps", 0)),
                             min_lr=float(self.cfg.get("min_lr", 0.0)))
        log.info("training %d epochs, %d steps, precision %s", epochs, steps, describe(self.device, self.amp))
        for epoch in range(1, epochs + 1):
            t0 = time.time()
            rec = self.train_epoch(train_set, epoch, sched)
            if evaluator is not None and test_set is not None and self.cfg.get("eval_every_epoch", False):
                rec["test"] = evaluator(self.model, test_set)["accuracy"]
            rec["seconds"] = round(time.time() - t0, 2)
            self.history.append(rec)
            log.info("epoch %d loss %.4f train_acc %.4f lr %.4g (%.1fs)", epoch, rec["loss"],
                     rec["train_acc"], rec["lr"], rec["seconds"])
        return self.history
