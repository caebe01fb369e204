"""Trainer callbacks. Each hook gets the trainer; return values are ignored except
``should_stop`` set on the trainer by early stopping."""
import json
import math
import os
import time

from copyspan.registry import CALLBACKS
from copyspan.utils.checkpoint import save_checkpoint, unwrap
from copyspan.utils.logging import get_logger

log = get_logger("callbacks")


class Callback(object):
    def on_train_begin(self, trainer):
        pass

    def on_epoch_begin(self, trainer, epoch):
        pass

    def on_step_end(self, trainer, step, loss):
        pass

    def on_validation_end(self, trainer, epoch, metrics):
        pass

    def on_train_end(self, trainer):
        pass


@CALLBACKS.register("progress")
class ProgressLogger(Callback):
    def __init__(self, every=50):
        self.every = every
        self.t0 = None
        self.window = []

    def on_train_begin(self, trainer):
        self.t0 = time.time()

    def on_step_end(self, trainer, step, loss):
        self.window.append(loss)
        if self.every and step % self.every == 0:
            avg = sum(self.window) / len(self.window)
            self.window = []
            lr = trainer.optimizer.param_groups[0]["lr"]
            log.info("step %5d  loss %.4f  lr %.2e  %.1fs", step, avg, lr, time.time() - self.t0)

    def on_validation_end(self, trainer, epoch, metrics):
        log.info("epoch %d  valid token_acc %.4f seq_acc %.4f loss %.4f", epoch,
                 metrics["token_acc"], metrics["seq_acc"], metrics["loss"])


@CALLBACKS.register("best_model")
class BestModel(Callback):
    """Keep the weights of the best validation epoch in memory and restore them at the end."""

    def __init__(self, monitor="token_acc", mode="max"):
        self.monitor, self.mode = monitor, mode
        self.best = None
        self.state = None
        self.epoch = None

    def _better(self, v):
        if self.best is None:
            return True
        return v > self.best if self.mode == "max" else v < self.best

    def on_validation_end(self, trainer, epoch, metrics):
        v = metrics[self.monitor]
        if self._better(v):
            self.best, self.epoch = v, epoch
            self.state = {k: t.detach().clone() for k, t in unwrap(trainer.model).state_dict().items()}

    def on_train_end(self, trainer):
        if self.state is not None:
            unwrap(trainer.model).load_state_dict(self.state)
            trainer.best_epoch = self.epoch
            log.info("restored epoch %d (valid %s %.4f)", self.epoch, self.monitor, self.best)


@CALLBACKS.register("early_stopping")
class EarlyStopping(Callback):
    def __init__(self, monitor="token_acc", mode="max", patience=3, min_delta=0.0):
        self.monitor, self.mode, self.patience, self.min_delta = monitor, mode, patience, min_delta
        self.best = None
        self.bad = 0

    def on_validation_end(self, trainer, epoch, metrics):
        v = metrics[self.monitor]
        improved = self.best is None or (
            v > self.best + self.min_delta if self.mode == "max" else v < self.best - self.min_delta)
        if improved:
            self.best, self.bad = v, 0
        else:
            self.bad += 1
            if self.bad >= self.patience:
                log.info("early stopping at epoch %d", epoch)
                trainer.should_stop = True


@CALLBACKS.register("checkpoint")
class Checkpointer(Callback):
    def __init__(self, every_epochs=1, keep_last=2):
        self.every, self.keep = every_epochs, keep_last
        self.saved = []

    def on_validation_end(self, trainer, epoch, metrics):
        if not trainer.run_dir or (epoch % self.every):
            return
        p = os.path.join(trainer.run_dir, "epoch_%d.pt" % epoch)
        save_checkpoint(p, trainer.model, trainer.optimizer, epoch, trainer.step, trainer.cfg, metrics)
        self.saved.append(p)
        while len(self.saved) > self.keep:
            old = self.saved.pop(0)
            if os.path.exists(old):
                os.remove(old)


@CALLBACKS.register("history")
class History(Callback):
    """Write per-epoch validation metrics to ``history.jsonl`` in the run directory."""

    def __init__(self, filename="history.jsonl"):
        self.filename = filename

    def on_validation_end(self, trainer, epoch, metrics):
        if not trainer.run_dir:
            return
        rec = {"epoch": epoch, "step": trainer.step}
        rec.update({k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in metrics.items()})
        with open(os.path.join(trainer.run_dir, self.filename), "a") as f:
            f.write(json.dumps(rec) + "\n")


@CALLBACKS.register("tensorboard")
class TensorBoard(Callback):
    """Scalars to TensorBoard, if it is installed (it is not needed for anything else)."""

    def __init__(self, logdir=None):
        self.logdir = logdir
        self.writer = None

    def on_train_begin(self, trainer):
        try:
            from torch.utils.tensorboard import SummaryWriter
        except Exception as e:  # tensorboard missing
            log.warning("tensorboard callback disabled: %s", e)
            return
        self.writer = SummaryWriter(self.logdir or os.path.join(trainer.run_dir or ".", "tb"))

    def on_step_end(self, trainer, step, loss):
        if self.writer is not None:
            self.writer.add_scalar("train/loss", loss, step)

    def on_validation_end(self, trainer, epoch, metrics):
        if self.writer is not None:
            for k in ("token_acc", "seq_acc", "loss"):
                self.writer.add_scalar("valid/" + k, metrics[k], epoch)

    def on_train_end(self, trainer):
        if self.writer is not None:
            self.writer.close()


def build_callbacks(specs):
    out = []
    for spec in specs or []:
        if isinstance(spec, str):
            spec = {"type": spec}
        out.append(CALLBACKS.build(spec))
    return out
