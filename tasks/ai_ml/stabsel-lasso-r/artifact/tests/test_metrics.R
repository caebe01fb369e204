## Unit tests of R/metrics.R:  Rscript tests/test_metrics.R
source(file.path("R", "metrics.R"))

m <- selection_metrics(c(1, 2, 3, 10), truth = c(1, 2, 5))
stopifnot(m[["selected"]] == 4, abs(m[["tpr"]] - 2 / 3) < 1e-12, abs(m[["fdr"]] - 0.5) < 1e-12)

m0 <- selection_metrics(integer(0), truth = c(1, 2))
stopifnot(m0[["selected"]] == 0, m0[["tpr"]] == 0, m0[["fdr"]] == 0)

## E[V] <= q^2 / ((2 pi - 1) p): q = 10, p = 100, pi = 0.75 gives 2.
stopifnot(abs(mb_bound(10, 100, 0.75) - 2) < 1e-12)
stopifnot(is.infinite(mb_bound(10, 100, 0.5)))
stopifnot(abs(mb_bound(mb_q_for(1, 500, 0.6), 500, 0.6) - 1) < 1e-12)

stopifnot(jaccard(1:4, 3:6) == 2 / 6, jaccard(integer(0), integer(0)) == 1)

r <- metric_rows("s", "stability", m, q = 12.345)
stopifnot(nrow(r) == 1, r$q == 12.35 || r$q == 12.34, r$tpr == 0.6667)
cat("test_metrics.R: ok\n")
