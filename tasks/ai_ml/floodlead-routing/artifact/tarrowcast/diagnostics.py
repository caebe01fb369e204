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


def gap_effect(episodes, P, truth):
    """RMSE of the episodes whose newest upstream readings were missing at the origin vs. the
    others (the loader records the gaps before filling them)."""
    late, ontime = [], []
    for ep, p in zip(episodes, P):
        obs = np.array([truth[(ep.episode, lead)] for lead in LEADS])
        g = ep.frame.gaps
        missing = bool(g.get("stage_a", np.zeros(1, bool))[-1] or g.get("stage_b", np.zeros(1, bool))[-1])
        (late if missing else ontime).append((p, obs))

    def score(pairs):
        if not pairs:
            return float("nan"), 0
        return metrics.rmse(np.array([a for a, _ in pairs]), np.array([b for _, b in pairs])), len(pairs)

    return {"upstream late": score(late), "upstream on time": score(ontime)}


def worst(rows, k=5):
    return sorted(rows, key=lambda r: -r[3])[:k]
