"""Pure-NumPy kernels: BGK channel (the scheme of src/lbmcore.f90 with mode 0)
and the porous cell of src/lbm2d.f90.

Slow (a Python loop over time steps): they exist for the demo and for testing
on machines without a Fortran compiler.
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


def porous_numpy(mask, tau, force, collision="bgk", lam=3.0 / 16.0, maxit=100000,
                 nchk=100, tol=1e-10):
    """Pure-NumPy version of src/lbm2d.f90 (same scheme, same stopping rule).

    About a hundred times slower than the kernel; for the unit tests on small
    cells only.  Returns (ux, steps, resid).
    """
    mask = np.asarray(mask, dtype=bool)
    nx, ny = mask.shape
    fluid = ~mask
    om_p = 1.0 / tau
    om_m = 1.0 / (0.5 + lam / (tau - 0.5)) if collision == "trt" else om_p
    cp, cm = 1.0 - 0.5 * om_p, 1.0 - 0.5 * om_m
    f = np.tile(W[:, None, None], (1, nx, ny)) * fluid
    uold = np.zeros((nx, ny))
    resid, it = 1.0, 0
    for it in range(1, maxit + 1):
        rho = f.sum(axis=0)
        rho[mask] = 1.0
        u = ((CX[:, None, None] * f).sum(axis=0) + 0.5 * force) / rho
        v = (CY[:, None, None] * f).sum(axis=0) / rho
        cu = 3.0 * (CX[:, None, None] * u + CY[:, None, None] * v)
        usq = 1.5 * (u * u + v * v)
        feq = W[:, None, None] * rho * (1.0 + cu + 0.5 * cu * cu - usq)
        src = W[:, None, None] * (3.0 * (CX[:, None, None] - u) + 3.0 * cu * CX[:, None, None]) * force
        fo, eo, so = f[OPP], feq[OPP], src[OPP]
        fp = (f - om_p * (0.5 * (f + fo) - 0.5 * (feq + eo)) - om_m * (0.5 * (f - fo) - 0.5 * (feq - eo))
              + cp * 0.5 * (src + so) + cm * 0.5 * (src - so))
        fp *= fluid
        fn = np.zeros_like(f)
        for k in range(9):
            moved = np.roll(np.roll(fp[k], CX[k], axis=0), CY[k], axis=1)
            fn[k] += moved * fluid
            # populations that would enter a solid node go back where they came from
            blocked = np.roll(np.roll(mask, -CX[k], axis=0), -CY[k], axis=1) & fluid
            fn[OPP[k]][blocked] += fp[k][blocked]
        f = fn
        if it % nchk == 0:
            rho = f.sum(axis=0)
            rho[mask] = 1.0
            u = ((CX[:, None, None] * f).sum(axis=0) + 0.5 * force) / rho * fluid
            resid = np.max(np.abs(u - uold)) / max(np.max(np.abs(u)), 1e-300) / nchk
            uold = u
            if resid < tol:
                break
    rho = f.sum(axis=0)
    rho[mask] = 1.0
    ux = ((CX[:, None, None] * f).sum(axis=0) + 0.5 * force) / rho * fluid
    return ux, it, resid
