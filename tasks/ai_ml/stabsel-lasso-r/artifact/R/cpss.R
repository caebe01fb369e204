## Complementary pairs stability selection (Shah & Samworth 2013): each of the B draws splits the
## sample into two disjoint halves and fits both. Not used for the paper's tables (see
## docs/methods.md); kept for the comparison in the discussion.

cpss_probabilities <- function(x, y, lambda, B) {
  n <- nrow(x)
  half <- floor(n / 2)
  hits <- matrix(0, ncol(x), length(lambda))
  q <- 0
  for (b in seq_len(B)) {
    perm <- sample(n)
    for (idx in list(perm[seq_len(half)], perm[half + seq_len(half)])) {
      sel <- subsample_selection(x, y, idx, lambda)
      hits <- hits + sel
      q <- q + sum(rowSums(sel) > 0)
    }
  }
  list(prob = apply(hits / (2 * B), 1, max), path = hits / (2 * B), q = q / (2 * B))
}

cpss_selection <- function(x, y, n_lambda, B, threshold) {
  lambda <- lambda_grid(x, y, n_lambda)
  sp <- cpss_probabilities(x, y, lambda, B)
  list(selected = which(sp$prob >= threshold), prob = sp$prob, path = sp$path, lambda = lambda,
       q = sp$q, bound = mb_bound(sp$q, ncol(x), threshold))
}

## Shah & Samworth's bound on E[V] under unimodality (their eq. 8), for threshold in (0.5, 1]
## and B complementary pairs.
cpss_bound_unimodal <- function(q, p, threshold, B) {
  if (threshold <= 0.5) return(Inf)
  if (threshold <= 0.75) {
    c_pi <- 1 / (2 * (2 * threshold - 1 - 1 / (2 * B)))
  } else {
    c_pi <- 4 * (1 - threshold + 1 / (2 * B)) / (1 + 1 / B)
  }
  c_pi * q^2 / p
}
