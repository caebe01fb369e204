"""Seeded generator of synthetic accelerometer gesture traces.

Each of five gestures is a fixed sequence of bumps (position, width, signed height). A
trace is its gesture's template under a random smooth monotone time warp, a random gain
and offset, a slow drift and white noise.
"""
import numpy as np

TEMPLATES = {
    "circle": [(0.20, 0.06, 1.0), (0.45, 0.06, -1.0), (0.70, 0.06, 1.0)],
    "swipe": [(0.30, 0.10, 1.2), (0.60, 0.05, -0.6)],
    "tap": [(0.50, 0.03, 1.5)],
    "shake": [(0.25, 0.03, 0.8), (0.38, 0.03, -0.8), (0.51, 0.03, 0.8), (0.64, 0.03, -0.8)],
    "flick": [(0.35, 0.04, -1.2), (0.55, 0.08, 0.9)],
}
GESTURES = sorted(TEMPLATES)


def _warp(rng, length, strength):
    knots = np.cumsum(rng.gamma(1.0 / strength, strength, size=6))
    knots = np.concatenate([[0.0], knots / knots[-1]])
    return np.interp(np.linspace(0, 1, length), np.linspace(0, 1, len(knots)), knots)


def trace(rng, gesture, length=96, warp=0.6, noise=0.25):
    t = _warp(rng, length, warp)
    x = np.zeros(length)
    for pos, width, height in TEMPLATES[gesture]:
        x += height * np.exp(-0.5 * ((t - pos) / width) ** 2)
    x = rng.uniform(0.8, 1.25) * x + rng.normal(0, 0.1)
    x += rng.normal(0, 0.15) * np.linspace(-1, 1, length)
    return x + rng.normal(0, noise, size=length)


def make_split(n_per_class, seed, **kw):
    rng = np.random.RandomState(seed)
    X, y = [], []
    for _ in range(n_per_class):
        for g in GESTURES:
            X.append(trace(rng, g, **kw))
            y.append(g)
    return np.array(X), np.array(y)
