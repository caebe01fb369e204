"""The training loop.

    trainer = Trainer(cfg)
    trainer.fit()
    result = trainer.test()

Mixed precision uses ``torch.cuda.amp`` (GradScaler + autocast) when ``train.amp`` is set.
"""
import json
import os
import time

import torch
import torch.nn.functional as F
from torch.cuda.amp import GradScaler, autocast

from copyspan.data import build_dataset, build_loader
from copyspan.engine.callbacks import build_callbacks
from copyspan.engine.evaluator import evaluate, final_evaluation
from copyspan.engine.optim import build_optimizer
from copyspan.engine.schedulers import build_scheduler
from copyspan.metrics import IGNORE_INDEX
from copyspan.models import count_parameters
from copyspan.registry import MODELS
from copyspan.utils.checkpoint import load_pretrained, unwrap
from copyspan.utils.compat import clip_gradients, set_threads
from copyspan.utils.distributed import maybe_parallel, resolve_device
from copyspan.utils.logging import get_logger
from copyspan.utils.seed import seed_everything

log = get_logger("trainer")


class Trainer(object):
    def __init__(self, cfg, run_dir=None):
        self.cfg = cfg
        self.run_dir = run_dir
        self.step = 0
        self.epoch = 0
        self.should_stop = False
        self.best_epoch = None
        tc = cfg.train
        seed_everything(cfg.seed, deterministic=tc.get("deterministic", False))
        self.threads = set_threads(tc.get("threads"))
        self.device = resolve_device(cfg.device)

        self.train_set = build_dataset(cfg.data, "train")
        self.valid_set = build_dataset(cfg.data, "valid")
        self.train_loader = build_loader(self.train_set, tc.batch_size, shuffle=True, seed=cfg.seed,
                                         num_workers=tc.get("num_workers", 0),
                                         pin_memory=self.device.type == "cuda", drop_last=True)
        self.valid_loader = build_loader(self.valid_set, cfg.eval.batch_size, shuffle=False)

        mcfg = dict(cfg.model)
        mcfg["vocab_size"] = self.train_set.tokenizer.vocab_size
        model = MODELS.build(mcfg)
        model.to(self.device)
        self.model = maybe_parallel(model, self.device)
        ws = cfg.get("warm_start") or {}
        if ws.get("checkpoint"):
            load_pretrained(self.model, ws.checkpoint, prefix_map=ws.get("prefix_map"))
            if ws.get("freeze_epochs"):
                unwrap(self.model).freeze_encoder(True)
        log.info("model %s: %d trainable parameters", cfg.model.type, count_parameters(self.model))

        self.optimizer = build_optimizer(cfg.optim, unwrap(self.model))
        self.total_steps = tc.epochs * len(self.train_loader)
        self.scheduler = build_scheduler(cfg.get("scheduler"), self.optimizer, self.total_steps,
                                         steps_per_epoch=len(self.train_loader))
        self.amp = bool(tc.get("amp", False))
        self.scaler = GradScaler(enabled=self.amp)
        self.callbacks = build_callbacks(cfg.get("callbacks"))
        self.history = []

    # ------------------------------------------------------------------ hooks
    def _call(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    # ------------------------------------------------------------------ loop
    def train_step(self, batch):
        ids = batch["input_ids"].to(self.device, non_blocking=True)
        mask = batch["attention_mask"].to(self.device, non_blocking=True)
        labels = batch["labels"].to(self.device, non_blocking=True)
        with autocast(enabled=self.amp):
            logits = self.model(ids, mask)
            loss = F.cross_entropy(logits.float().reshape(-1, logits.shape[-1]), labels.reshape(-1),
                                   ignore_index=IGNORE_INDEX,
                                   label_smoothing=self.cfg.train.get("label_smoothing", 0.0))
        self.optimizer.zero_grad(set_to_none=True)
        self.scaler.scale(loss).backward()
        self.scaler.unscale_(self.optimizer)
        clip_gradients(self.model.parameters(), self.cfg.train.get("clip_norm"))
        self.scaler.step(self.optimizer)
        self.scaler.update()
        self.scheduler.step()
        return loss.item()

    def fit(self):
        tc = self.cfg.train
        ws = self.cfg.get("warm_start") or {}
        t0 = time.time()
        self._call("on_train_begin")
        for epoch in range(1, tc.epochs + 1):
            self.epoch = epoch
            if ws.get("freeze_epochs") and epoch == ws.freeze_epochs + 1:
                unwrap(self.model).freeze_encoder(False)
                log.info("unfroze the encoder at epoch %d", epoch)
            self.train_loader.sampler.set_epoch(epoch)
            self._call("on_epoch_begin", epoch)
            limit = tc.get("limit_train_batches")
            for i, batch in enumerate(self.train_loader):
                if limit and i >= limit:
                    break
                self.step += 1
                loss = self.train_step(batch)
                self._call("on_step_end", self.step, loss)
            metrics = evaluate(self.model, self.valid_loader, self.device)
            self.history.append(dict(metrics, epoch=epoch))
            self._call("on_validation_end", epoch, metrics)
            if self.should_stop:
                break
        self._call("on_train_end")
        self.train_seconds = time.time() - t0
        log.info("training took %.1fs (%d steps, %d threads)", self.train_seconds, self.step, self.threads)
        return self.history

    def test(self):
        metrics = final_evaluation(self.cfg, self.model, self.device)
        metrics.update({
            "experiment": self.cfg.name,
            "model": self.cfg.model.type,
            "warm_start": bool((self.cfg.get("warm_start") or {}).get("checkpoint")),
            "epochs": self.epoch,
            "steps": self.step,
            "best_epoch": self.best_epoch,
            "seed": self.cfg.seed,
            "torch": torch.__version__,
        })
        return metrics


def write_result(path, result):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
        f.write("\n")
