## Selection metrics and the Meinshausen-Buehlmann error bound.

selection_metrics <- function(selected, truth) {
  tp <- length(intersect(selected, truth))
  c(selected = length(selected),
    tpr = if (length(truth) == 0) NA_real_ else tp / length(truth),
    fdr = if (length(selected) == 0) 0 else (length(selected) - tp) / length(selected))
}

## Expected number of false selections is at most q^2 / ((2 pi - 1) p) (Meinshausen & Buehlmann
## 2010, Theorem 1), for q the average number of variables selected on the grid per subsample.
mb_bound <- function(q, p, threshold) {
  if (threshold <= 0.5) return(Inf)
  q^2 / ((2 * threshold - 1) * p)
}

## Largest q for which the bound keeps E[V] <= ev.
mb_q_for <- function(ev, p, threshold) sqrt(ev * (2 * threshold - 1) * p)

jaccard <- function(a, b) {
  u <- length(union(a, b))
  if (u == 0) 1 else length(intersect(a, b)) / u
}

## Rows of a results table: one per (scenario, method).
## q is the average number of variables a subsample selects on the grid (stability selection
## only; NA for the CV lasso).
metric_rows <- function(name, method, m, q = NA_real_) {
  data.frame(scenario = name, method = method, selected = unname(m[["selected"]]),
             tpr = round(unname(m[["tpr"]]), 4), fdr = round(unname(m[["fdr"]]), 4),
             q = round(q, 2), stringsAsFactors = FALSE)
}
