"""Diagnostics of a fitted model on a set of episodes: where the error comes from."""
import numpy as np

from . import LEADS, metrics


def episode_table(episodes, P, truth):
    """One row per episode: id, origin discharge, observed peak in the 12 h, RMSE, bias."""
    rows = []
    for ep, p in zip(episodes, P):
        obs = np.array([truth[(ep.episode, lead)] for lead in LEADS])
        rows.append([ep.episode, float(ep.frame.q_down[-1]), float(obs.max()),
                     metrics.rmse(p, obs), float(np.mean(p - obs))])
    return rows


def by_season(episodes, P, truth, season_of):
    """RMSE per season of the origin (season_of: hour index -> name)."""
    groups = {}
    for ep, p in zip(episodes, P):
        obs = np.array([truth[(ep.episode, lead)] for lead in LEADS])
        groups.setdefault(season_of(ep.origin), []).append((p, obs))
    return {k: (metrics.rmse(np.array([a for a, _ in v]), np.array([b for _, b in v])), len(v))
            for k, v in sorted(groups.items())}


def worst(rows, k=5):
    return sorted(rows, key=lambda r: -r[3])[:k]
