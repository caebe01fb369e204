"""The SIS birth-death chain: transition rates and the starting state."""
import math


def rates(N, beta, gamma, i):
    """(infection, recovery) rates in state I = i."""
    return beta * i * (N - i) / N, gamma * i


def endemic_level(N, R0):
    """Starting state of the trajectories: the endemic level N (1 - 1/R0) as an integer, at least 1."""
    return max(1, int(round(N * (1.0 - 1.0 / R0))))


def wkb_rate(R0):
    """Large-deviation growth rate of log T per individual."""
    return math.log(R0) - 1.0 + 1.0 / R0
