#!/usr/bin/env Rscript
## Sensitivity of stability selection to B and to the size of the lambda grid (an exploratory
## experiment, not in the paper). For every scenario of the config and every (B, n_lambda) pair,
## reports the number selected, TPR, FDR and q. Each pair restarts the random stream from the
## config's seed, so the rows of one pair are comparable with Table 3.
suppressPackageStartupMessages({
  library(optparse)
  library(yaml)
})
args_all <- commandArgs(trailingOnly = FALSE)
source(file.path(dirname(normalizePath(sub("^--file=", "", args_all[grep("^--file=", args_all)][1]))), "utils.R"))
source_modules()

parse_ints <- function(s, what) {
  v <- suppressWarnings(as.integer(strsplit(s, ",")[[1]]))
  if (length(v) == 0 || any(is.na(v) | v < 1)) stop(what, " must be positive integers: ", s, call. = FALSE)
  v
}

opt <- parse_args(OptionParser(option_list = list(
  make_option("--config", default = "config.yml"),
  make_option("--subsamples", default = "25,50,100,200"),
  make_option("--grids", default = "10,25,50"),
  make_option("--out", default = "results/sweep.csv"))))
cfg <- yaml::read_yaml(opt$config)
scen <- read_scenarios(cfg)
Bs <- parse_ints(opt$subsamples, "--subsamples")
grids <- parse_ints(opt$grids, "--grids")
data <- lapply(scenario_blocks(scen), function(sc) read_scenario_data(cfg$data_dir, sc))

rows <- list()
for (B in Bs) for (g in grids) {
  set.seed(cfg$seed)
  t0 <- proc.time()[["elapsed"]]
  for (nm in names(data)) {
    d <- data[[nm]]
    ss <- stability_selection(d$x, d$y, g, B, cfg$threshold)
    m <- selection_metrics(ss$selected, d$truth)
    rows[[length(rows) + 1]] <- cbind(B = B, n_lambda = g, metric_rows(nm, "stability", m, ss$q))
    cv_lasso(d$x, d$y, cfg$cv_folds)  # keep the stream aligned with run_table.R
  }
  log_line("B=%d grid=%d done (%.1fs)", B, g, elapsed(t0))
}
write_table(do.call(rbind, rows), opt$out)
