## Tests of R/stabsel.R and R/cpss.R on a small simulated problem:  Rscript tests/test_stabsel.R
suppressPackageStartupMessages(library(glmnet))
for (f in c("metrics.R", "stabsel.R", "cpss.R")) source(file.path("R", f))

set.seed(11)
n <- 80; p <- 30
x <- matrix(rnorm(n * p), n, p)
beta <- c(2, -2, 1.5, rep(0, p - 3))
y <- drop(x %*% beta) + rnorm(n)

lam <- lambda_grid(x, y, 10)
stopifnot(length(lam) == 10, all(diff(lam) < 0))

sel <- subsample_selection(x, y, 1:40, lam)
stopifnot(is.logical(sel), all(dim(sel) == c(p, 10)))

set.seed(1)
ss <- stability_selection(x, y, 10, 30, 0.6)
stopifnot(all(1:3 %in% ss$selected), length(ss$selected) <= 6)
stopifnot(all(ss$prob >= 0 & ss$prob <= 1), ss$q > 0, is.finite(ss$bound))

## Same seed, same selection.
set.seed(1)
ss2 <- stability_selection(x, y, 10, 30, 0.6)
stopifnot(identical(ss$selected, ss2$selected), identical(ss$prob, ss2$prob))

set.seed(2)
cp <- cpss_selection(x, y, 10, 15, 0.6)
stopifnot(all(1:3 %in% cp$selected))
stopifnot(is.finite(cpss_bound_unimodal(cp$q, p, 0.6, 15)))

set.seed(3)
cv <- cv_lasso(x, y, 5)
stopifnot(all(1:3 %in% cv$selected), cv$lambda > 0)
cat("test_stabsel.R: ok\n")
