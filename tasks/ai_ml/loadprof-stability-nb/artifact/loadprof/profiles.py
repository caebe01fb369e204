"""The final clustering at the selected k and its profiles (Table 2)."""
import numpy as np
import pandas as pd
from sklearn.metrics import silhouette_score
from threadpoolctl import threadpool_limits

from .clustering import fit_kmeans
from .features import SHAPE_COLS
from .metrics import relabel_by_size


def final_clustering(Z, k, seed=0):
    with threadpool_limits(limits=1):   # small data: threads cost more than they bring
        km = fit_kmeans(Z, k, random_state=seed)
    return relabel_by_size(km.labels_), km


def silhouettes(Z, ks, seed=0):
    out = {}
    with threadpool_limits(limits=1):
        for k in ks:
            km = fit_kmeans(Z, k, random_state=seed)
            out[int(k)] = float(silhouette_score(Z, km.labels_))
    return out


def profile_table(feats, labels):
    """One row per cluster: share of households, peak hour, mean daily kWh, weekend ratio."""
    df = feats.copy()
    df["cluster"] = labels
    rows = []
    for c, grp in df.groupby("cluster"):
        shape = grp[SHAPE_COLS].mean()
        rows.append({
            "cluster": int(c),
            "share": len(grp) / float(len(df)),
            "peak_hour": int(np.argmax(shape.values)),
            "peak_share": float(shape.max()),
            "daily_kwh": float(np.exp(grp["log_daily_kwh"]).median()),
            "weekend_ratio": float(grp["weekend_ratio"].median()),
        })
    return pd.DataFrame(rows).sort_values("cluster").reset_index(drop=True)
