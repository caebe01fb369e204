"""Adam with optional global-norm clipping, over a dict of numpy arrays."""
import numpy as np


class Adam:
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, clip=None):
        self.params = params
        self.lr, self.b1, self.b2, self.eps, self.clip = lr, betas[0], betas[1], eps, clip
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, grads):
        if self.clip is not None:
            norm = np.sqrt(sum(float((g ** 2).sum()) for g in grads.values()))
            if norm > self.clip:
                grads = {k: g * (self.clip / norm) for k, g in grads.items()}
        self.t += 1
        c1 = 1.0 - self.b1 ** self.t
        c2 = 1.0 - self.b2 ** self.t
        for k, g in grads.items():
            self.m[k] = self.b1 * self.m[k] + (1.0 - self.b1) * g
            self.v[k] = self.b2 * self.v[k] + (1.0 - self.b2) * g * g
            mhat = self.m[k] / c1
            vhat = self.v[k] / c2
            self.params[k] -= self.lr * mhat / (np.sqrt(vhat) + self.eps)


class StepDecay:
    """Multiply the optimizer's learning rate by ``gamma`` every ``every`` epochs."""

    def __init__(self, opt, every, gamma):
        self.opt, self.every, self.gamma = opt, every, gamma
        self.base = opt.lr

    def epoch_end(self, epoch):
        self.opt.lr = self.base * self.gamma ** ((epoch + 1) // self.every)
