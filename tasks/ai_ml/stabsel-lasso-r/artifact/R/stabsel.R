## Stability selection with the lasso, and the cross-validated lasso it is compared with.
suppressPackageStartupMessages(library(glmnet))

## Selection probability of every variable: the maximum over the lambda grid of the fraction
## of half-size subsamples in which the lasso selects it.
selection_probabilities <- function(x, y, lambda, B) {
  n <- nrow(x)
  hits <- matrix(0, ncol(x), length(lambda))
  for (b in seq_len(B)) {
    idx <- sample(n, floor(n / 2))
    fit <- glmnet(x[idx, , drop = FALSE], y[idx], alpha = 1, lambda = lambda, standardize = TRUE)
    hits <- hits + (as.matrix(fit$beta) != 0)
  }
  apply(hits / B, 1, max)
}

stability_selection <- function(x, y, n_lambda, B, threshold) {
  path <- glmnet(x, y, alpha = 1, nlambda = 100, standardize = TRUE)
  lambda <- path$lambda[seq_len(min(n_lambda, length(path$lambda)))]
  prob <- selection_probabilities(x, y, lambda, B)
  which(prob >= threshold)
}

cv_lasso <- function(x, y, folds) {
  foldid <- sample(rep(seq_len(folds), length.out = nrow(x)))
  cv <- cv.glmnet(x, y, alpha = 1, foldid = foldid, standardize = TRUE)
  b <- as.matrix(coef(cv, s = "lambda.1se"))[-1, 1]
  which(b != 0)
}

selection_metrics <- function(selected, truth) {
  tp <- length(intersect(selected, truth))
  c(selected = length(selected),
    tpr = tp / length(truth),
    fdr = if (length(selected) == 0) 0 else (length(selected) - tp) / length(selected))
}
