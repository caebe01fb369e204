"""Ground-truth oscillators and the synthetic trajectory generator (pure NumPy).

Every data set in the paper is produced here from a seed; nothing is downloaded.  The
reference trajectories are integrated with classical RK4 on a fine grid (``fine_dt``) and then
sub-sampled to the observation grid, where Gaussian noise is added.
"""
import numpy as np


class Duffing(object):
    """Unforced, damped double-well Duffing oscillator  x'' + d x' + a x + b x^3 = 0."""

    name = "duffing"

    def __init__(self, delta=0.15, alpha=-1.0, beta=1.0):
        self.delta, self.alpha, self.beta = delta, alpha, beta

    def __call__(self, y):
        x, v = y[..., 0], y[..., 1]
        return np.stack([v, -self.delta * v - self.alpha * x - self.beta * x ** 3], axis=-1)

    def energy(self, y):
        x, v = y[..., 0], y[..., 1]
        return 0.5 * v ** 2 + 0.5 * self.alpha * x ** 2 + 0.25 * self.beta * x ** 4

    def sample_initial(self, rng, n):
        # energies above the barrier so that trajectories visit both wells before settling
        x = rng.uniform(-2.0, 2.0, size=n)
        v = rng.uniform(-1.2, 1.2, size=n)
        return np.stack([x, v], axis=-1)


class VanDerPol(object):
    """Van der Pol oscillator  x'' - mu (1 - x^2) x' + x = 0 (limit cycle)."""

    name = "vdp"

    def __init__(self, mu=1.0):
        self.mu = mu

    def __call__(self, y):
        x, v = y[..., 0], y[..., 1]
        return np.stack([v, self.mu * (1.0 - x ** 2) * v - x], axis=-1)

    def energy(self, y):
        return 0.5 * (y[..., 0] ** 2 + y[..., 1] ** 2)

    def sample_initial(self, rng, n):
        return rng.uniform(-3.0, 3.0, size=(n, 2))


class LotkaVolterra(object):
    """Predator-prey model in log coordinates (keeps the state unconstrained)."""

    name = "lv"

    def __init__(self, a=1.0, b=0.6, c=1.0, d=0.4):
        self.a, self.b, self.c, self.d = a, b, c, d

    def __call__(self, y):
        u, w = np.exp(y[..., 0]), np.exp(y[..., 1])
        return np.stack([self.a - self.b * w, -self.c + self.d * u], axis=-1)

    def energy(self, y):
        u, w = np.exp(y[..., 0]), np.exp(y[..., 1])
        return self.d * u - self.c * y[..., 0] + self.b * w - self.a * y[..., 1]

    def sample_initial(self, rng, n):
        return np.log(rng.uniform(0.5, 3.0, size=(n, 2)))


SYSTEMS = {"duffing": Duffing, "vdp": VanDerPol, "lv": LotkaVolterra}


def integrate(system, y0, n_obs, dt_obs, fine_dt=0.005):
    """RK4 on a fine grid, returned at ``n_obs`` observation times (t = 0, dt_obs, ...)."""
    sub = int(round(dt_obs / fine_dt))
    h = dt_obs / sub
    y = np.array(y0, dtype=np.float64)
    out = np.empty((n_obs,) + y.shape, dtype=np.float64)
    out[0] = y
    for k in range(1, n_obs):
        for _ in range(sub):
            k1 = system(y)
            k2 = system(y + 0.5 * h * k1)
            k3 = system(y + 0.5 * h * k2)
            k4 = system(y + h * k3)
            y = y + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        out[k] = y
    return out


def make_dataset(name, n_train, n_test, t_train, t_test, dt_obs, noise, seed, **params):
    """Train/test trajectories of one system.

    Returns a dict of float64 arrays: ``train`` (n_obs_train, n_train, 2) noisy observations,
    ``train_clean`` the same without noise, ``test`` (n_obs_test, n_test, 2) noise-free, and the
    observation step.  The RandomState stream is fixed by ``seed`` (legacy MT19937, stable
    across NumPy releases).
    """
    system = SYSTEMS[name](**params)
    rng = np.random.RandomState(seed)
    y0_train = system.sample_initial(rng, n_train)
    y0_test = system.sample_initial(rng, n_test)
    n_obs_train = int(round(t_train / dt_obs)) + 1
    n_obs_test = int(round(t_test / dt_obs)) + 1
    train_clean = integrate(system, y0_train, n_obs_train, dt_obs)
    test = integrate(system, y0_test, n_obs_test, dt_obs)
    train = train_clean + noise * rng.standard_normal(train_clean.shape)
    return {"train": train, "train_clean": train_clean, "test": test,
            "dt_obs": float(dt_obs), "system": system}
