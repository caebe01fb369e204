## Stability selection with the lasso, and the cross-validated lasso it is compared with.
suppressPackageStartupMessages(library(glmnet))

## The lambda grid: the n_lambda largest values of the full-data lasso path.
lambda_grid <- function(x, y, n_lambda, nlambda = 100) {
  path <- glmnet(x, y, alpha = 1, nlambda = nlambda, standardize = TRUE)
  path$lambda[seq_len(min(n_lambda, length(path$lambda)))]
}

## Lasso selections of one subsample on the grid: a p x length(lambda) logical matrix.
subsample_selection <- function(x, y, idx, lambda) {
  fit <- glmnet(x[idx, , drop = FALSE], y[idx], alpha = 1, lambda = lambda, standardize = TRUE)
  as.matrix(fit$beta) != 0
}

## Selection probability of every variable: the maximum over the lambda grid of the fraction
## of half-size subsamples in which the lasso selects it. Also returns q, the average number
## of variables selected anywhere on the grid per subsample.
selection_probabilities <- function(x, y, lambda, B) {
  n <- nrow(x)
  hits <- matrix(0, ncol(x), length(lambda))
  q <- 0
  for (b in seq_len(B)) {
    idx <- sample(n, floor(n / 2))
    sel <- subsample_selection(x, y, idx, lambda)
    hits <- hits + sel
    q <- q + sum(rowSums(sel) > 0)
  }
  list(prob = apply(hits / B, 1, max), path = hits / B, q = q / B)
}

stability_selection <- function(x, y, n_lambda, B, threshold) {
  lambda <- lambda_grid(x, y, n_lambda)
  sp <- selection_probabilities(x, y, lambda, B)
  list(selected = which(sp$prob >= threshold), prob = sp$prob, path = sp$path, lambda = lambda,
       q = sp$q, bound = mb_bound(sp$q, ncol(x), threshold))
}

cv_lasso <- function(x, y, folds, rule = "lambda.1se") {
  foldid <- sample(rep(seq_len(folds), length.out = nrow(x)))
  cv <- cv.glmnet(x, y, alpha = 1, foldid = foldid, standardize = TRUE)
  b <- as.matrix(coef(cv, s = rule))[-1, 1]
  list(selected = which(b != 0), lambda = cv[[rule]])
}
