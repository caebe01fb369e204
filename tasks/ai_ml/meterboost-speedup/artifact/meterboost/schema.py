"""Field names, condition names and the model's feature order (must match model/ensemble.json)."""

CLASSES = ("normal", "drift", "tamper", "fault")

RAW_FIELDS = ("kwh_day", "kwh_night", "peak_kw", "v_mean", "v_sd", "pf_mean", "thd_pct", "temp_c",
              "n_outage", "n_reverse", "n_cover", "comm_gap_h", "hour_peak", "days_since_read",
              "fw", "nbr_ratio")

# derived in meterboost.features (in this order, after the raw fields)
DERIVED = ("kwh_total", "night_share", "log_total", "load_factor", "v_dev")

FEATURES = RAW_FIELDS + DERIVED

# counters: integer valued; the trainer's thresholds on them are whole numbers
COUNTERS = ("n_outage", "n_reverse", "n_cover", "comm_gap_h", "hour_peak", "days_since_read", "fw")

NOMINAL_VOLTAGE = 230.0
