"""Pure-NumPy BGK kernel, the same scheme as src/lbmcore.f90 with mode 0.

Slow (a Python loop over time steps) and BGK only: it exists for the demo and
for testing on machines without a Fortran compiler.
"""
import numpy as np

CX = np.array([0, 1, 0, -1, 0, 1, -1, -1, 1])
CY = np.array([0, 0, 1, 0, -1, 1, 1, -1, -1])
OPP = np.array([0, 3, 4, 1, 2, 7, 8, 5, 6])
W = np.array([4 / 9] + [1 / 9] * 4 + [1 / 36] * 4)


def channel_bgk(ny, tau, force, maxit=200000, tol=1e-12):
    f = np.tile(W[:, None], (1, ny))
    u = np.zeros(ny)
    om = 1.0 / tau
    resid, it = 1.0, 0
    for it in range(1, maxit + 1):
        uold = u
        rho = f.sum(axis=0)
        u = ((CX[:, None] * f).sum(axis=0) + 0.5 * force) / rho
        cu = CX[:, None] * u[None, :]
        feq = W[:, None] * rho * (1 + 3 * cu + 4.5 * cu ** 2 - 1.5 * u ** 2)
        src = W[:, None] * (3 * (CX[:, None] - u) * force + 9 * cu * CX[:, None] * force)
        fp = f - om * (f - feq) + (1 - 0.5 * om) * src
        fn = np.empty_like(f)
        for k in range(9):
            if CY[k] == 0:
                fn[k] = fp[k]
            elif CY[k] > 0:
                fn[k, 1:] = fp[k, :-1]
                fn[k, 0] = fp[OPP[k], 0]
            else:
                fn[k, :-1] = fp[k, 1:]
                fn[k, -1] = fp[OPP[k], -1]
        f = fn
        if it > 1:
            resid = np.max(np.abs(u - uold)) / max(np.max(np.abs(u)), 1e-300)
            if resid < tol:
                break
    return u, it, resid
