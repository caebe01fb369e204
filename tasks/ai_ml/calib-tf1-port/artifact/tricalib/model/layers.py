"""Graph-mode layers.

The hidden blocks use tf.contrib.layers so that the kernels, the batch
normalisation and the L2 penalty are set up the same way as in our other
projects; the output layer is a plain tf.get_variable layer.  The L2 penalty
is registered in the REGULARIZATION_LOSSES collection once per kernel (biases,
normalisation parameters and gates are not penalised).
"""
import tensorflow as tf


def l2_penalty(weight_decay):
    """Kernel regulariser for the weight-decay term (None if weight_decay == 0)."""
    if not weight_decay:
        return None
    return tf.contrib.layers.l2_regularizer(scale=float(weight_decay))


def hidden_block(x, units, name, weight_decay, is_training):
    """Fully connected block of the risk network (Section 3)."""
    return tf.contrib.layers.fully_connected(
        x, units,
        weights_initializer=tf.contrib.layers.xavier_initializer(),
        weights_regularizer=l2_penalty(weight_decay),
        normalizer_fn=tf.contrib.layers.batch_norm,
        normalizer_params={'is_training': is_training},
        scope=name)


def dense(x, units, name, activation=None, weight_decay=0.0, use_bias=True):
    """Fully connected layer y = act(x W + b)."""
    in_dim = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        kernel = tf.get_variable('kernel', [in_dim, units],
                                 initializer=tf.contrib.layers.xavier_initializer(),
                                 regularizer=l2_penalty(weight_decay))
        y = tf.matmul(x, kernel)
        if use_bias:
            bias = tf.get_variable('bias', [units], initializer=tf.zeros_initializer())
            y = tf.nn.bias_add(y, bias)
        if activation is not None:
            y = activation(y)
    return y


def feature_gate(x, name):
    """Per-feature sigmoid gate g in (0, 1): returns x * g and g.

    The gate logits start at +2 (g ~ 0.88) so that all features pass at first.
    """
    in_dim = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        logits = tf.get_variable('gate_logits', [in_dim], initializer=tf.constant_initializer(2.0))
        gate = tf.sigmoid(logits)
    return x * gate, gate


def dropout(x, keep_prob):
    """Inverted dropout; keep_prob is a scalar tensor (1.0 at evaluation)."""
    return tf.nn.dropout(x, keep_prob)


def count_parameters(scope=None):
    total = 0
    for v in tf.trainable_variables(scope):
        n = 1
        for d in v.get_shape().as_list():
            n *= d
        total += n
    return total
