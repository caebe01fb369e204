"""Household features from hourly smart-meter readings.

Input: a long table with one row per household, day and hour (columns household, day, hour,
kwh, tariff, region), as exported from the utility's MDM system (see docs/data_dictionary.md).

Output: one row per household with
    h00 ... h23      share of the household's mean daily consumption used in that hour
    log_daily_kwh    log of the mean daily consumption (kWh)
    weekend_ratio    mean weekend-day total / mean weekday total
"""
import logging

import numpy as np
import pandas as pd

log = logging.getLogger(__name__)

HOURS = list(range(24))
SHAPE_COLS = ["h%02d" % h for h in HOURS]
FEATURE_VERSION = 3          # v2 had no weekend_ratio, v1 used raw kWh instead of shares


def read_readings(path):
    """Read the raw readings (plain or compressed CSV; compression from the file name)."""
    df = pd.read_csv(path, dtype={"household": str})
    df["day"] = pd.to_datetime(df["day"])
    missing = {"household", "day", "hour", "kwh"} - set(df.columns)
    if missing:
        raise ValueError("readings file %s lacks columns %s" % (path, sorted(missing)))
    return df


def hourly_shape(readings):
    """Mean load per hour of day, as a share of the household's mean daily total."""
    prof = readings.pivot_table(index="household", columns="hour", values="kwh", aggfunc="mean")
    prof = prof.reindex(columns=HOURS)
    if prof.isnull().values.any():
        log.warning("%d households miss some hours; filled by interpolation",
                    int(prof.isnull().any(axis=1).sum()))
        prof = prof.interpolate(axis=1, limit_direction="both")
    shape = prof.div(prof.sum(axis=1), axis=0)
    shape.columns = SHAPE_COLS
    return shape


def weekend_ratio(readings):
    """Mean weekend daily total over mean weekday daily total, per household."""
    daily = readings.groupby(["household", "day"], as_index=False)["kwh"].sum()
    daily["weekend"] = daily["day"].dt.dayofweek >= 5
    out = pd.DataFrame(columns=["household", "weekend_ratio"])
    for hh, grp in daily.groupby("household"):
        we = grp.loc[grp["weekend"], "kwh"].mean()
        wd = grp.loc[~grp["weekend"], "kwh"].mean()
        ratio = we / wd if wd > 0 else np.nan
        out = out.append({"household": hh, "weekend_ratio": ratio}, ignore_index=True)
    return out.set_index("household")["weekend_ratio"].astype(float)


def consumption_level(readings):
    """log mean daily consumption in kWh."""
    per_hh = readings.groupby("household").mean()
    return np.log(per_hh["kwh"] * 24.0).rename("log_daily_kwh")


def build_household_features(raw_path):
    """The full feature table (index: household id), from the raw readings file."""
    readings = read_readings(raw_path)
    log.info("read %d readings of %d households", len(readings), readings["household"].nunique())
    feats = hourly_shape(readings)
    feats = feats.join(consumption_level(readings)).join(weekend_ratio(readings))
    feats.index.name = "household"
    bad = feats.isnull().any(axis=1)
    if bad.any():
        log.warning("dropping %d households with incomplete features", int(bad.sum()))
        feats = feats[~bad]
    return feats


def load_features(raw_path, snapshot_path=None):
    """Build the features from the raw readings; if that is impossible (the raw dump is not on
    this machine), use the feature snapshot committed in data/interim/ so that the notebooks
    still run on a laptop."""
    try:
        feats = build_household_features(raw_path)
        source = "raw"
    except Exception as exc:  # noqa: BLE001 - any failure: use the snapshot
        if snapshot_path is None:
            raise
        log.warning("could not build features from %s (%r); using snapshot %s",
                    raw_path, exc, snapshot_path)
        feats = pd.read_csv(snapshot_path, index_col="household")
        source = "snapshot"
    return feats, source
