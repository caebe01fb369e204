#!/usr/bin/env python3
"""Local Fourier analysis of damped Jacobi for the rotated anisotropic 9-point stencil.

This was the starting point of the project (spring 2015): before comparing Krylov
preconditioners we wanted to know how badly point smoothers do on rotated anisotropy, as a
function of (eps, theta). The symbol of the 9-point operator is

    A(t1, t2) = 2 kxx (1 - cos t1) + 2 kyy (1 - cos t2) + 2 kxy sin t1 sin t2      (times 1/h^2)

(the mixed term with central differences), and damped Jacobi has the symbol
S = 1 - w A / a0 with a0 = 2 (kxx + kyy). The smoothing factor is max |S| over the high
frequencies (max(|t1|, |t2|) >= pi/2).

usage: python3 experiments/lfa/smoothing_factor.py [--omega 0.8] [--grid 128]

Prints a table of smoothing factors over eps and theta. The multigrid direction was dropped
in favour of the preconditioner comparison of the paper; this script is kept for reference.
"""
import argparse
import math

import numpy as np


def coefficients(eps, theta_deg):
    th = math.radians(theta_deg)
    c, s = math.cos(th), math.sin(th)
    kxx = c * c + eps * s * s
    kyy = s * s + eps * c * c
    kxy = (1.0 - eps) * s * c
    return kxx, kyy, kxy


def symbol(kxx, kyy, kxy, t1, t2):
    return (2.0 * kxx * (1.0 - np.cos(t1)) + 2.0 * kyy * (1.0 - np.cos(t2))
            + 2.0 * kxy * np.sin(t1) * np.sin(t2))


def smoothing_factor(eps, theta_deg, omega, m):
    kxx, kyy, kxy = coefficients(eps, theta_deg)
    t = np.linspace(-math.pi, math.pi, m, endpoint=False) + math.pi / m
    t1, t2 = np.meshgrid(t, t, indexing="ij")
    high = np.maximum(np.abs(t1), np.abs(t2)) >= math.pi / 2
    a0 = 2.0 * (kxx + kyy)
    s = 1.0 - omega * symbol(kxx, kyy, kxy, t1, t2) / a0
    return float(np.max(np.abs(s[high])))


def optimal_omega(eps, theta_deg, m, grid=np.linspace(0.3, 1.0, 36)):
    best = min(grid, key=lambda w: smoothing_factor(eps, theta_deg, w, m))
    return best, smoothing_factor(eps, theta_deg, best, m)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--omega", type=float, default=0.8, help="Jacobi damping")
    ap.add_argument("--grid", type=int, default=128, help="Fourier sample points per direction")
    ap.add_argument("--optimal", action="store_true", help="also search the best omega")
    args = ap.parse_args()

    eps_list = [1.0, 1e-1, 1e-2, 1e-3, 1e-4]
    theta_list = [0, 15, 30, 45]
    print("smoothing factor of damped Jacobi, omega = %g" % args.omega)
    print("%8s" % "eps" + "".join("%10s" % ("th=%d" % t) for t in theta_list))
    for eps in eps_list:
        row = [smoothing_factor(eps, th, args.omega, args.grid) for th in theta_list]
        print("%8g" % eps + "".join("%10.4f" % r for r in row))
    if args.optimal:
        print()
        print("best omega in [0.3, 1] and its smoothing factor")
        for eps in eps_list:
            cells = []
            for th in theta_list:
                w, mu = optimal_omega(eps, th, args.grid)
                cells.append("%4.2f/%.3f" % (w, mu))
            print("%8g  " % eps + "  ".join(cells))


if __name__ == "__main__":
    main()
