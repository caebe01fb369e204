"""The risk network: optional feature gate, two hidden blocks, two-class logits."""
import tensorflow as tf

from tricalib.model import layers


def risk_mlp(x, hp, keep_prob, is_training):
    """Returns (logits [batch, 2], dict of auxiliary tensors)."""
    aux = {}
    h = x
    if hp.input_keep_prob < 1.0:
        h = layers.dropout(h, tf.minimum(1.0, keep_prob + (hp.input_keep_prob - hp.keep_prob)))
    if hp.gate_features:
        h, gate = layers.feature_gate(h, 'gate')
        aux['gate'] = gate
    for i in range(hp.num_layers):
        h = layers.hidden_block(h, hp.hidden_units, 'hidden%d' % i, hp.weight_decay, is_training)
        h = layers.dropout(h, keep_prob)
    logits = layers.dense(h, 2, 'logits', weight_decay=hp.weight_decay)
    return logits, aux
