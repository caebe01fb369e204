#!/usr/bin/env Rscript
## Table 3: stability selection vs. the cross-validated lasso on simulated sparse regressions.
suppressPackageStartupMessages({
  library(optparse)
  library(yaml)
})

args_all <- commandArgs(trailingOnly = FALSE)
script_dir <- dirname(normalizePath(sub("^--file=", "", args_all[grep("^--file=", args_all)])))
source(file.path(script_dir, "stabsel.R"))

opt <- parse_args(OptionParser(option_list = list(
  make_option("--config", default = "config.yml"),
  make_option("--out", default = "results/table3.csv"))))
cfg <- yaml::read_yaml(opt$config)

read_matrix <- function(name, what) {
  as.matrix(read.csv(file.path(cfg$data_dir, paste0(name, "_", what, ".csv")), header = FALSE))
}

set.seed(cfg$seed)
rows <- list()
for (sc in cfg$scenarios) {
  x <- read_matrix(sc$name, "X")
  y <- read_matrix(sc$name, "y")[, 1]
  truth <- which(read_matrix(sc$name, "beta")[, 1] != 0)
  t0 <- proc.time()[["elapsed"]]
  ss <- selection_metrics(stability_selection(x, y, cfg$n_lambda, cfg$subsamples, cfg$threshold), truth)
  cv <- selection_metrics(cv_lasso(x, y, cfg$cv_folds), truth)
  rows[[length(rows) + 1]] <- data.frame(scenario = sc$name, method = c("stability", "cv-lasso"),
                                         selected = c(ss[["selected"]], cv[["selected"]]),
                                         tpr = round(c(ss[["tpr"]], cv[["tpr"]]), 4),
                                         fdr = round(c(ss[["fdr"]], cv[["fdr"]]), 4))
  cat(sprintf("%-8s stability: %2d selected, TPR %.3f, FDR %.3f | cv-lasso: %2d selected, TPR %.3f, FDR %.3f  (%.1fs)\n",
              sc$name, ss[["selected"]], ss[["tpr"]], ss[["fdr"]], cv[["selected"]], cv[["tpr"]], cv[["fdr"]],
              proc.time()[["elapsed"]] - t0))
}
table <- do.call(rbind, rows)
dir.create(dirname(opt$out), showWarnings = FALSE, recursive = TRUE)
write.csv(table, opt$out, row.names = FALSE)
cat("wrote", opt$out, "\n")
