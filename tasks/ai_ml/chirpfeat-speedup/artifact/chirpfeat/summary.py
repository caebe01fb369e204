"""Per-recording statistics over the frame-level features.

The MLP sees one fixed-length vector per recording, whatever its duration:
  cepstra mean and std, delta std        3 * n_ceps
  frame log-energy percentiles           len(percentiles)
  centroid mean/std, bandwidth, flatness 4
  zero-crossing rate, log duration       2
  peak track: slope, curvature, range    3   (summary.track_peak)
"""
from __future__ import annotations

import numpy as np

from . import spectral


def feature_names(n_ceps: int, percentiles, track_peak: bool) -> list[str]:
    names = [f"c{i}_mean" for i in range(n_ceps)]
    names += [f"c{i}_std" for i in range(n_ceps)]
    names += [f"d{i}_std" for i in range(n_ceps)]
    names += [f"logE_p{int(p)}" for p in percentiles]
    names += ["centroid_mean", "centroid_std", "bandwidth_mean", "flatness_mean"]
    names += ["zcr", "log_duration"]
    if track_peak:
        names += ["peak_slope", "peak_curvature", "peak_range"]
    return names


def active_frames(power: np.ndarray, rel: float = 0.1) -> np.ndarray:
    """Frames whose energy is at least `rel` of the loudest frame's (at least one frame)."""
    e = power.sum(axis=1)
    mask = e >= rel * e.max()
    if not mask.any():
        mask[np.argmax(e)] = True
    return mask


def _peak_bin(row: np.ndarray) -> int:
    """Strongest bin of one power spectrum after a 5-bin triangular smoothing (1 2 3 2 1), so that
    a one-bin spike (a click, a tonal hum) does not win over the call's own partial; the lowest bin
    on a tie."""
    best, k_best = -1.0, 2
    for k in range(2, len(row) - 2):
        s = (row[k - 2] + 2.0 * row[k - 1] + 3.0 * row[k] + 2.0 * row[k + 1] + row[k + 2]) / 9.0
        if s > best:
            best, k_best = s, k
    return k_best


def peak_track(power: np.ndarray, freqs: np.ndarray, hop_s: float) -> tuple[float, float, float]:
    """Least-squares quadratic through the per-frame peak frequency (kHz) of the active frames:
    slope (kHz/s), curvature (kHz/s^2) and the range of the track (kHz)."""
    track = np.array([freqs[_peak_bin(frame)] for frame in power]) / 1000.0
    idx = np.nonzero(active_frames(power))[0]
    peak = track[idx]
    if len(idx) < 3:
        return 0.0, 0.0, float(peak.max() - peak.min())
    t = (idx - idx.mean()) * hop_s
    design = np.stack([np.ones_like(t), t, t * t], axis=1)
    coef, *_ = np.linalg.lstsq(design, peak, rcond=None)
    return float(coef[1]), float(coef[2]), float(peak.max() - peak.min())


def summarize(x: np.ndarray, power: np.ndarray, log_e: np.ndarray, ceps: np.ndarray,
              dceps: np.ndarray, freqs: np.ndarray, sr: int, hop: int, floor: float,
              percentiles=(10.0, 90.0), track_peak: bool = True) -> np.ndarray:
    frame_loge = np.log(power.sum(axis=1) + floor)
    centroid = spectral.spectral_centroid(power, freqs)
    parts = [
        ceps.mean(axis=0),
        ceps.std(axis=0),
        dceps.std(axis=0),
        np.percentile(frame_loge, list(percentiles)),
        [centroid.mean() / 1000.0, centroid.std() / 1000.0,
         spectral.spectral_bandwidth(power, freqs, centroid).mean() / 1000.0,
         spectral.spectral_flatness(power, floor).mean()],
        [spectral.zero_crossing_rate(x), np.log(len(x) / sr)],
    ]
    if track_peak:
        parts.append(peak_track(power, freqs, hop / sr))
    return np.concatenate([np.asarray(p, dtype=np.float64).ravel() for p in parts])
