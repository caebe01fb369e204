"""Optional training hooks: TensorBoard logging and early stopping.

Not used by the paper's scripts; kept for the longer GPU runs.
"""
import logging
import math

log = logging.getLogger(__name__)


class TensorBoardHook(object):
    """Write the trainer's per-epoch records to TensorBoard (tensorboardX)."""

    def __init__(self, logdir):
        try:
            from tensorboardX import SummaryWriter
        except ImportError:  # optional dependency
            log.warning("tensorboardX not installed; TensorBoard logging disabled")
            self.writer = None
            return
        self.writer = SummaryWriter(logdir)

    def __call__(self, record):
        if self.writer is None:
            return
        step = record["epoch"]
        for key in ("loss", "train_acc", "lr", "grad_norm", "test"):
            if key in record and record[key] is not None:
                self.writer.add_scalar(key, record[key], step)
        self.writer.flush()

    def close(self):
        if self.writer is not None:
            self.writer.close()


class EarlyStopping(object):
    """Stop when ``metric`` has not improved by ``min_delta`` for ``patience`` epochs."""

    def __init__(self, metric="loss", patience=3, min_delta=0.0, mode="min"):
        self.metric = metric
        self.patience = patience
        self.min_delta = min_delta
        self.mode = mode
        self.best = math.inf if mode == "min" else -math.inf
        self.bad = 0

    def improved(self, value):
        if self.mode == "min":
            return value < self.best - self.min_delta
        return value > self.best + self.min_delta

    def __call__(self, record):
        value = record.get(self.metric)
        if value is None:
            return False
        if self.improved(value):
            self.best = value
            self.bad = 0
            return False
        self.bad += 1
        if self.bad >= self.patience:
            log.info("early stopping: %s did not improve for %d epochs", self.metric, self.bad)
            return True
        return False
