"""Predictive scores used in the paper."""
import math

import numpy as np


def rmse(y, mean):
    y, mean = np.asarray(y, float), np.asarray(mean, float)
    return float(np.sqrt(np.mean((y - mean) ** 2)))


def mae(y, mean):
    return float(np.mean(np.abs(np.asarray(y, float) - np.asarray(mean, float))))


def nlpd(y, mean, var):
    """Mean negative log predictive density under independent Gaussians."""
    y, mean, var = (np.asarray(a, float) for a in (y, mean, var))
    return float(np.mean(0.5 * np.log(2 * math.pi * var) + 0.5 * (y - mean) ** 2 / var))


def coverage(y, mean, var, z=1.959964):
    """Fraction of targets inside the central 95% predictive interval."""
    y, mean, sd = np.asarray(y, float), np.asarray(mean, float), np.sqrt(np.asarray(var, float))
    return float(np.mean(np.abs(y - mean) <= z * sd))


def smse(y, mean, y_train):
    """RMSE^2 normalised by the variance of the training targets."""
    return rmse(y, mean) ** 2 / float(np.var(y_train))


SCORES = {"rmse": rmse, "mae": mae}
