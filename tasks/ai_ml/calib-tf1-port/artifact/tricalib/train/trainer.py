"""Session-based training loop for one (hyper-parameters, seed) run."""
from __future__ import print_function

import tempfile

import numpy as np
import tensorflow as tf

from tricalib.data.batching import BatchIterator, sequential
from tricalib.data.splits import validation_holdout
from tricalib.eval import metrics
from tricalib.model import build_graph
from tricalib.train import checkpoint
from tricalib.train.early_stop import EarlyStopping
from tricalib.utils.logging_utils import get_logger

log = get_logger(__name__)


def session_config():
    # two threads: the paper's timings were taken on a 2-core laptop
    return tf.ConfigProto(intra_op_parallelism_threads=2, inter_op_parallelism_threads=2)


class Trainer(object):
    def __init__(self, hp, input_dim, n_train, seed):
        self.hp = hp
        self.seed = seed
        steps = (n_train + hp.batch_size - 1) // hp.batch_size
        self.steps_per_epoch = steps
        self.g = build_graph(hp, input_dim, steps, seed)
        self.sess = tf.Session(graph=self.g.graph, config=session_config())
        self.sess.run(self.g.init_op)
        self.history = []

    def close(self):
        self.sess.close()

    def train_epoch(self, batches):
        losses = []
        for xb, yb in batches.epoch():
            _, loss = self.sess.run([self.g.train_op, self.g.loss],
                                    feed_dict={self.g.x: xb, self.g.y: yb,
                                               self.g.keep_prob: self.hp.keep_prob,
                                               self.g.is_training: True})
            losses.append(loss)
        return float(np.mean(losses))

    def predict(self, X):
        out = []
        for xb in sequential(X, 1024):
            out.append(self.sess.run(self.g.probs, feed_dict={self.g.x: xb}))
        return np.concatenate(out)

    def fit(self, X, y, verbose=False):
        hp = self.hp
        if hp.early_stopping:
            return self._fit_early_stopping(X, y, verbose)
        batches = BatchIterator(X, y, hp.batch_size, self.seed)
        for epoch in range(hp.epochs):
            loss = self.train_epoch(batches)
            self.history.append(loss)
            if verbose:
                log.info('seed %d epoch %2d loss %.4f', self.seed, epoch + 1, loss)
        return hp.epochs

    def _fit_early_stopping(self, X, y, verbose):
        hp = self.hp
        fit_idx, val_idx = validation_holdout(np.arange(len(y)), 0.15, self.seed)
        batches = BatchIterator(X[fit_idx], y[fit_idx], hp.batch_size, self.seed)
        stopper = EarlyStopping(hp.patience)
        ckpt_dir = tempfile.mkdtemp(prefix='tricalib-')
        for epoch in range(hp.epochs):
            self.history.append(self.train_epoch(batches))
            val_nll = metrics.nll(y[val_idx], self.predict(X[val_idx]))
            if stopper.update(epoch, val_nll):
                checkpoint.save(self.sess, self.g.saver, ckpt_dir, epoch)
            if verbose:
                log.info('seed %d epoch %2d val nll %.4f', self.seed, epoch + 1, val_nll)
            if stopper.should_stop:
                break
        checkpoint.restore_latest(self.sess, self.g.saver, ckpt_dir)
        return stopper.best_epoch + 1

    def gate_values(self):
        gate = self.g.aux.get('gate')
        return None if gate is None else self.sess.run(gate)


def run_once(hp, X_train, y_train, X_test, y_test, seed, verbose=False):
    """Trains one network and returns its test metrics (a dict)."""
    trainer = Trainer(hp, X_train.shape[1], len(y_train), seed)
    try:
        epochs = trainer.fit(X_train, y_train, verbose=verbose)
        p_test = trainer.predict(X_test)
        p_train = trainer.predict(X_train)
        history = list(trainer.history)
    finally:
        trainer.close()
    res = metrics.all_metrics(y_test, p_test, hp.ece_bins)
    res['train_acc'] = metrics.accuracy(y_train, p_train)
    res['train_loss'] = history[-1] if history else None
    res['epochs'] = epochs
    return res
