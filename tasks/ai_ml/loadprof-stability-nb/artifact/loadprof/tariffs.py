"""Clusters versus tariffs and regions (Section 5): is a load profile just the tariff?"""
import numpy as np
import pandas as pd
from scipy.stats import chi2_contingency


def household_attributes(readings):
    """One row per household: tariff and region (constant within a household)."""
    attrs = readings.drop_duplicates("household").set_index("household")[["tariff", "region"]]
    return attrs.sort_index()


def crosstab(labels, households, attrs, column="tariff", normalize=None):
    s = pd.Series(np.asarray(labels), index=pd.Index(households, name="household"), name="cluster")
    df = attrs.join(s, how="inner")
    return pd.crosstab(df["cluster"], df[column], normalize=normalize or False)


def cramers_v(table):
    """Cramér's V with the bias correction of Bergsma (2013)."""
    obs = np.asarray(table, dtype=float)
    chi2, p, dof, _ = chi2_contingency(obs, correction=False)
    n = obs.sum()
    r, c = obs.shape
    phi2 = chi2 / n
    phi2c = max(0.0, phi2 - (c - 1) * (r - 1) / (n - 1))
    rc = r - (r - 1) ** 2 / (n - 1)
    cc = c - (c - 1) ** 2 / (n - 1)
    denom = min(rc - 1, cc - 1)
    return (np.sqrt(phi2c / denom) if denom > 0 else 0.0), p


def association_report(labels, households, attrs):
    rows = []
    for col in ("tariff", "region"):
        tab = crosstab(labels, households, attrs, column=col)
        v, p = cramers_v(tab.values)
        rows.append({"attribute": col, "cramers_v": v, "p_value": p, "levels": tab.shape[1]})
    return pd.DataFrame(rows)


def economy7_share(labels, households, attrs):
    """Share of economy-7 households per cluster (night storage heating lives on that tariff)."""
    tab = crosstab(labels, households, attrs, column="tariff", normalize="index")
    return tab.get("economy7", pd.Series(0.0, index=tab.index)).rename("economy7_share")
