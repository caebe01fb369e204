#!/usr/bin/env python
"""Appendix B: which inputs does the feature gate keep?

Adds an L1 pull on the gates and reports the learned gate values per input
feature (one-hot levels are reported individually).
"""
from __future__ import print_function

import argparse

import numpy as np
import tensorflow as tf

from tricalib import hparams, pipeline
from tricalib.data.batching import BatchIterator
from tricalib.model import losses
from tricalib.model.mlp import risk_mlp
from tricalib.utils.logging_utils import quiet_tensorflow


def train_gated(hp, X, y, seed, strength):
    graph = tf.Graph()
    with graph.as_default():
        tf.set_random_seed(seed)
        x = tf.placeholder(tf.float32, [None, X.shape[1]])
        yy = tf.placeholder(tf.int64, [None])
        keep = tf.placeholder_with_default(1.0, [])
        training = tf.placeholder_with_default(False, [])
        with tf.variable_scope('risk'):
            logits, aux = risk_mlp(x, hp, keep, training)
        loss, _, _ = losses.total_loss(yy, logits, hp)
        loss += losses.gate_sparsity(aux['gate'], strength)
        with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):
            train_op = tf.train.AdamOptimizer(hp.learning_rate).minimize(loss)
        init = tf.global_variables_initializer()
    with tf.Session(graph=graph) as sess:
        sess.run(init)
        batches = BatchIterator(X, y, hp.batch_size, seed)
        for _ in range(hp.epochs):
            for xb, yb in batches.epoch():
                sess.run(train_op, {x: xb, yy: yb, keep: hp.keep_prob, training: True})
        return sess.run(aux['gate'])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--config', default='configs/table2.yaml')
    ap.add_argument('--strength', type=float, nargs='+', default=[0.0, 0.001, 0.01])
    args = ap.parse_args()
    quiet_tensorflow()
    base, _ = hparams.load_config(args.config)
    prep = pipeline.prepare(base.data, base.schema, base.test_fraction, base.split_seed)
    names = prep['encoder'].feature_names()
    hp = hparams.make_hparams(dict(base.values(), gate_features=True))
    table = {}
    for s in args.strength:
        table[s] = train_gated(hp, prep['X_train'], prep['y_train'], hp.seeds[0], s)
    print('%-24s' % 'feature' + ''.join('  l1=%-7g' % s for s in args.strength))
    order = np.argsort(-table[args.strength[-1]])
    for j in order:
        print('%-24s' % names[j] + ''.join('  %9.3f' % table[s][j] for s in args.strength))


if __name__ == '__main__':
    main()
