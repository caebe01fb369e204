"""Builds the training/evaluation graph for one run."""
import collections

import tensorflow as tf

from tricalib.model import losses
from tricalib.model.mlp import risk_mlp
from tricalib.train.schedule import stepwise_decay

Graph = collections.namedtuple('Graph', [
    'graph', 'x', 'y', 'keep_prob', 'logits', 'probs', 'loss', 'data_loss', 'reg_loss',
    'train_op', 'global_step', 'init_op', 'saver', 'aux', 'is_training'])


def build_graph(hp, input_dim, steps_per_epoch, seed):
    graph = tf.Graph()
    with graph.as_default():
        tf.set_random_seed(seed)
        x = tf.placeholder(tf.float32, [None, input_dim], name='x')
        y = tf.placeholder(tf.int64, [None], name='y')
        keep_prob = tf.placeholder_with_default(1.0, [], name='keep_prob')
        is_training = tf.placeholder_with_default(False, [], name='is_training')
        with tf.variable_scope('risk'):
            logits, aux = risk_mlp(x, hp, keep_prob, is_training)
        probs = tf.nn.softmax(logits)[:, 1]
        loss, data_loss, reg_loss = losses.total_loss(y, logits, hp)
        global_step = tf.train.get_or_create_global_step()
        lr = stepwise_decay(hp.learning_rate, global_step, steps_per_epoch * hp.lr_decay_epochs,
                            hp.lr_decay_rate)
        optimizer = tf.train.AdamOptimizer(lr)
        with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):
            train_op = optimizer.minimize(loss, global_step=global_step)
        init_op = tf.global_variables_initializer()
        saver = tf.train.Saver(max_to_keep=1)
    return Graph(graph, x, y, keep_prob, logits, probs, loss, data_loss, reg_loss,
                 train_op, global_step, init_op, saver, aux, is_training)
