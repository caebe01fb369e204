"""churnpit: point-in-time feature joins for churn models (code for the workshop paper).

Modules
  config    connection settings (db.ini, CHURNPIT_* environment overrides)
  db        connecting to PostgreSQL and pulling feature rows
  queries   the SQL of every feature set
  features  design matrices and standardisation
  model     L2-penalised logistic regression (Newton's method)
  metrics   ROC AUC, bootstrap intervals, Brier score, log loss, calibration bins
  splits    temporal train/test splits
  report    printing and writing result tables
"""

__version__ = "0.3.1"
