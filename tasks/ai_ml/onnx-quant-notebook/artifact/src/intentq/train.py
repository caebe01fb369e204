"""Training loop for BagMLP (NumPy only)."""
import logging
import time

import numpy as np

from .data.loader import Batches
from .metrics import accuracy
from .model import BagMLP
from .optim import Adam, StepDecay

log = logging.getLogger(__name__)


def train(train_split, dev_split, vocab_size, n_classes, cfg, verbose=False):
    """train_split/dev_split: (ids, mask, labels). cfg: the ``model``+``train`` config dicts merged."""
    model = BagMLP(vocab_size, cfg["emb_dim"], cfg["hidden"], n_classes, seed=cfg["seed"])
    opt = Adam(model.params, lr=cfg["lr"], clip=cfg.get("clip"))
    sched = StepDecay(opt, cfg.get("decay_every", 1000), cfg.get("decay_gamma", 1.0))
    batches = Batches(*train_split, batch_size=cfg["batch_size"], seed=cfg["seed"] + 1)
    history = []
    for epoch in range(cfg["epochs"]):
        t0 = time.time()
        losses = []
        for ids, mask, labels in batches:
            loss, grads = model.loss_and_grads(ids, mask, labels, cfg.get("weight_decay", 0.0))
            opt.step(grads)
            losses.append(loss)
        sched.epoch_end(epoch)
        dev_acc = accuracy(model.predict(dev_split[0], dev_split[1]).argmax(axis=1), dev_split[2])
        history.append({"epoch": epoch + 1, "loss": float(np.mean(losses)), "dev_acc": dev_acc,
                        "seconds": time.time() - t0})
        msg = "epoch %d loss %.4f dev acc %.4f" % (epoch + 1, np.mean(losses), dev_acc)
        log.info(msg)
        if verbose:
            print(msg)
    return model, history
