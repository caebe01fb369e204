"""Synthetic point-set shapes (the data of the paper, generated, never downloaded).

Six classes of closed or open surfaces, each sampled with N points, randomly
stretched, rotated about the z axis, jittered and normalised to the unit ball.
Everything is drawn from one ``numpy.random.RandomState(seed)`` so that the
data set is identical on every machine and NumPy version.
"""
import numpy as np

CLASSES = ("sphere", "cube", "cylinder", "cone", "torus", "saddle")


def _unit(v):
    return v / np.linalg.norm(v, axis=-1, keepdims=True)


def _sphere(rng, n):
    return _unit(rng.normal(size=(n, 3)))


def _cube(rng, n):
    p = rng.uniform(-1.0, 1.0, size=(n, 3))
    face = rng.randint(0, 3, size=n)
    sign = np.where(rng.uniform(size=n) < 0.5, -1.0, 1.0)
    p[np.arange(n), face] = sign
    return p


def _cylinder(rng, n):
    t = rng.uniform(0, 2 * np.pi, size=n)
    z = rng.uniform(-1.0, 1.0, size=n)
    return np.stack([np.cos(t), np.sin(t), z], axis=1)


def _cone(rng, n):
    t = rng.uniform(0, 2 * np.pi, size=n)
    h = np.sqrt(rng.uniform(0.0, 1.0, size=n))
    return np.stack([h * np.cos(t), h * np.sin(t), 1.0 - 2.0 * h], axis=1)


def _torus(rng, n, R=1.0, r=0.4):
    u = rng.uniform(0, 2 * np.pi, size=n)
    v = rng.uniform(0, 2 * np.pi, size=n)
    return np.stack([(R + r * np.cos(v)) * np.cos(u), (R + r * np.cos(v)) * np.sin(u), r * np.sin(v)], axis=1)


def _saddle(rng, n):
    x = rng.uniform(-1.0, 1.0, size=n)
    y = rng.uniform(-1.0, 1.0, size=n)
    return np.stack([x, y, x * x - y * y], axis=1)


_SAMPLERS = (_sphere, _cube, _cylinder, _cone, _torus, _saddle)


def _rot_z(theta):
    c, s = np.cos(theta), np.sin(theta)
    return np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def sample_shape(rng, label, n_points, noise, stretch):
    p = _SAMPLERS[label](rng, n_points)
    scale = rng.uniform(1.0 - stretch, 1.0 + stretch, size=3)
    p = p * scale
    p = p @ _rot_z(rng.uniform(0, 2 * np.pi)).T
    p = p + rng.normal(scale=noise, size=p.shape)
    p = p - p.mean(axis=0, keepdims=True)
    p = p / np.max(np.linalg.norm(p, axis=1))
    return p


def make_split(seed, n_shapes, n_points=64, noise=0.05, stretch=0.35):
    """Return (points float32 [n, N, 3], labels int64 [n]) for one split."""
    rng = np.random.RandomState(seed)
    labels = np.arange(n_shapes) % len(CLASSES)
    rng.shuffle(labels)
    pts = np.stack([sample_shape(rng, int(y), n_points, noise, stretch) for y in labels])
    return pts.astype(np.float32), labels.astype(np.int64)


def make_dataset(seed, n_train, n_test, **kw):
    """Train and test splits from two independent streams of one seed."""
    tr = make_split(seed * 2 + 1, n_train, **kw)
    te = make_split(seed * 2 + 2, n_test, **kw)
    return {"train_x": tr[0], "train_y": tr[1], "test_x": te[0], "test_y": te[1]}
