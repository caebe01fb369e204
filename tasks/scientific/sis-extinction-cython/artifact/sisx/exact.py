"""Exact mean extinction time of the SIS birth-death chain (no simulation).

T_i solves  mu_i T_{i-1} - (lam_i + mu_i) T_i + lam_i T_{i+1} = -1,  T_0 = 0,
with lam_i = beta i (N - i) / N and mu_i = gamma i (tridiagonal, Thomas algorithm).
"""


def mean_extinction_time(N, beta, gamma, i0):
    lam = [beta * i * (N - i) / N for i in range(N + 1)]
    mu = [gamma * i for i in range(N + 1)]
    cp = [0.0] * (N + 2)
    dp = [0.0] * (N + 2)
    for i in range(1, N + 1):
        a, b, c = -mu[i], lam[i] + mu[i], -lam[i]
        den = b - (a * cp[i - 1] if i > 1 else 0.0)
        cp[i] = c / den
        dp[i] = (1.0 - (a * dp[i - 1] if i > 1 else 0.0)) / den
    T = [0.0] * (N + 2)
    for i in range(N, 0, -1):
        T[i] = dp[i] - cp[i] * T[i + 1]
    return T[i0]
