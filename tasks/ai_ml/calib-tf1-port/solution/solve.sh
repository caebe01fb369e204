#!/usr/bin/env bash
# Reference deployment of the TriCalib artifact (TensorFlow 1.12 / h5py 2 / PyYAML 3 era) on
# Debian bookworm's Python 3.11 with today's tensorflow-cpu from PyPI.
#  - none of the pins install (tensorflow==1.12 has no wheel for Python 3.11): install current
#    tensorflow-cpu, h5py and PyYAML into the system Python so that plain `python3` finds them;
#  - port the graph code to tf.compat.v1 (placeholders, Session, tf.losses, tf.train);
#  - replace tf.contrib with what it computed, defaults included:
#      HParams -> a small stand-in; xavier_initializer -> glorot_uniform;
#      l2_regularizer(scale) = scale * sum(w^2) / 2 (tf.nn.l2_loss), NOT keras' l2(scale);
#      fully_connected(x, n, normalizer_fn=batch_norm): no bias, ReLU by default (activation_fn);
#      batch_norm defaults: decay 0.999, center (beta) but no scale (gamma), epsilon 0.001,
#      moving averages updated through UPDATE_OPS (Keras/compat.v1 layers default to momentum
#      0.99 and a learned gamma: the l2 rows' NLL/ECE/Brier move by several tolerances);
#  - h5py 3 reads variable-length strings as bytes: decode the column names AND the text
#    columns of v4 hospital exports (else every site / arrival label maps to "unknown");
#  - NumPy 2 (np.asscalar, np.float) and PyYAML 6 (yaml.load needs a Loader).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3 python3-pip >/dev/null
python3 -m pip install -q --break-system-packages --no-warn-script-location \
    tensorflow-cpu==2.21.0 h5py pyyaml
python3 - <<'PYEOF'
"""Minimal TF2/py3.11 port of the TriCalib artifact (run from the artifact root)."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')


def edit(path, *pairs):
    p = root / path
    s = p.read_text()
    for old, new in pairs:
        assert old in s, (path, old)
        s = s.replace(old, new)
    p.write_text(s)


V1 = ('import tensorflow as tf\n', 'import tensorflow.compat.v1 as tf\n')
# graph-mode TF1 semantics for the whole package
edit('tricalib/__init__.py', ("__version__ = '0.4.1'\n",
     "__version__ = '0.4.1'\n\nimport tensorflow.compat.v1 as _tf\n_tf.disable_v2_behavior()\n"))
for mod in ['tricalib/model/mlp.py', 'tricalib/model/losses.py', 'tricalib/model/build.py',
            'tricalib/train/schedule.py', 'tricalib/train/trainer.py', 'tricalib/train/checkpoint.py']:
    edit(mod, V1)
edit('tricalib/utils/logging_utils.py', ('    import tensorflow as tf\n', '    import tensorflow.compat.v1 as tf\n'))
edit('tricalib/train/checkpoint.py', ('tf.contrib.framework.list_variables', 'tf.train.list_variables'))
# tf.contrib.training.HParams is gone: a small stand-in with the methods the code uses
edit('tricalib/hparams.py', V1,
     ('        return yaml.load(f) or {}', '        return yaml.safe_load(f) or {}'),
     ('    hp = tf.contrib.training.HParams(**values)', '    hp = HParams(**values)'),
     ('def make_hparams(', '''class HParams(object):
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def add_hparam(self, name, value):
        setattr(self, name, value)

    def values(self):
        return dict(self.__dict__)


def make_hparams('''))
edit('tricalib/data/transforms.py', ('        schema = yaml.load(f) or {}', '        schema = yaml.safe_load(f) or {}'))
# h5py >= 3 returns variable-length strings as bytes: decode them wherever the code reads text
edit('tricalib/data/h5io.py', ("        columns = list(f['columns'][...])",
     "        columns = [c.decode('utf-8') if isinstance(c, bytes) else c for c in f['columns'][...]]"))
edit('tricalib/data/export.py', ("    return [v.strip().lower() for v in dataset[...]]",
     "    return [(v.decode('utf-8') if isinstance(v, bytes) else v).strip().lower() for v in dataset[...]]"))
# tf.contrib.layers with its defaults
edit('tricalib/model/layers.py', V1,
     ('    return tf.contrib.layers.l2_regularizer(scale=float(weight_decay))',
      '    scale = float(weight_decay)\n    return lambda w: scale * tf.nn.l2_loss(w)'),
     ('tf.contrib.layers.xavier_initializer()', 'tf.glorot_uniform_initializer()'),
     ('''    return tf.contrib.layers.fully_connected(
        x, units,
        weights_initializer=tf.glorot_uniform_initializer(),
        weights_regularizer=l2_penalty(weight_decay),
        normalizer_fn=tf.contrib.layers.batch_norm,
        normalizer_params={'is_training': is_training},
        scope=name)
''', '''    in_dim = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        kernel = tf.get_variable('weights', [in_dim, units],
                                 initializer=tf.glorot_uniform_initializer(),
                                 regularizer=l2_penalty(weight_decay))
        h = batch_norm(tf.matmul(x, kernel), is_training)
    return tf.nn.relu(h)


def batch_norm(x, is_training, decay=0.999, epsilon=0.001):
    """tf.contrib.layers.batch_norm with its defaults (fused, beta, no gamma)."""
    from tensorflow.python.training import moving_averages
    units = x.get_shape().as_list()[-1]
    with tf.variable_scope('BatchNorm'):
        beta = tf.get_variable('beta', [units], initializer=tf.zeros_initializer())
        gamma = tf.ones([units])
        mean = tf.get_variable('moving_mean', [units], initializer=tf.zeros_initializer(),
                               trainable=False)
        var = tf.get_variable('moving_variance', [units], initializer=tf.ones_initializer(),
                              trainable=False)
        x4 = tf.reshape(x, [-1, 1, 1, units])

        def train():
            return tf.nn.fused_batch_norm(x4, gamma, beta, epsilon=epsilon, is_training=True)

        def infer():
            y, _, _ = tf.nn.fused_batch_norm(x4, gamma, beta, mean=mean, variance=var,
                                             epsilon=epsilon, is_training=False)
            return y, mean, var
        y, batch_mean, batch_var = tf.cond(is_training, train, infer)

        def update():
            return (moving_averages.assign_moving_average(mean, batch_mean, decay, zero_debias=False),
                    moving_averages.assign_moving_average(var, batch_var, decay, zero_debias=False))
        upd_mean, upd_var = tf.cond(is_training, update, lambda: (tf.identity(mean), tf.identity(var)))
        tf.add_to_collection(tf.GraphKeys.UPDATE_OPS, upd_mean)
        tf.add_to_collection(tf.GraphKeys.UPDATE_OPS, upd_var)
    return tf.reshape(y, tf.shape(x))
'''))
# NumPy 2: np.asscalar and np.float are gone
s = (root / 'tricalib/eval/metrics.py').read_text()
s = re.sub(r'np\.asscalar\(', 'float(', s).replace('.astype(np.float)', '.astype(np.float64)')
(root / 'tricalib/eval/metrics.py').write_text(s)
PYEOF
# the designated experiment (a few minutes; the verifier re-runs it):
#   python3 data/make_records.py --seed 2018 --n 6000 --out data/triage.h5 && python3 run_table2.py
python3 data/make_records.py --seed 2018 --n 6000 --out data/triage.h5
